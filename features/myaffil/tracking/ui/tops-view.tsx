"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Euro, TrendingUp, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useId, useMemo, useState, useTransition } from "react";
import { ChartFrame } from "@/components/charts/chart-frame";
import { COLORS } from "@/components/charts/theme";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { formatMoney, formatNumber, formatPercent } from "@/components/data/format";
import { KpiCard, KpiGrid } from "@/components/ui/states/kpi-card";
import { ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { ChartLegend, PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";
import { TOPS, type TopRowData } from "./operations";
import { topsVariables } from "./tracking-input";

const METRICS = ["revenue", "leads", "margin"] as const;
type Metric = (typeof METRICS)[number];

// recharts is fetched after the page: the frame, legend and summary are HTML from the start.
const Plot = dynamic(() => import("./tops-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/**
 * Admin `toptm`: the period's best publishers and programs by revenue, leads or margin. The first
 * range's answer comes from the server page's preload (TopsScreen).
 */
export function TopsView({ initialRange }: { initialRange: DayRange }) {
  const t = useTranslations("myaffilTracking.tops");
  const tc = useTranslations("myaffilTracking.common");
  const locale = useLocale();
  const metricId = useId();
  const [range, setRange] = useState<DayRange>(initialRange);
  // A new range keeps the current ranking on screen (dimmed) until its answer arrives.
  const [loading, startTransition] = useTransition();
  const [metric, setMetric] = useState<Metric>("revenue");
  const { data, error, refetch } = useSuspenseQuery(TOPS, { variables: topsVariables(range), errorPolicy: "all" });
  const tops = data?.topTm;

  const totals = useMemo(
    () =>
      (tops?.daily ?? []).reduce(
        (a, d) => ({ leads: a.leads + d.leads, revenue: a.revenue + d.revenue, margin: a.margin + d.margin }),
        { leads: 0, revenue: 0, margin: 0 },
      ),
    [tops],
  );

  const columns = (kind: "publisher" | "program"): DataColumn<TopRowData>[] => [
    {
      id: "rank",
      header: "#",
      enableSorting: false,
      meta: { noCsv: true },
      cell: ({ row, table }) => table.getSortedRowModel().rows.findIndex((r) => r.id === row.id) + 1,
    },
    {
      id: "name",
      accessorFn: (r) => r.name || `#${r.id}`,
      header: kind === "publisher" ? t("publisher") : t("program"),
      cell: ({ row }) => (
        <span>
          <span className="font-medium">{row.original.name || "—"}</span>{" "}
          <span className="text-xs text-zinc-500">#{row.original.id}</span>
        </span>
      ),
    },
    {
      id: "clicks",
      accessorKey: "clicks",
      header: t("clicks"),
      meta: { align: "right" },
      cell: ({ row }) => formatNumber(locale, row.original.clicks),
    },
    {
      id: "leads",
      accessorKey: "leads",
      header: t("leads"),
      meta: { align: "right" },
      cell: ({ row }) => formatNumber(locale, row.original.leads),
    },
    {
      id: "validLeads",
      accessorKey: "validLeads",
      header: t("validLeads"),
      meta: { align: "right" },
      cell: ({ row }) => formatNumber(locale, row.original.validLeads),
    },
    {
      id: "revenue",
      accessorKey: "revenue",
      header: t("revenue"),
      meta: { align: "right", csv: (r: TopRowData) => r.revenue / 100 },
      cell: ({ row }) => formatMoney(locale, row.original.revenue),
    },
    {
      id: "payout",
      accessorKey: "payout",
      header: t("payout"),
      meta: { align: "right", csv: (r: TopRowData) => r.payout / 100 },
      cell: ({ row }) => formatMoney(locale, row.original.payout),
    },
    {
      id: "margin",
      accessorKey: "margin",
      header: t("margin"),
      meta: { align: "right", csv: (r: TopRowData) => r.margin / 100 },
      cell: ({ row }) => formatMoney(locale, row.original.margin),
    },
    {
      id: "share",
      accessorFn: (r) => (totals[metric] ? r[metric] / totals[metric] : 0),
      header: t("share"),
      meta: {
        align: "right",
        csv: (r: TopRowData) => (totals[metric] ? Math.round((r[metric] / totals[metric]) * 1000) / 10 : null),
      },
      cell: ({ row }) => (totals[metric] ? formatPercent(locale, row.original[metric] / totals[metric]) : "—"),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="flex flex-wrap items-end gap-4">
        <DateRangePicker value={range} onChange={(r) => startTransition(() => setRange(r))} />
        <div className="flex flex-col gap-1">
          <Label htmlFor={metricId}>{t("rankBy")}</Label>
          <Select id={metricId} value={metric} onChange={(e) => setMetric(e.target.value as Metric)} className="w-44">
            {METRICS.map((m) => (
              <option key={m} value={m}>
                {t(m)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {error ? (
        <ErrorState title={tc("errorTitle")} text={tc("loadError")}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {tc("retry")}
          </Button>
        </ErrorState>
      ) : tops ? (
        <div
          aria-busy={loading}
          className={loading ? "flex flex-col gap-6 opacity-60 transition-opacity" : "flex flex-col gap-6"}
        >
          <KpiGrid columns={3} label={t("kpis")}>
            <KpiCard
              id="tops-revenue"
              label={t("revenue")}
              display={formatMoney(locale, totals.revenue)}
              value={totals.revenue}
              icon={Euro}
            />
            <KpiCard
              id="tops-leads"
              label={t("leads")}
              display={formatNumber(locale, totals.leads)}
              value={totals.leads}
              icon={Users}
            />
            <KpiCard
              id="tops-margin"
              label={t("margin")}
              display={formatMoney(locale, totals.margin)}
              value={totals.margin}
              icon={TrendingUp}
              detail={
                totals.revenue
                  ? t("marginRate", { pct: formatPercent(locale, totals.margin / totals.revenue) })
                  : undefined
              }
            />
          </KpiGrid>
          <Card>
            <CardHeader title={t("chartTitle")} />
            <CardBody>
              <ChartFrame
                testId="tops-chart"
                caption={t("chartTitle")}
                summary={t("chartSummary", {
                  days: tops.daily.length,
                  total: formatMoney(locale, metric === "margin" ? totals.margin : totals.revenue),
                })}
              >
                <div className="flex size-full flex-col gap-2">
                  <div className="min-h-0 flex-1">
                    <Plot
                      data={tops.daily.map((d) => ({ key: d.day, amount: metric === "margin" ? d.margin : d.revenue }))}
                      locale={locale}
                      name={metric === "margin" ? t("margin") : t("revenue")}
                    />
                  </div>
                  <ChartLegend
                    items={[
                      { label: metric === "margin" ? t("margin") : t("revenue"), color: COLORS.primary, shape: "bar" },
                    ]}
                  />
                </div>
              </ChartFrame>
            </CardBody>
          </Card>
          <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
            <Card>
              <CardHeader title={t("topPublishers")} />
              <CardBody>
                <DataTable
                  key={`p-${metric}`}
                  columns={columns("publisher")}
                  data={tops.publishers}
                  csvName={`top-editeurs-${range.from}-${range.to}`}
                  searchPlaceholder={t("search")}
                  emptyText={t("empty")}
                  initialSorting={[{ id: metric, desc: true }]}
                  getRowId={(r) => String(r.id)}
                  testId="tops-publishers"
                  caption={t("topPublishers")}
                />
              </CardBody>
            </Card>
            <Card>
              <CardHeader title={t("topPrograms")} />
              <CardBody>
                <DataTable
                  key={`g-${metric}`}
                  columns={columns("program")}
                  data={tops.programs}
                  csvName={`top-programmes-${range.from}-${range.to}`}
                  searchPlaceholder={t("search")}
                  emptyText={t("empty")}
                  initialSorting={[{ id: metric, desc: true }]}
                  getRowId={(r) => String(r.id)}
                  testId="tops-programs"
                  caption={t("topPrograms")}
                />
              </CardBody>
            </Card>
          </div>
        </div>
      ) : null}
    </div>
  );
}
