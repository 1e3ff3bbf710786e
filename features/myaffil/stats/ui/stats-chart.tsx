"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { COLORS } from "@/components/charts/theme";
import { ChartLegend, LEADS_COLOR, PlotPlaceholder } from "./chart-legend";

export interface ChartPoint {
  day: string;
  clicks: number;
  leads: number;
  money: number;
}

// recharts (≈ 120 KB gz) is fetched after the page: the frame, legend and figures are HTML.
const Plot = dynamic(() => import("./stats-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/** The daily series of a statistics screen: money as bars (right axis), clicks and leads as lines. */
export function StatsChart({
  data,
  locale,
  labels,
  summary,
  testId = "stats-chart",
}: {
  data: ChartPoint[];
  locale: string;
  labels: { clicks: string; leads: string; money: string; caption: string };
  summary: string;
  testId?: string;
}) {
  return (
    <ChartFrame testId={testId} caption={labels.caption} summary={summary}>
      <div className="flex size-full flex-col gap-2">
        <div className="min-h-0 flex-1">
          <Plot data={data} locale={locale} labels={labels} />
        </div>
        <ChartLegend
          items={[
            { label: labels.money, color: COLORS.primary, shape: "bar" },
            { label: labels.clicks, color: COLORS.secondary, shape: "line" },
            { label: labels.leads, color: LEADS_COLOR, shape: "line" },
          ]}
        />
      </div>
    </ChartFrame>
  );
}
