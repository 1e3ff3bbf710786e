"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";

// recharts is fetched after the page: the frame, caption and summary are server HTML from the start.
const Plot = dynamic(() => import("./margin-chart-plot"), { ssr: false, loading: PlotPlaceholder });

export interface MarginPoint {
  /** "YYYY-MM". */
  month: string;
  revenue: number;
  cost: number;
  margin: number;
}

/** Revenue and cost per month as bars, the margin as a line (cents). */
export function MarginChart({
  testId,
  data,
  locale,
  names,
  caption,
  summary,
}: {
  testId: string;
  data: MarginPoint[];
  locale: string;
  names: { revenue: string; cost: string; margin: string };
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId={testId} caption={caption} summary={summary}>
      <Plot data={data} locale={locale} names={names} />
    </ChartFrame>
  );
}
