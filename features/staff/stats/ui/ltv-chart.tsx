"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";

// recharts is fetched after the page: the frame, caption and summary are server HTML from the start.
const Plot = dynamic(() => import("./ltv-chart-plot"), { ssr: false, loading: PlotPlaceholder });

export interface LtvPoint {
  /** "YYYY-MM". */
  cohort: string;
  /** Per client of the cohort, cents. */
  revenue: number;
  margin: number;
}

/** Lifetime revenue and margin per client, one pair of bars per sign-up cohort. */
export function LtvChart({
  data,
  locale,
  names,
  caption,
  summary,
}: {
  data: LtvPoint[];
  locale: string;
  names: { revenue: string; margin: string };
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId="ltv-chart" caption={caption} summary={summary}>
      <Plot data={data} locale={locale} names={names} />
    </ChartFrame>
  );
}
