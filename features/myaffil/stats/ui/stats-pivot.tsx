"use client";

import { skipToken, useSuspenseQuery } from "@apollo/client/react";
import { Download, Grid3x3 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, useTransition } from "react";
import { downloadCsv } from "@/components/data/csv";
import { DateRangePicker, type DayRange } from "@/components/data/date-range";
import { EmptyState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { StatsGroupBy } from "@/lib/validation/myaffil-stats";
import { useDimensionWords } from "./dimension-words";
import { StatsFilters } from "./filters";
import { count, dimensionText, euros, money } from "./format";
import { StatsKpis } from "./kpis";
import { PERF_STATS, type StatsFiltersValue, type StatsRowData } from "./operations";
import { QueryError } from "./query-error";
import { PIVOT_DEFAULT, pivotVariables } from "./range-screens-input";

const DIMENSIONS: StatsGroupBy[] = [
  "program",
  "campaign",
  "publisher",
  "advertiser",
  "support",
  "subId",
  "month",
  "week",
];
const METRICS = ["leads", "validLeads", "clicks", "revenue", "payout", "margin"] as const;
type Metric = (typeof METRICS)[number];
/** Columns shown before the rest are summed into "others". */
const MAX_COLUMNS = 12;

interface Axis {
  key: string;
  text: string;
  total: number;
}

/**
 * Statistics crossed on two dimensions (program × publisher by default): a pivot table whose
 * cells are shaded by their share of the largest cell, with row and column totals and a CSV. The
 * first crossing comes from the server page's preload (StatsPivotScreen).
 */
export function StatsPivot({ initialRange }: { initialRange: DayRange }) {
  const t = useTranslations();
  const words = useDimensionWords();
  const locale = useLocale();
  const [range, setRange] = useState<DayRange>(initialRange);
  const [rowsDim, setRowsDim] = useState<StatsGroupBy>(PIVOT_DEFAULT.rows);
  const [colsDim, setColsDim] = useState<StatsGroupBy>(PIVOT_DEFAULT.columns);
  const [metric, setMetric] = useState<Metric>("leads");
  const [filters, setFilters] = useState<StatsFiltersValue>({});
  // A new crossing keeps the current table on screen (dimmed) until its answer arrives.
  const [loading, startTransition] = useTransition();
  const { data, error, refetch } = useSuspenseQuery(
    PERF_STATS,
    rowsDim === colsDim
      ? skipToken
      : { variables: pivotVariables(range, rowsDim, colsDim, filters), errorPolicy: "all" },
  );
  const stats = data?.myaffilStats;
  const retry = () => startTransition(() => void refetch());

  const pivot = useMemo(() => {
    if (!stats || !stats.thenBy) return null;
    const value = (r: StatsRowData) => r[metric] ?? 0;
    const rowAxis = new Map<string, Axis>();
    const colAxis = new Map<string, Axis>();
    for (const r of stats.rows) {
      const ra = rowAxis.get(r.key) ?? {
        key: r.key,
        text: dimensionText(words, locale, stats.groupBy, r.key, r.label),
        total: 0,
      };
      ra.total += value(r);
      rowAxis.set(r.key, ra);
      const ca = colAxis.get(r.key2!) ?? {
        key: r.key2!,
        text: dimensionText(words, locale, stats.thenBy, r.key2, r.label2),
        total: 0,
      };
      ca.total += value(r);
      colAxis.set(r.key2!, ca);
    }
    const rows = [...rowAxis.values()].sort((a, b) => b.total - a.total);
    const allCols = [...colAxis.values()].sort((a, b) => b.total - a.total);
    const cols = allCols.slice(0, MAX_COLUMNS);
    const shown = new Set(cols.map((c) => c.key));
    const others = allCols.length > MAX_COLUMNS;
    const cells = new Map<string, number>();
    for (const r of stats.rows) {
      const col = shown.has(r.key2!) ? r.key2! : "__others";
      const k = `${r.key}|${col}`;
      cells.set(k, (cells.get(k) ?? 0) + value(r));
    }
    const max = Math.max(1, ...cells.values());
    return { rows, cols, others, cells, max, grand: rows.reduce((n, r) => n + r.total, 0) };
  }, [stats, metric, words, locale]);

  const isMoney = metric === "revenue" || metric === "payout" || metric === "margin";
  const show = (v: number) => (isMoney ? money(locale, v) : count(locale, v));
  const metricUnavailable = stats && stats.totals[metric] === null;

  const exportCsv = () => {
    if (!pivot) return;
    const header = [
      t(`myaffilStats.groupBy.${rowsDim}`),
      ...pivot.cols.map((c) => c.text),
      ...(pivot.others ? [t("myaffilStats.pivot.others")] : []),
      t("myaffilStats.pivot.total"),
    ];
    const val = (v: number) => (isMoney ? euros(v) : v);
    const lines = pivot.rows.map((r) => [
      r.text,
      ...pivot.cols.map((c) => val(pivot.cells.get(`${r.key}|${c.key}`) ?? 0)),
      ...(pivot.others ? [val(pivot.cells.get(`${r.key}|__others`) ?? 0)] : []),
      val(r.total),
    ]);
    downloadCsv(`stats_avancees_${rowsDim}_${colsDim}_${metric}_${range.from}_${range.to}`, header, lines);
  };

  return (
    <div className="flex flex-col gap-6" data-testid="stats-pivot">
      <Card>
        <CardBody className="flex flex-wrap items-end gap-4">
          <DateRangePicker value={range} onChange={(r) => startTransition(() => setRange(r))} />
          <div className="flex flex-col gap-1">
            <Label htmlFor="pivot-rows">{t("myaffilStats.pivot.rows")}</Label>
            <Select
              id="pivot-rows"
              className="w-40"
              value={rowsDim}
              onChange={(e) => {
                const d = e.target.value as StatsGroupBy;
                startTransition(() => setRowsDim(d));
              }}
            >
              {DIMENSIONS.map((d) => (
                <option key={d} value={d} disabled={d === colsDim}>
                  {t(`myaffilStats.groupBy.${d}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="pivot-cols">{t("myaffilStats.pivot.columns")}</Label>
            <Select
              id="pivot-cols"
              className="w-40"
              value={colsDim}
              onChange={(e) => {
                const d = e.target.value as StatsGroupBy;
                startTransition(() => setColsDim(d));
              }}
            >
              {DIMENSIONS.map((d) => (
                <option key={d} value={d} disabled={d === rowsDim}>
                  {t(`myaffilStats.groupBy.${d}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="pivot-metric">{t("myaffilStats.pivot.metric")}</Label>
            <Select
              id="pivot-metric"
              className="w-40"
              value={metric}
              onChange={(e) => setMetric(e.target.value as Metric)}
            >
              {METRICS.map((m) => (
                <option key={m} value={m}>
                  {t(`myaffilStats.kpi.${m}`)}
                </option>
              ))}
            </Select>
          </div>
          <StatsFilters
            show={["advertiser", "program"]}
            value={filters}
            onChange={(v) => startTransition(() => setFilters(v))}
          />
        </CardBody>
      </Card>
      {error && !stats ? (
        <QueryError error={error} onRetry={retry} />
      ) : (
        <>
          {error && <QueryError error={error} onRetry={retry} />}
          {stats && (
            <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
              <StatsKpis totals={stats.totals} role={stats.role} />
            </div>
          )}
          <Card>
            <CardHeader
              title={t("myaffilStats.pivot.title", {
                rows: t(`myaffilStats.groupBy.${rowsDim}`),
                columns: t(`myaffilStats.groupBy.${colsDim}`),
              })}
              description={t("myaffilStats.pivot.description", {
                metric: t(`myaffilStats.kpi.${metric}`),
                max: MAX_COLUMNS,
              })}
              actions={
                <Button variant="outline" onClick={exportCsv} disabled={!pivot || pivot.rows.length === 0}>
                  <Download className="size-4" aria-hidden />
                  {t("myaffilStats.pivot.export")}
                </Button>
              }
            />
            <CardBody>
              {metricUnavailable ? (
                <EmptyState compact icon={Grid3x3} title={t("myaffilStats.pivot.metricUnavailable")} />
              ) : !pivot ? (
                <div
                  className="h-40 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800"
                  aria-busy="true"
                  aria-label={t("myaffilStats.loading")}
                />
              ) : pivot.rows.length === 0 ? (
                <EmptyState
                  compact
                  icon={Grid3x3}
                  title={t("myaffilStats.empty.title")}
                  text={t("myaffilStats.empty.text")}
                />
              ) : (
                <div className={loading ? "overflow-x-auto opacity-60" : "overflow-x-auto"}>
                  <table className="w-full min-w-max border-collapse text-sm" data-testid="pivot-table">
                    <caption className="sr-only">
                      {t("myaffilStats.pivot.title", {
                        rows: t(`myaffilStats.groupBy.${rowsDim}`),
                        columns: t(`myaffilStats.groupBy.${colsDim}`),
                      })}
                    </caption>
                    <thead className="bg-zinc-50 text-left text-xs font-semibold text-zinc-600 dark:bg-zinc-800/60 dark:text-zinc-300">
                      <tr>
                        <th scope="col" className="sticky left-0 bg-zinc-50 px-3 py-2 dark:bg-zinc-800">
                          {t(`myaffilStats.groupBy.${rowsDim}`)} \ {t(`myaffilStats.groupBy.${colsDim}`)}
                        </th>
                        {pivot.cols.map((c) => (
                          <th key={c.key} scope="col" className="max-w-40 truncate px-3 py-2 text-right" title={c.text}>
                            {c.text}
                          </th>
                        ))}
                        {pivot.others && (
                          <th scope="col" className="px-3 py-2 text-right">
                            {t("myaffilStats.pivot.others")}
                          </th>
                        )}
                        <th scope="col" className="px-3 py-2 text-right">
                          {t("myaffilStats.pivot.total")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {pivot.rows.map((r) => (
                        <tr key={r.key} className="border-t border-zinc-200 dark:border-zinc-800">
                          <th
                            scope="row"
                            className="sticky left-0 bg-white px-3 py-2 text-left font-medium dark:bg-zinc-900"
                          >
                            {r.text}
                          </th>
                          {[...pivot.cols.map((c) => c.key), ...(pivot.others ? ["__others"] : [])].map((ck) => {
                            const v = pivot.cells.get(`${r.key}|${ck}`) ?? 0;
                            const alpha = v > 0 ? 0.08 + 0.62 * (v / pivot.max) : 0;
                            return (
                              <td
                                key={ck}
                                className="px-3 py-2 text-right tabular-nums"
                                style={
                                  alpha ? { backgroundColor: `rgba(5, 150, 105, ${alpha.toFixed(3)})` } : undefined
                                }
                              >
                                {v === 0 ? <span className="text-zinc-400">·</span> : show(v)}
                              </td>
                            );
                          })}
                          <td className="px-3 py-2 text-right font-semibold tabular-nums">{show(r.total)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr className="border-t-2 border-zinc-300 font-semibold dark:border-zinc-700">
                        <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left dark:bg-zinc-900">
                          {t("myaffilStats.pivot.total")}
                        </th>
                        {pivot.cols.map((c) => (
                          <td key={c.key} className="px-3 py-2 text-right tabular-nums">
                            {show(c.total)}
                          </td>
                        ))}
                        {pivot.others && (
                          <td className="px-3 py-2 text-right tabular-nums">
                            {show(pivot.grand - pivot.cols.reduce((n, c) => n + c.total, 0))}
                          </td>
                        )}
                        <td className="px-3 py-2 text-right tabular-nums">{show(pivot.grand)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              )}
            </CardBody>
          </Card>
        </>
      )}
    </div>
  );
}
