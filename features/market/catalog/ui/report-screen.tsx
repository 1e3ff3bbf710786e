"use client";

import { skipToken, useSuspenseQuery } from "@apollo/client/react";
import { Ban, Coins, Inbox, Pencil, SearchX, ShoppingCart } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { formatDay, formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { CategoryIcon } from "./category-icon";
import { ReportChart } from "./charts";
import { useCatalogError } from "./errors";
import { CATEGORY_REPORT } from "./operations";
import { PendingFrame } from "@/components/market/server-first/pending-frame";
import { reportVariables } from "./variables";

type Day = { day: string; collected: number; sales: number; revenueCents: number };
type TypeRow = { type: "exclusive" | "duo" | "trio"; leads: number; sales: number; revenueCents: number };

/**
 * categories/rapport/{categorie_id}/{categorie}: collected, sold by type, unsold and revenue over a period.
 * The page preloads the report of `initialRange` on the server; a later period runs as a transition.
 */
export function CategoryReportScreen({ id, initialRange }: { id: number; initialRange: DayRange }) {
  const t = useTranslations("marketCatalog.report");
  const tt = useTranslations("marketCatalog.saleTypes");
  const td = useTranslations("data");
  const locale = useLocale();
  const explain = useCatalogError();
  const [range, setRange] = useState<DayRange>(initialRange);
  const [pending, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(
    CATEGORY_REPORT,
    id > 0 ? { variables: reportVariables(id, range), errorPolicy: "all" } : skipToken,
  );
  const r = data?.marketCategoryReport;

  const dayColumns = useMemo<DataColumn<Day>[]>(
    () => [
      {
        id: "day",
        accessorKey: "day",
        header: t("day"),
        cell: ({ row }) => formatDay(locale, row.original.day, "long"),
      },
      { id: "collected", accessorKey: "collected", header: t("collected"), meta: { align: "right" } },
      { id: "sales", accessorKey: "sales", header: t("sales"), meta: { align: "right" } },
      {
        id: "revenueCents",
        accessorKey: "revenueCents",
        header: t("revenue"),
        cell: ({ row }) => formatMoney(locale, row.original.revenueCents),
        meta: { align: "right", csv: (x: Day) => (x.revenueCents / 100).toFixed(2) },
      },
    ],
    [t, locale],
  );
  const typeColumns = useMemo<DataColumn<TypeRow>[]>(
    () => [
      {
        id: "type",
        accessorKey: "type",
        header: t("saleType"),
        cell: ({ row }) => tt(row.original.type),
        meta: { csv: (x: TypeRow) => tt(x.type) },
      },
      { id: "leads", accessorKey: "leads", header: t("leadsOfType"), meta: { align: "right" } },
      { id: "sales", accessorKey: "sales", header: t("sales"), meta: { align: "right" } },
      {
        id: "revenueCents",
        accessorKey: "revenueCents",
        header: t("revenue"),
        cell: ({ row }) => formatMoney(locale, row.original.revenueCents),
        meta: { align: "right", csv: (x: TypeRow) => (x.revenueCents / 100).toFixed(2) },
      },
    ],
    [t, tt, locale],
  );

  if (!(id > 0) || (!error && data && !data.marketCategoryReport)) {
    return (
      <EmptyState icon={SearchX} title={t("notFound")} testId="category-not-found">
        <Button asChild variant="outline">
          <Link href="/weedomarket/admin/categories">{t("backToList")}</Link>
        </Button>
      </EmptyState>
    );
  }
  if (error && !r) {
    return (
      <ErrorState title={t("loadError")} text={explain(error)}>
        <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
          {td("retry")}
        </Button>
      </ErrorState>
    );
  }
  const types: TypeRow[] = r
    ? (["exclusive", "duo", "trio"] as const).map((type) => ({
        type,
        leads: r.leadsByType[type],
        sales: r.salesByType[type],
        revenueCents: r.revenueByType[type],
      }))
    : [];
  const dash = "…";
  return (
    <PendingFrame pending={pending} className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex items-center gap-3">
            {r && <CategoryIcon name={r.category.icon} className="size-6 text-emerald-600" />}
            <div>
              <h2 className="text-lg font-semibold" data-testid="report-category-name">
                {r?.category.name ?? dash}
              </h2>
              {r && (
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  {t("prices", {
                    exclusive: formatMoney(locale, r.category.priceExclusiveCents),
                    duo: formatMoney(locale, r.category.priceDuoCents),
                    trio: formatMoney(locale, r.category.priceTrioCents),
                  })}
                </p>
              )}
            </div>
            {r && (
              <Button asChild variant="ghost" className="h-8 px-2">
                <Link href={`/weedomarket/admin/editCategorie/${r.category.id}`} aria-label={t("edit")}>
                  <Pencil aria-hidden className="size-4" />
                </Link>
              </Button>
            )}
          </div>
          <DateRangePicker value={range} onChange={(next) => startTransition(() => setRange(next))} />
        </CardBody>
      </Card>
      <KpiGrid label={t("kpis")}>
        <KpiCard
          id="report-collected"
          label={t("collected")}
          display={r ? formatNumber(locale, r.collected) : dash}
          value={r?.collected ?? null}
          icon={Inbox}
          detail={r ? t("availableDetail", { n: r.available }) : undefined}
        />
        <KpiCard
          id="report-sold"
          label={t("soldLeads")}
          display={r ? formatNumber(locale, r.soldLeads) : dash}
          value={r?.soldLeads ?? null}
          icon={ShoppingCart}
          detail={
            r && r.collected > 0
              ? t("sellThrough", { rate: formatPercent(locale, r.soldLeads / r.collected) })
              : undefined
          }
        />
        <KpiCard
          id="report-unsold"
          label={t("unsold")}
          display={r ? formatNumber(locale, r.unsold) : dash}
          value={r?.unsold ?? null}
          icon={Ban}
          tone={r && r.collected > 0 && r.unsold / r.collected > 0.3 ? "warning" : "default"}
        />
        <KpiCard
          id="report-revenue"
          label={t("revenue")}
          display={r ? formatMoney(locale, r.revenueCents) : dash}
          value={r?.revenueCents ?? null}
          icon={Coins}
          detail={r ? t("salesDetail", { n: r.sales }) : undefined}
        />
      </KpiGrid>
      <Card>
        <CardHeader title={t("chartTitle")} />
        <CardBody>
          <ReportChart
            data={r?.daily ?? []}
            locale={locale}
            labels={{ collected: t("collected"), sales: t("sales"), revenue: t("revenue") }}
            caption={t("chartTitle")}
            summary={
              r
                ? t("chartSummary", {
                    collected: r.collected,
                    sales: r.sales,
                    revenue: formatMoney(locale, r.revenueCents),
                  })
                : ""
            }
          />
        </CardBody>
      </Card>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader title={t("byType")} description={t("byTypeHelp")} />
          <CardBody>
            <DataTable<TypeRow>
              testId="report-by-type"
              columns={typeColumns}
              data={types}
              csvName="rapport-types"
              emptyText={t("empty")}
              getRowId={(x) => x.type}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("byDay")} />
          <CardBody>
            <DataTable<Day>
              testId="report-by-day"
              columns={dayColumns}
              data={r?.daily ?? []}
              csvName={`rapport-categorie-${id}`}
              emptyText={t("empty")}
              getRowId={(x) => x.day}
              initialSorting={[{ id: "day", desc: true }]}
            />
          </CardBody>
        </Card>
      </div>
    </PendingFrame>
  );
}
