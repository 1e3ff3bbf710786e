"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { COLORS } from "@/components/charts/theme";
import { ChartLegend, PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";

// recharts is fetched after the page: the frame, legend and summary are HTML from the start.
const Plot = dynamic(() => import("./count-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/** Calls (bars) and the leads among them (line) per day. */
export function CountChart({
  data,
  locale,
  labels,
  summary,
}: {
  data: { day: string; calls: number; leads: number }[];
  locale: string;
  labels: { calls: string; leads: string; caption: string };
  summary: string;
}) {
  return (
    <ChartFrame testId="manivox-calls-chart" caption={labels.caption} summary={summary}>
      <div className="flex size-full flex-col gap-2">
        <div className="min-h-0 flex-1">
          <Plot data={data} locale={locale} labels={labels} />
        </div>
        <ChartLegend
          items={[
            { label: labels.calls, color: COLORS.secondary, shape: "bar" },
            { label: labels.leads, color: COLORS.primary, shape: "line" },
          ]}
        />
      </div>
    </ChartFrame>
  );
}
