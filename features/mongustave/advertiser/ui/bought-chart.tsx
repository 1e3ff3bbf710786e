"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { COLORS } from "@/components/charts/theme";
import { ChartLegend, PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";

export interface BoughtPoint {
  day: string;
  accepted: number;
  /** Cents. */
  spend: number;
}

// recharts is fetched after the page: the frame, legend and summary are server HTML from the start.
const Plot = dynamic(() => import("./bought-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/** Leads bought per day (bars) and spend (line, right axis) of the advertiser's Mon Gustave web services. */
export function BoughtChart({
  data,
  locale,
  labels,
  summary,
  testId,
}: {
  data: BoughtPoint[];
  locale: string;
  labels: { accepted: string; spend: string; caption: string };
  summary: string;
  testId: string;
}) {
  return (
    <ChartFrame testId={testId} caption={labels.caption} summary={summary}>
      <div className="flex size-full flex-col gap-2">
        <div className="min-h-0 flex-1">
          <Plot data={data} locale={locale} labels={labels} />
        </div>
        <ChartLegend
          items={[
            { label: labels.accepted, color: COLORS.primary, shape: "bar" },
            { label: labels.spend, color: COLORS.secondary, shape: "line" },
          ]}
        />
      </div>
    </ChartFrame>
  );
}
