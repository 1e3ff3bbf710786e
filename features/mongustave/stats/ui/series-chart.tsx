"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { ChartLegend, PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  shape: "bar" | "line";
}

export interface SeriesChartProps {
  testId: string;
  /** One point per day (YYYY-MM-DD) or month (YYYY-MM) under `key`, the series' values by their keys. */
  data: ({ key: string } & Record<string, number | string | null>)[];
  period: "day" | "month";
  /** Every series shares one axis: money in cents, milliseconds or plain counts. */
  unit: "money" | "ms" | "count";
  series: ChartSeries[];
  /** A horizontal line (the slow-WS threshold). */
  threshold?: { value: number; label: string };
  locale: string;
  caption: string;
  summary: string;
}

// recharts (≈ 110 KB gz) is fetched after the page: the frame, legend and summary are HTML from the start.
const Plot = dynamic(() => import("./series-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/** The Mon Gustave statistics' charts: a few bars and lines over days or months on one axis. */
export function SeriesChart({ testId, caption, summary, ...plot }: SeriesChartProps) {
  return (
    <ChartFrame testId={testId} caption={caption} summary={summary}>
      <div className="flex size-full flex-col gap-2">
        <div className="min-h-0 flex-1">
          <Plot {...plot} />
        </div>
        <ChartLegend items={plot.series.map((s) => ({ label: s.label, color: s.color, shape: s.shape }))} />
      </div>
    </ChartFrame>
  );
}
