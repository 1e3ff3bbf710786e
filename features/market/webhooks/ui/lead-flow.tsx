"use client";

import { useSuspenseQuery } from "@apollo/client/react";
import { Activity, TriangleAlert } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useMemo, useState, useTransition } from "react";
import { DataTable, type DataColumn } from "@/components/data/data-table";
import { ChartFrame } from "@/components/charts/chart-frame";
import { formatNumber } from "@/components/data/format";
import { Badge } from "@/components/ui/states/kpi-card";
import { EmptyState, ErrorState } from "@/components/ui/states/states";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { formatDateTime, useWebhookError } from "./bits";
import { LEAD_FLOW, type LeadFlowData } from "./operations";
import { PendingFrame } from "@/components/market/server-first/pending-frame";

// recharts (≈ 120 KB gz) is fetched after the page: the chart's frame and summary figures are HTML.
const LeadFlowPlot = dynamic(() => import("./lead-flow-plot"), {
  ssr: false,
  loading: () => <div aria-hidden className="size-full animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800" />,
});

type Point = LeadFlowData["points"][number];
type Series = LeadFlowData["series"][number];
type DropRow = Point & { name: string };

/** surveillanceLeads (per source) and surveillanceLeads_2 (per category): hourly intake over 48 h with drops flagged. */
export function LeadFlowMonitor({ by }: { by: "source" | "category" }) {
  const t = useTranslations("marketWebhooks.monitoring");
  const td = useTranslations("data");
  const locale = useLocale();
  const { explain } = useWebhookError();
  // Preloaded by the page on the server: the first HTML holds the figures.
  const { data, error, refetch } = useSuspenseQuery(LEAD_FLOW, { variables: { by }, errorPolicy: "all" });
  const [pending, startTransition] = useTransition();
  // An hourly monitor: refresh every five minutes, keeping the figures on screen meanwhile.
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => void refetch()), 300_000);
    return () => clearInterval(timer);
  }, [refetch]);
  const flow = data?.marketLeadFlow;
  const [picked, setPicked] = useState<string>("all");
  const seriesName = (s: Series) => s.name || (by === "source" ? t("noSource") : `#${s.key}`);

  const chartData = useMemo(() => {
    if (!flow) return [];
    const byHour = new Map<string, { hour: string; count: number; average: number; drop: boolean }>();
    for (const p of flow.points) {
      if (picked !== "all" && String(p.seriesKey) !== picked) continue;
      const h = byHour.get(p.hour) ?? { hour: p.hour, count: 0, average: 0, drop: false };
      h.count += p.count;
      h.average = Math.round((h.average + p.average) * 100) / 100;
      h.drop ||= picked !== "all" && p.drop;
      byHour.set(p.hour, h);
    }
    const rows = [...byHour.values()].sort((a, b) => a.hour.localeCompare(b.hour));
    // For all series together, a drop is the total falling below half of its average.
    if (picked === "all") for (const r of rows) r.drop = r.average > 0 && r.count < 0.5 * r.average;
    return rows;
  }, [flow, picked]);

  const drops = useMemo<DropRow[]>(() => {
    if (!flow) return [];
    const names = new Map(flow.series.map((s) => [s.key, seriesName(s)]));
    return flow.points
      .filter((p) => p.drop)
      .map((p) => ({ ...p, name: names.get(p.seriesKey) ?? "" }))
      .sort((a, b) => b.hour.localeCompare(a.hour));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow]);

  const seriesColumns = useMemo<DataColumn<Series>[]>(
    () => [
      { id: "name", accessorFn: (s) => seriesName(s), header: by === "source" ? t("source") : t("category") },
      { id: "total", accessorKey: "total", header: t("total48h"), meta: { align: "right" } },
      {
        id: "perHour",
        accessorFn: (s) => Math.round((s.total / 48) * 10) / 10,
        header: t("perHour"),
        meta: { align: "right" },
      },
      {
        id: "drops",
        accessorKey: "drops",
        header: t("drops"),
        cell: ({ row }) => (
          <Badge tone={row.original.drops > 0 ? "danger" : "success"}>{formatNumber(locale, row.original.drops)}</Badge>
        ),
        meta: { align: "right", csv: (s: Series) => s.drops },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, by, locale],
  );
  const dropColumns = useMemo<DataColumn<DropRow>[]>(
    () => [
      {
        id: "hour",
        accessorKey: "hour",
        header: t("hour"),
        cell: ({ row }) => formatDateTime(locale, row.original.hour),
        meta: { csv: (r: DropRow) => r.hour },
      },
      { id: "name", accessorKey: "name", header: by === "source" ? t("source") : t("category") },
      { id: "count", accessorKey: "count", header: t("count"), meta: { align: "right" } },
      { id: "average", accessorKey: "average", header: t("average7d"), meta: { align: "right" } },
      {
        id: "ratio",
        accessorFn: (r) => (r.average > 0 ? Math.round((r.count / r.average) * 100) : 0),
        header: t("ratio"),
        cell: ({ getValue }) => `${getValue()} %`,
        meta: { align: "right" },
      },
    ],
    [t, by, locale],
  );

  const title = by === "source" ? t("titleSource") : t("titleCategory");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={t("description")} />
      {error && !data ? (
        <ErrorState title={t("errorTitle")} text={explain(error)}>
          <Button variant="outline" onClick={() => startTransition(() => void refetch())}>
            {td("retry")}
          </Button>
        </ErrorState>
      ) : !flow || flow.series.length === 0 ? (
        <EmptyState icon={Activity} title={t("emptyTitle")} text={t("emptyText")} />
      ) : (
        <PendingFrame pending={pending} className="flex flex-col gap-6">
          <Card>
            <CardHeader
              title={t("chartTitle")}
              description={t("window", {
                from: formatDateTime(locale, flow.from),
                to: formatDateTime(locale, flow.to),
              })}
              actions={
                <div className="flex items-center gap-2">
                  <Label htmlFor={`flow-${by}`}>{by === "source" ? t("source") : t("category")}</Label>
                  <Select id={`flow-${by}`} className="w-56" value={picked} onChange={(e) => setPicked(e.target.value)}>
                    <option value="all">{t("allSeries")}</option>
                    {flow.series.map((s) => (
                      <option key={s.key} value={String(s.key)}>
                        {seriesName(s)}
                      </option>
                    ))}
                  </Select>
                </div>
              }
            />
            <CardBody>
              <ChartFrame
                testId={`chart-lead-flow-${by}`}
                caption={t("chartTitle")}
                summary={t("chartSummary", {
                  total: chartData.reduce((a, r) => a + r.count, 0),
                  drops: chartData.filter((r) => r.drop).length,
                })}
              >
                <LeadFlowPlot
                  data={chartData}
                  locale={locale}
                  labels={{ count: t("count"), average: t("average7d") }}
                />
              </ChartFrame>
              <p className="mt-2 flex items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
                <span aria-hidden className="inline-block size-2.5 rounded-full bg-red-600" /> {t("dropLegend")}
              </p>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={by === "source" ? t("perSource") : t("perCategory")} />
            <CardBody>
              <DataTable
                testId={`flow-series-${by}`}
                columns={seriesColumns}
                data={flow.series}
                csvName={`surveillance-${by}`}
                searchPlaceholder={t("search")}
                emptyText={t("emptyTitle")}
              />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t("dropsTitle")} description={t("dropsText")} />
            <CardBody>
              {drops.length === 0 ? (
                <EmptyState compact icon={TriangleAlert} title={t("noDrops")} />
              ) : (
                <DataTable
                  testId={`flow-drops-${by}`}
                  columns={dropColumns}
                  data={drops}
                  csvName={`baisses-${by}`}
                  searchPlaceholder={t("search")}
                  emptyText={t("noDrops")}
                />
              )}
            </CardBody>
          </Card>
        </PendingFrame>
      )}
    </div>
  );
}
