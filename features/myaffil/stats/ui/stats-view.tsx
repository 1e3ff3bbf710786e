"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { BarChart3 } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { formatDay } from "@/components/data/format";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { EmptyState } from "@/components/ui/states/states";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { StatsGroupBy } from "@/lib/validation/myaffil-stats";
import { useDimensionWords } from "./dimension-words";
import { StatsFilters, type StatsFilterKey } from "./filters";
import { count, dimensionText, euros, money, moneyOf, ratio } from "./format";
import { KpiSkeleton } from "./kpi-skeleton";
import { StatsKpis } from "./kpis";
import { PERF_STATS, type StatsFiltersValue, type StatsRole, type StatsRowData } from "./operations";
import { QueryError } from "./query-error";
import { StatsChart } from "./stats-chart";
import { statsVariables } from "./stats-input";

export interface StatsViewProps {
  /** The area the screen lives in: links go to that area's pages. */
  area: "admin" | "annonceur" | "editeur";
  groupBy: StatsGroupBy;
  /** The breakdowns offered in the selector (the default first is fine). */
  groupByOptions?: StatsGroupBy[];
  filters?: StatsFilterKey[];
  /** Filters imposed by the page (one publisher…), not shown. */
  fixed?: StatsFiltersValue;
  /** The range the screen opens on (computed by the server page, which preloads it). */
  initialRange: DayRange;
  /** CSV file name. */
  csvName: string;
  /** Initial sort of the table: a figure, descending (default: the dimension, ascending). */
  sortBy?: "clicks" | "leads" | "revenue" | "payout" | "margin";
  testId?: string;
}

const TIME: ReadonlySet<StatsGroupBy> = new Set(["day", "week", "month"]);

/**
 * Every MyAffil statistics screen: a range with presets, a breakdown, filters, the KPI cards of the
 * range, the daily chart, and the breakdown's table (sortable, 10 a page, CSV of the rows shown).
 * Scoping is the API's: an advertiser or publisher gets its own figures whatever it asks.
 */
