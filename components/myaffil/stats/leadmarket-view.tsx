"use client";

import { useQuery } from "@apollo/client/react";
import { Euro, ShoppingCart, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame } from "@/components/charts/chart-frame";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "@/components/charts/theme";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, defaultRange, type DayRange } from "@/components/data/date-range";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { count, euros, money } from "./format";
import { PERF_LEADMARKET_STATS, type LeadmarketData } from "./operations";
import { QueryError } from "./query-error";

type Row = LeadmarketData["rows"][number];

/** Marketplace sales of a range: per category, per day, and the daily chart (administrators). */
export function LeadmarketView() {
  const t = useTranslations("myaffilStats.leadmarket");
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(() => defaultRange(30));
  const [view, setView] = useState<"category" | "day">("category");
  const { data, previousData, loading, error, refetch } = useQuery(PERF_LEADMARKET_STATS, { variables: range });
  const stats = (data ?? previousData)?.myaffilLeadmarketStats;

  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      ...(view === "day" ? [{ id: "day", accessorFn: (r: Row) => r.day, header: t("day"), cell: ({ row }: { row: { original: Row } }) => formatDay(locale, row.original.day, "long") } as DataColumn<Row>] : []),
      { id: "category", accessorFn: (r) => r.categoryName, header: t("category") },
      { id: "sales", accessorFn: (r) => r.sales, header: t("sales"), meta: { align: "right" }, cell: ({ row }) => count(locale, row.original.sales) },
      { id: "exclusive", accessorFn: (r) => r.exclusive, header: t("exclusive"), meta: { align: "right" } },
      { id: "duo", accessorFn: (r) => r.duo, header: t("duo"), meta: { align: "right" } },
      { id: "trio", accessorFn: (r) => r.trio, header: t("trio"), meta: { align: "right" } },
      { id: "revenue", accessorFn: (r) => r.revenue, header: t("revenue"), meta: { align: "right", label: `${t("revenue")} (€)`, csv: (r: Row) => euros(r.revenue) }, cell: ({ row }) => money(locale, row.original.revenue) },
    ],
    [t, locale, view],
  );
  const tableRows: Row[] = view === "day" ? (stats?.rows ?? []) : (stats?.categories ?? []).map((c) => ({ ...c, day: "" }));

  return (
    <div className="flex flex-col gap-6" data-testid="leadmarket-stats">
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={setRange} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="leadmarket-view">{t("breakdown")}</Label>
            <Select id="leadmarket-view" className="w-44" value={view} onChange={(e) => setView(e.target.value as "category" | "day")}>
              <option value="category">{t("byCategory")}</option>
              <option value="day">{t("byDayCategory")}</option>
            </Select>
          </div>
        </CardBody>
      </Card>
      {error && !stats ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <KpiGrid label={t("kpis")} columns={3}>
            <KpiCard id="lm-sales" label={t("sales")} value={stats?.totals.sales ?? null} display={stats ? count(locale, stats.totals.sales) : "…"} icon={ShoppingCart} />
            <KpiCard id="lm-revenue" label={t("revenue")} value={stats?.totals.revenue ?? null} display={stats ? money(locale, stats.totals.revenue) : "…"} icon={Euro} />
            <KpiCard id="lm-buyers" label={t("buyers")} value={stats?.totals.buyers ?? null} display={stats ? count(locale, stats.totals.buyers) : "…"} icon={Users} />
          </KpiGrid>
          <Card>
            <CardHeader title={t("chart")} />
            <CardBody>
              <ChartFrame testId="leadmarket-chart" caption={t("chart")} summary={t("summary", { sales: stats?.totals.sales ?? 0, revenue: money(locale, stats?.totals.revenue ?? 0) })}>
                <ResponsiveContainer width="100%" height="100%">
                  <ComposedChart data={stats?.series ?? []} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                    <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
                    <YAxis yAxisId="money" domain={MONEY_DOMAIN} tick={AXIS_TICK} tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })} width={72} />
                    <YAxis yAxisId="count" orientation="right" domain={COUNT_DOMAIN} allowDecimals={false} tick={AXIS_TICK} width={40} />
                    <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(d) => formatDay(locale, String(d), "long")} formatter={(v, name) => (name === t("revenue") ? formatMoney(locale, Number(v)) : formatNumber(locale, Number(v)))} />
                    <Legend />
                    <Bar yAxisId="money" dataKey="revenue" name={t("revenue")} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
                    <Line yAxisId="count" dataKey="sales" name={t("sales")} stroke={COLORS.secondary} strokeWidth={2} dot={false} />
                  </ComposedChart>
                </ResponsiveContainer>
              </ChartFrame>
            </CardBody>
          </Card>
          <Card>
            <CardBody>
              <DataTable
                testId="leadmarket-table"
                columns={columns}
                data={tableRows}
                loading={!stats && loading}
                csvName={`ventes_leadmarket_${range.from}_${range.to}`}
                emptyText={t("empty")}
                initialSorting={view === "day" ? [{ id: "day", desc: true }] : [{ id: "revenue", desc: true }]}
                getRowId={(r) => `${r.day}|${r.categoryId}`}
              />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
