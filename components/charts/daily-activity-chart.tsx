"use client";

import dynamic from "next/dynamic";
import { ChartLegend, PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";
import { ChartFrame } from "./chart-frame";
import { COLORS } from "./theme";

export interface ActivityPoint {
  day: string;
  sales: number;
  signUps: number;
}

// recharts (≈ 110 KB gz) is fetched after the page: the frame, legend and summary are HTML from the start.
const Plot = dynamic(() => import("./daily-activity-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/** The administrators' last 30 days: marketplace sales (bars, €) and sign-ups (line, right axis). */
export function DailyActivityChart({
  data,
  locale,
  labels,
  summary,
}: {
  data: ActivityPoint[];
  locale: string;
  labels: { sales: string; signUps: string; caption: string };
  summary: string;
}) {
  return (
    <ChartFrame testId="chart-admin-daily" caption={labels.caption} summary={summary}>
      <div className="flex size-full flex-col gap-2">
        <div className="min-h-0 flex-1">
          <Plot data={data} locale={locale} labels={labels} />
        </div>
        <ChartLegend
          items={[
            { label: labels.sales, color: COLORS.primary, shape: "bar" },
            { label: labels.signUps, color: COLORS.secondary, shape: "line" },
          ]}
        />
      </div>
    </ChartFrame>
  );
}