export function StatsView({
  area,
  groupBy: initialGroupBy,
  groupByOptions,
  filters = [],
  fixed,
  initialRange,
  csvName,
  sortBy,
  testId = "stats-view",
}: StatsViewProps) {
  const t = useTranslations();
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(initialRange);
  const [groupBy, setGroupBy] = useState<StatsGroupBy>(initialGroupBy);
  const [filterValue, setFilterValue] = useState<StatsFiltersValue>({});
  // A new question keeps the current figures on screen (dimmed) until its answer arrives.
  const [loading, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(PERF_STATS, {
    variables: statsVariables(range, groupBy, filterValue, fixed),
    errorPolicy: "all",
  });
  const stats = data?.myaffilStats;
  const retry = () => startTransition(() => void refetch());
  const role: StatsRole =
    stats?.role ?? (area === "admin" ? "admin" : area === "annonceur" ? "advertiser" : "publisher");

  const columns = useStatsColumns(stats?.groupBy ?? groupBy, role, area);
  const chart = useMemo(
    () => (stats?.series ?? []).map((d) => ({ day: d.day, clicks: d.clicks, leads: d.leads, money: moneyOf(role, d) })),
    [stats?.series, role],
  );
  const moneyLabel =
    role === "publisher"
      ? t("myaffilStats.kpi.earnings")
      : role === "advertiser"
        ? t("myaffilStats.kpi.cost")
        : t("myaffilStats.kpi.revenue");

  return (
    <div className="flex flex-col gap-6" data-testid={testId}>
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={(r) => startTransition(() => setRange(r))} />
          {groupByOptions && groupByOptions.length > 1 && (
            <div className="flex flex-col gap-1">
              <Label htmlFor="stats-group-by">{t("myaffilStats.groupBy.label")}</Label>
              <Select
                id="stats-group-by"
                className="w-44"
                value={groupBy}
                onChange={(e) => {
                  const g = e.target.value as StatsGroupBy;
                  startTransition(() => setGroupBy(g));
                }}
              >
                {groupByOptions.map((g) => (
                  <option key={g} value={g}>
                    {t(`myaffilStats.groupBy.${g}`)}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {filters.length > 0 && (
            <StatsFilters
              show={filters}
              value={filterValue}
              onChange={(v) => startTransition(() => setFilterValue(v))}
            />
          )}
        </CardBody>
      </Card>

      {error && !stats ? (
        <QueryError error={error} onRetry={retry} />
      ) : (
        <>
          {error && <QueryError error={error} onRetry={retry} />}
          {stats ? (
            <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
              <StatsKpis totals={stats.totals} role={role} />
            </div>
          ) : (
            <KpiSkeleton label={t("myaffilStats.loading")} />
          )}
          <Card>
            <CardHeader
              title={t("myaffilStats.chart.title")}
              description={t("myaffilStats.chart.description", {
                from: formatDay(locale, range.from, "medium"),
                to: formatDay(locale, range.to, "medium"),
              })}
            />
            <CardBody>
              {stats && stats.totals.clicks + stats.totals.leads === 0 ? (
                <EmptyState
                  compact
                  icon={BarChart3}
                  title={t("myaffilStats.empty.title")}
                  text={t("myaffilStats.empty.text")}
                  testId="stats-empty"
                />
              ) : (
                <StatsChart
                  data={chart}
                  locale={locale}
                  labels={{
                    clicks: t("myaffilStats.kpi.clicks"),
                    leads: t("myaffilStats.kpi.leads"),
                    money: moneyLabel,
                    caption: t("myaffilStats.chart.title"),
                  }}
                  summary={t("myaffilStats.chart.summary", {
                    clicks: stats?.totals.clicks ?? 0,
                    leads: stats?.totals.leads ?? 0,
                    money: money(locale, stats ? moneyOf(role, stats.totals) : 0),
                  })}
                />
              )}
            </CardBody>
          </Card>
          <Card>
            <CardHeader
              title={t("myaffilStats.table.title", {
                dimension: t(`myaffilStats.groupBy.${stats?.groupBy ?? groupBy}`),
              })}
            />
            <CardBody>
              <DataTable
                testId="stats-table"
                columns={columns}
                data={stats?.rows ?? []}
                loading={!stats && loading}
                csvName={`${csvName}_${range.from}_${range.to}`}
                emptyText={t("myaffilStats.empty.title")}
                searchPlaceholder={t("myaffilStats.table.search")}
                initialSorting={
                  sortBy
                    ? [{ id: sortBy, desc: true }]
                    : TIME.has(groupBy)
                      ? [{ id: "key", desc: false }]
                      : [{ id: "leads", desc: true }]
                }
                getRowId={(r) => `${r.key}|${r.key2 ?? ""}`}
                caption={t("myaffilStats.table.title", {
                  dimension: t(`myaffilStats.groupBy.${stats?.groupBy ?? groupBy}`),
                })}
              />
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}

/** The breakdown's columns: the dimension, the counters, and the money the role may see. */
export function useStatsColumns(
  groupBy: StatsGroupBy,
  role: StatsRole,
  area: StatsViewProps["area"],
): DataColumn<StatsRowData>[] {
  const t = useTranslations();
  const words = useDimensionWords();
  const locale = useLocale();
  return useMemo(() => {
    const dim = (r: StatsRowData) => dimensionText(words, locale, groupBy, r.key, r.label);
    const cols: DataColumn<StatsRowData>[] = [
      {
        id: "key",
        accessorFn: (r) => (TIME.has(groupBy) ? r.key : dim(r)),
        header: t(`myaffilStats.groupBy.${groupBy}`),
        meta: { csv: (r: StatsRowData) => (TIME.has(groupBy) ? r.key : dim(r)) },
        cell: ({ row }) => {
          const r = row.original;
          if (area === "admin" && groupBy === "publisher") {
            const society = encodeURIComponent(r.label ?? r.key);
            return (
              <Link
                className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-400"
                href={`/myaffil/admin/stats_globales_editeur/${r.key}/${society}`}
              >
                {dim(r)}
              </Link>
            );
          }
          if (area === "admin" && groupBy === "day") {
            return (
              <Link
                className="text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-400"
                href={`/myaffil/admin/DetailLeads_Admin?from=${r.key}&to=${r.key}`}
              >
                {dim(r)}
              </Link>
            );
          }
          return dim(r);
        },
      },
    ];
    const num = (
      id: "clicks" | "leads" | "validLeads" | "invalidLeads" | "duplicateLeads",
      header: string,
    ): DataColumn<StatsRowData> => ({
      id,
      accessorFn: (r) => r[id],
      header,
      meta: { align: "right" },
      cell: ({ row }) => count(locale, row.original[id]),
    });
    const cash = (id: "revenue" | "payout" | "margin" | "epc", header: string): DataColumn<StatsRowData> => ({
      id,
      accessorFn: (r) => r[id] ?? 0,
      header,
      meta: { align: "right", label: `${header} (€)`, csv: (r: StatsRowData) => euros(r[id]) },
      cell: ({ row }) => money(locale, row.original[id]),
    });
    cols.push(
      num("clicks", t("myaffilStats.kpi.clicks")),
      num("leads", t("myaffilStats.kpi.leads")),
      num("validLeads", t("myaffilStats.kpi.validLeads")),
      num("invalidLeads", t("myaffilStats.kpi.invalidLeads")),
      num("duplicateLeads", t("myaffilStats.kpi.duplicateLeads")),
      {
        id: "conversion",
        accessorFn: (r) => r.conversion ?? 0,
        header: t("myaffilStats.kpi.conversion"),
        meta: {
          align: "right",
          csv: (r: StatsRowData) => (r.conversion === null ? null : Math.round(r.conversion * 10000) / 100),
        },
        cell: ({ row }) => ratio(locale, row.original.conversion),
      },
    );
    if (role !== "publisher")
      cols.push(cash("revenue", role === "advertiser" ? t("myaffilStats.kpi.cost") : t("myaffilStats.kpi.revenue")));
    if (role !== "advertiser")
      cols.push(cash("payout", role === "publisher" ? t("myaffilStats.kpi.earnings") : t("myaffilStats.kpi.payout")));
    if (role === "admin") cols.push(cash("margin", t("myaffilStats.kpi.margin")));
    cols.push(cash("epc", t("myaffilStats.kpi.epc")));
    return cols;
  }, [t, words, locale, groupBy, role, area]);
}
