"use client";

import { skipToken, useMutation, useSuspenseQuery } from "@apollo/client/react";
import { PackageSearch, ShoppingCart } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Pagination } from "@/components/data/pagination";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { checkCriteria, emptyCriteria, type CriteriaDraft } from "@/features/market/filters/ui/criteria";
import { CriteriaEditor } from "@/features/market/filters/ui/criteria-editor";
import { priceOf, type SaleType } from "@/features/market/orders/ui/operations";
import { useOrderError } from "@/features/market/orders/ui/use-order-error";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { ADD_TO_CART, STOCK, STOCK_CATEGORIES } from "./operations";
import { FIRST_SALE_TYPE, stockBrowseVariables } from "./variables";

const PAGE_SIZE = 20;

/**
 * Browse the stock the advertiser may buy, by category, sale type and criteria, and put leads in the cart.
 * The page preloads the categories and the first screen of stock on the server (`firstStockBrowse`);
 * later choices run as transitions, so the previous leads stay on screen while the next ones load.
 */
export function StockBrowser({ onAdded }: { onAdded?: () => void }) {
  const t = useTranslations("marketOrders.stock");
  const tt = useTranslations("marketOrders.saleTypes");
  const td = useTranslations("data");
  const locale = useLocale();
  const router = useRouter();
  const { explain } = useOrderError();
  const cats = useSuspenseQuery(STOCK_CATEGORIES, { errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [saleType, setSaleType] = useState<SaleType>(FIRST_SALE_TYPE);
  // The editor's draft changes at once; the query reads the last valid draft, set in a transition.
  const [criteria, setCriteria] = useState<CriteriaDraft>(emptyCriteria);
  const [applied, setApplied] = useState<CriteriaDraft>(criteria);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const categories = cats.data?.orderCategories ?? [];
  const category = categories.find((c) => c.id === categoryId) ?? categories[0] ?? null;
  const stock = useSuspenseQuery(
    STOCK,
    category
      ? {
          variables: stockBrowseVariables({ categoryId: category.id, saleType, criteria: applied, page }),
          errorPolicy: "all",
        }
      : skipToken,
  );
  const [add, adding] = useMutation(ADD_TO_CART);

  const reset = () => {
    setPage(1);
    setSelected(new Set());
  };
  const items = stock.data?.marketStock.items ?? [];
  const total = stock.data?.marketStock.total ?? 0;
  const selectable = items.filter((i) => !i.inCart);

  async function addSelected() {
    try {
      // The cart panel beside the browser reads MonPanier: refresh it with the stock.
      await add({ variables: { leadIds: [...selected], saleType }, refetchQueries: ["MonPanier"] });
      toast.success(t("added", { count: selected.size, type: tt(saleType) }));
      setSelected(new Set());
      startTransition(() => void stock.refetch());
      onAdded?.();
      router.refresh();
    } catch (e) {
      toast.error(explain(e));
    }
  }

  if (cats.error && !cats.data)
    return (
      <ErrorState title={t("errorTitle")} text={explain(cats.error)}>
        <Button variant="outline" onClick={() => startTransition(() => void cats.refetch())}>
          {td("retry")}
        </Button>
      </ErrorState>
    );

  return (
    <Card data-testid="stock-browser">
      <CardHeader title={t("title")} description={t("description")} />
      <CardBody className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="stock-category">{t("category")}</Label>
            <Select
              id="stock-category"
              value={category?.id ?? ""}
              onChange={(e) => {
                const id = Number(e.target.value);
                setCriteria(emptyCriteria());
                startTransition(() => {
                  setCategoryId(id);
                  setApplied(emptyCriteria());
                  reset();
                });
              }}
            >
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="stock-sale-type">{t("saleType")}</Label>
            <Select
              id="stock-sale-type"
              value={saleType}
              onChange={(e) => {
                const type = e.target.value as SaleType;
                startTransition(() => {
                  setSaleType(type);
                  reset();
                });
              }}
            >
              {(["exclusive", "duo", "trio"] as const).map((s) => (
                <option key={s} value={s}>
                  {tt(s)}
                  {category ? ` — ${formatMoney(locale, priceOf(category, s))}` : ""}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {category && (
          <details className="rounded-md border border-zinc-200 p-3 dark:border-zinc-800">
            <summary className="cursor-pointer text-sm font-medium">{t("criteria")}</summary>
            <div className="mt-3">
              <CriteriaEditor
                category={category}
                value={criteria}
                onChange={(c) => {
                  setCriteria(c);
                  startTransition(() => {
                    if (checkCriteria(c).success) setApplied(c);
                    reset();
                  });
                }}
                errors={{}}
              />
            </div>
          </details>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" className="text-sm">
            {t("count", { count: total })}
          </p>
          <Button disabled={selected.size === 0 || adding.loading} onClick={() => void addSelected()}>
            <ShoppingCart className="size-4" aria-hidden /> {t("add", { count: selected.size })}
          </Button>
        </div>
        <PendingFrame pending={pending} className="flex flex-col gap-4">
          {stock.error && !stock.data ? (
            <ErrorState title={t("errorTitle")} text={explain(stock.error)} />
          ) : items.length === 0 ? (
            <EmptyState icon={PackageSearch} title={t("emptyTitle")} text={t("emptyText")} compact />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t("title")}</caption>
                <thead>
                  <tr className="border-b border-zinc-200 text-left dark:border-zinc-800">
                    <th scope="col" className="p-2">
                      <input
                        type="checkbox"
                        aria-label={t("selectPage")}
                        checked={selectable.length > 0 && selectable.every((i) => selected.has(i.id))}
                        onChange={(e) =>
                          setSelected(
                            e.target.checked
                              ? new Set([...selected, ...selectable.map((i) => i.id)])
                              : new Set([...selected].filter((id) => !selectable.some((i) => i.id === id))),
                          )
                        }
                      />
                    </th>
                    <th scope="col" className="p-2">
                      {t("lead")}
                    </th>
                    <th scope="col" className="p-2">
                      {t("department")}
                    </th>
                    <th scope="col" className="p-2">
                      {t("age")}
                    </th>
                    <th scope="col" className="p-2">
                      {t("day")}
                    </th>
                    <th scope="col" className="p-2">
                      {t("buyers")}
                    </th>
                    <th scope="col" className="p-2 text-right">
                      {t("price")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((i) => (
                    <tr key={i.id} className="border-b border-zinc-100 dark:border-zinc-900">
                      <td className="p-2">
                        <input
                          type="checkbox"
                          aria-label={t("selectLead", { label: i.label })}
                          disabled={i.inCart}
                          checked={selected.has(i.id)}
                          onChange={(e) => {
                            const next = new Set(selected);
                            if (e.target.checked) next.add(i.id);
                            else next.delete(i.id);
                            setSelected(next);
                          }}
                        />
                      </td>
                      <td className="p-2">
                        {i.label} {i.inCart && <Badge tone="info">{t("inCart")}</Badge>}
                      </td>
                      <td className="p-2">
                        {i.department} <span className="text-xs text-zinc-500">{i.postcode}</span>
                      </td>
                      <td className="p-2">{i.age ?? "—"}</td>
                      <td className="p-2">{formatDay(locale, i.day)}</td>
                      <td className="p-2">
                        {i.buyerLimit ? `${i.soldCount}/${i.buyerLimit}` : formatNumber(locale, 0)}
                      </td>
                      <td className="p-2 text-right">
                        {category ? formatMoney(locale, priceOf(category, saleType)) : ""}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {total > PAGE_SIZE && (
            <Pagination
              page={page}
              pageCount={Math.ceil(total / PAGE_SIZE)}
              onPageChange={(p) => startTransition(() => setPage(p))}
            />
          )}
        </PendingFrame>
      </CardBody>
    </Card>
  );
}
