"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Euro, ShoppingCart, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { COLORS } from "@/components/charts/theme";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { formatDay } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { ChartLegend, PlotPlaceholder } from "./chart-legend";
import { count, euros, money } from "./format";
import { PERF_LEADMARKET_STATS, type LeadmarketData } from "./operations";
import { leadmarketVariables } from "./range-screens-input";
import { QueryError } from "./query-error";

type Row = LeadmarketData["rows"][number];

// recharts is fetched after the page: the frame, legend and summary are HTML from the start.
const Plot = dynamic(() => import("./leadmarket-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/**
 * Marketplace sales of a range: per category, per day, and the daily chart (administrators). The
 * first range's answer comes from the server page's preload (LeadmarketScreen).
 */
export function LeadmarketView({ initialRange }: { initialRange: DayRange }) {
  const t = useTranslations("myaffilStats.leadmarket");
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(initialRange);
  const [view, setView] = useState<"category" | "day">("category");
  // A new range keeps the current figures on screen (dimmed) until its answer arrives.
  const [loading, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(PERF_LEADMARKET_STATS, {
    variables: leadmarketVariables(range),
    errorPolicy: "all",
  });
  const stats = data?.myaffilLeadmarketStats;
  const retry = () => startTransition(() => void refetch());

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      ...(view === "day"
        ? [
            {
              id: "day",
              accessorFn: (r: Row) => r.day,
              header: t("day"),
              cell: ({ row }: { row: { original: Row } }) => formatDay(locale, row.original.day, "long"),
            } as DataColumn<Row>,
          ]
        : []),
      { id: "category", accessorFn: (r) => r.categoryName, header: t("category") },
      {
        id: "sales",
        accessorFn: (r) => r.sales,
        header: t("sales"),
        meta: { align: "right" },
        cell: ({ row }) => count(locale, row.original.sales),
      },
      { id: "exclusive", accessorFn: (r) => r.exclusive, header: t("exclusive"), meta: { align: "right" } },
      { id: "duo", accessorFn: (r) => r.duo, header: t("duo"), meta: { align: "right" } },
      { id: "trio", accessorFn: (r) => r.trio, header: t("trio"), meta: { align: "right" } },
      {
        id: "revenue",
        accessorFn: (r) => r.revenue,
        header: t("revenue"),
        meta: { align: "right", label: `${t("revenue")} (€)`, csv: (r: Row) => euros(r.revenue) },
        cell: ({ row }) => money(locale, row.original.revenue),
      },
    ],
    [t, locale, view],
  );
  const tableRows: Row[] =
    view === "day" ? (stats?.rows ?? []) : (stats?.categories ?? []).map((c) => ({ ...c, day: "" }));

  return (
    <div className="flex flex-col gap-6" data-testid="leadmarket-stats">
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={(r) => startTransition(() => setRange(r))} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="leadmarket-view">{t("breakdown")}</Label>
            <Select
              id="leadmarket-view"
              className="w-44"
              value={view}
              onChange={(e) => setView(e.target.value as "category" | "day")}
            >
              <option value="category">{t("byCategory")}</option>
              <option value="day">{t("byDayCategory")}</option>
            </Select>
          </div>
        </CardBody>
      </Card>
      {error && !stats ? (
        <QueryError error={error} onRetry={retry} />
      ) : (
        <div
          aria-busy={loading}
          className={loading ? "flex flex-col gap-6 opacity-60 transition-opacity" : "flex flex-col gap-6"}
        >
          {error && <QueryError error={error} onRetry={retry} />}
          <KpiGrid label={t("kpis")} columns={3}>
            <KpiCard
              id="lm-sales"
              label={t("sales")}
              value={stats?.totals.sales ?? null}
              display={stats ? count(locale, stats.totals.sales) : "…"}
              icon={ShoppingCart}
            />
            <KpiCard
              id="lm-revenue"
              label={t("revenue")}
              value={stats?.totals.revenue ?? null}
              display={stats ? money(locale, stats.totals.revenue) : "…"}
              icon={Euro}
            />
            <KpiCard
              id="lm-buyers"
              label={t("buyers")}
              value={stats?.totals.buyers ?? null}
              display={stats ? count(locale, stats.totals.buyers) : "…"}
              icon={Users}
            />
          </KpiGrid>
          <Card>
            <CardHeader title={t("chart")} />
            <CardBody>
              <ChartFrame
                testId="leadmarket-chart"
                caption={t("chart")}
                summary={t("summary", {
                  sales: stats?.totals.sales ?? 0,
                  revenue: money(locale, stats?.totals.revenue ?? 0),
                })}
              >
                <div className="flex size-full flex-col gap-2">
                  <div className="min-h-0 flex-1">
                    <Plot
                      data={stats?.series ?? []}
                      locale={locale}
                      labels={{ revenue: t("revenue"), sales: t("sales") }}
                    />
                  </div>
                  <ChartLegend
                    items={[
                      { label: t("revenue"), color: COLORS.primary, shape: "bar" },
                      { label: t("sales"), color: COLORS.secondary, shape: "line" },
                    ]}
                  />
                </div>
              </ChartFrame>
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <DataTable
                testId="leadmarket-table"
                columns={columns}
                data={tableRows}
                loading={!stats}
                csvName={`ventes_leadmarket_${range.from}_${range.to}`}
                emptyText={t("empty")}
                initialSorting={view === "day" ? [{ id: "day", desc: true }] : [{ id: "revenue", desc: true }]}
                getRowId={(r) => `${r.day}|${r.categoryId}`}
              />
            </CardBody>
          </Card>
        </div>
      )}
    </div>
  );
}
