"use client";

import { useMutation, useSuspenseQuery } from "@apollo/client/react";
import { Archive, Ban, CheckCheck, Inbox, PackageOpen, ShoppingCart } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { formatDay, formatNumber } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { StockChart } from "./charts";
import { useCatalogError } from "./errors";
import { AGE_OUT, CATEGORIES, STOCK, type StockCategoryTotals, type StockFigures, type StockRow } from "./operations";
import { evictRootFields } from "@/components/market/server-first/evict";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { stockVariables, type StockFilter } from "./variables";

function figureColumns<T extends StockFigures>(
  t: ReturnType<typeof useTranslations<"marketCatalog.stock">>,
  locale: string,
): DataColumn<T>[] {
  return (["collected", "available", "sold", "sold3", "unsold"] as const).map((k) => ({
    id: k,
    accessorKey: k,
    header: t(k),
    cell: ({ row }: { row: { original: T } }) => formatNumber(locale, row.original[k]),
    meta: { align: "right" as const, csv: (r: T) => r[k] },
  })) as DataColumn<T>[];
}

/**
 * Admin `stock`: collected, available, sold, sold 3 times and unsold leads per category and day.
 * The page preloads `initial` (and the category options) on the server; later filters run as transitions.
 */
export function StockScreen({ initial }: { initial: StockFilter }) {
  const t = useTranslations("marketCatalog.stock");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useCatalogError();
  const [filter, setFilter] = useState(initial);
  const { range, categoryId } = filter;
  const [pending, startTransition] = useTransition();
  const set = (patch: Partial<StockFilter>) => startTransition(() => setFilter((f) => ({ ...f, ...patch })));
  const cats = useSuspenseQuery(CATEGORIES, { errorPolicy: "all" });
  const { data, error, refetch } = useSuspenseQuery(STOCK, { variables: stockVariables(filter), errorPolicy: "all" });
  // Ageing out changes every period's figures: drop the cached reports of other filters too.
  const [ageOut] = useMutation(AGE_OUT, { update: (cache) => evictRootFields(cache, "marketStockReport") });
  const s = data?.marketStockReport;

  const rowColumns = useMemo<DataColumn<StockRow>[]>(
    () => [
      {
        id: "day",
        accessorKey: "day",
        header: t("day"),
        cell: ({ row }) => formatDay(locale, row.original.day, "long"),
      },
      { id: "categoryName", accessorKey: "categoryName", header: t("category") },
      ...figureColumns<StockRow>(t, locale),
    ],
    [t, locale],
  );
  const catColumns = useMemo<DataColumn<StockCategoryTotals>[]>(
    () => [
      { id: "categoryName", accessorKey: "categoryName", header: t("category") },
      ...figureColumns<StockCategoryTotals>(t, locale),
    ],
    [t, locale],
  );

  const perDay = useMemo(() => {
    const m = new Map<string, { day: string; available: number; sold: number; unsold: number }>();
    for (const r of s?.rows ?? []) {
      const d = m.get(r.day) ?? { day: r.day, available: 0, sold: 0, unsold: 0 };
      d.available += r.available;
      d.sold += r.sold;
      d.unsold += r.unsold;
      m.set(r.day, d);
    }
    return [...m.values()].sort((a, b) => a.day.localeCompare(b.day));
  }, [s]);

  const runAgeOut = async () => {
    try {
      const r = await ageOut({ variables: { days: 30 } });
      toast.success(t("agedOut", { n: r.data?.ageOutMarketStock ?? 0 }));
      startTransition(() => void refetch());
    } catch (e) {
      toast.error(explain(e));
      throw e;
    }
  };

  const totals = s?.totals;
  const dash = "…";
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={(r: DayRange) => set({ range: r })} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="stock-category">{t("category")}</Label>
            <Select
              id="stock-category"
              value={categoryId ?? ""}
              onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">{t("allCategories")}</option>
              {(cats.data?.marketCategories ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="ml-auto">
            <ConfirmDialog
              trigger={
                <Button variant="outline">
                  <Archive aria-hidden className="size-4" />
                  {t("ageOut")}
                </Button>
              }
              title={t("ageOutTitle")}
              description={t("ageOutText")}
              confirmLabel={t("ageOut")}
              destructive
              onConfirm={runAgeOut}
            />
          </div>
        </CardBody>
      </Card>
      {error && !s ? (
        <ErrorState title={t("loadError")} text={explain(error)}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : (
        <PendingFrame pending={pending} className="flex flex-col gap-6">
          <KpiGrid label={t("kpis")}>
            <KpiCard
              id="stock-collected"
              label={t("collected")}
              display={totals ? formatNumber(locale, totals.collected) : dash}
              value={totals?.collected ?? null}
              icon={Inbox}
            />
            <KpiCard
              id="stock-available"
              label={t("available")}
              display={totals ? formatNumber(locale, totals.available) : dash}
              value={totals?.available ?? null}
              icon={PackageOpen}
            />
            <KpiCard
              id="stock-sold"
              label={t("sold")}
              display={totals ? formatNumber(locale, totals.sold) : dash}
              value={totals?.sold ?? null}
              icon={ShoppingCart}
              detail={totals ? t("sold3Detail", { n: totals.sold3 }) : undefined}
            />
            <KpiCard
              id="stock-unsold"
              label={t("unsold")}
              display={totals ? formatNumber(locale, totals.unsold) : dash}
              value={totals?.unsold ?? null}
              icon={Ban}
            />
          </KpiGrid>
          {totals && totals.collected === 0 ? (
            <EmptyState icon={CheckCheck} title={t("emptyTitle")} text={t("emptyText")} />
          ) : (
            <>
              <Card>
                <CardHeader title={t("chartTitle")} />
                <CardBody>
                  <StockChart
                    data={perDay}
                    locale={locale}
                    labels={{ available: t("available"), sold: t("sold"), unsold: t("unsold") }}
                    caption={t("chartTitle")}
                    summary={
                      totals
                        ? t("chartSummary", {
                            collected: totals.collected,
                            available: totals.available,
                            sold: totals.sold,
                            unsold: totals.unsold,
                          })
                        : ""
                    }
                  />
                </CardBody>
              </Card>
              <Card>
                <CardHeader title={t("byCategory")} />
                <CardBody>
                  <DataTable<StockCategoryTotals>
                    testId="stock-by-category"
                    columns={catColumns}
                    data={s?.byCategory ?? []}
                    csvName="stock-categories"
                    emptyText={t("empty")}
                    getRowId={(r) => String(r.categoryId)}
                  />
                </CardBody>
              </Card>
              <Card>
                <CardHeader title={t("byDay")} />
                <CardBody>
                  <DataTable<StockRow>
                    testId="stock-rows"
                    columns={rowColumns}
                    data={s?.rows ?? []}
                    csvName="stock"
                    searchPlaceholder={t("search")}
                    emptyText={t("empty")}
                    getRowId={(r) => `${r.day}-${r.categoryId}`}
                  />
                </CardBody>
              </Card>
            </>
          )}
        </PendingFrame>
      )}
    </div>
  );
}
