"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Tags } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useState, useTransition } from "react";
import { formatMoney } from "@/components/data/format";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { useOrderError } from "@/features/market/orders/ui/use-order-error";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { PRICE_GRID } from "./operations";
import { priceGridVariables } from "./variables";

const TYPES = ["exclusive", "duo", "trio"] as const;

/**
 * mesTarifs: the price grid (categories × sale types, HT per lead), with a promo code's effect when one is given.
 * The page preloads the grid without a code on the server; applying or clearing a code runs as a transition.
 */
export function PriceGrid() {
  const t = useTranslations("marketOrders.prices");
  const tt = useTranslations("marketOrders.saleTypes");
  const tp = useTranslations("marketOrders.promo");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useOrderError();
  const [code, setCode] = useState("");
  const [applied, setApplied] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(PRICE_GRID, {
    variables: priceGridVariables(applied),
    errorPolicy: "all",
  });
  const grid = data?.mesTarifs;
  const discounted = !!grid?.promoCode && grid.promoKind === "percent";

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Button asChild>
            <Link href="/weedomarket/annonceur/creeCommande">{t("order")}</Link>
          </Button>
        }
      />
      <Card>
        <CardHeader title={t("promoTitle")} description={t("promoDescription")} />
        <CardBody>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              startTransition(() => setApplied(code.trim() || null));
            }}
          >
            <div className="flex flex-col gap-1">
              <Label htmlFor="grid-promo">{t("promoCode")}</Label>
              <Input
                id="grid-promo"
                value={code}
                onChange={(e) => setCode(e.target.value.toUpperCase())}
                className="font-mono uppercase"
                aria-describedby="grid-promo-status"
              />
            </div>
            <Button type="submit" variant="outline">
              {t("apply")}
            </Button>
            {applied && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setCode("");
                  startTransition(() => setApplied(null));
                }}
              >
                {t("clear")}
              </Button>
            )}
          </form>
          <p id="grid-promo-status" role="status" className="mt-2 text-sm">
            {grid?.promoRefusal
              ? tp(grid.promoRefusal as never)
              : grid?.promoKind === "percent"
                ? tp("percentApplied", { value: grid.promoValue ?? 0 })
                : grid?.promoKind === "amount"
                  ? tp("amountOnOrder", { amount: formatMoney(locale, grid.promoValue ?? 0) })
                  : ""}
          </p>
        </CardBody>
      </Card>
      {error && !grid ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : grid && grid.rows.length === 0 ? (
        <EmptyState icon={Tags} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <PendingFrame pending={pending}>
          <Card>
            <CardBody className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="price-grid">
                <caption className="sr-only">{t("title")}</caption>
                <thead>
                  <tr className="border-b border-zinc-200 text-left dark:border-zinc-800">
                    <th scope="col" className="p-2">
                      {t("category")}
                    </th>
                    {TYPES.map((s) => (
                      <th key={s} scope="col" className="p-2 text-right">
                        {tt(s)}
                        <span className="block text-xs font-normal text-zinc-500">{t(`buyers.${s}`)}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {grid?.rows.map((r) => (
                    <tr key={r.categoryId} className="border-b border-zinc-100 dark:border-zinc-900">
                      <th scope="row" className="p-2 text-left font-medium">
                        {r.categoryName}
                      </th>
                      {TYPES.map((s) => (
                        <td key={s} className="p-2 text-right">
                          {discounted ? (
                            <>
                              <s className="mr-2 text-zinc-500">{formatMoney(locale, r[`${s}Cents`])}</s>
                              <span className="font-semibold text-emerald-700 dark:text-emerald-400">
                                {formatMoney(locale, r[`${s}NetCents`])}
                              </span>
                            </>
                          ) : (
                            formatMoney(locale, r[`${s}Cents`])
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">{t("footnote")}</p>
            </CardBody>
          </Card>
        </PendingFrame>
      )}
    </div>
  );
}
