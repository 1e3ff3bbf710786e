"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";

const PlotLoading = () => (
  <div aria-hidden className="size-full animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800" />
);
// recharts is fetched after the page: the frame, caption and summary are HTML from the start.
const Plot = dynamic(() => import("./trust-chart-plot"), { ssr: false, loading: PlotLoading });

export interface TrustSeries {
  key: string;
  label: string;
  color: string;
}

/** Per-day bars, stacked by series (verdicts), or one series (consumption). */
export function TrustChart({
  testId,
  data,
  series,
  locale,
  caption,
  summary,
}: {
  testId: string;
  data: Record<string, string | number>[];
  series: TrustSeries[];
  locale: string;
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId={testId} caption={caption} summary={summary}>
      <Plot data={data} series={series} locale={locale} />
    </ChartFrame>
  );
}
