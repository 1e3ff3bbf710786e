"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";

// recharts (≈ 120 KB gz) is fetched after the page: the frame, caption and summary figures are HTML.
const Plot = dynamic(() => import("./progress-chart-plot"), {
  ssr: false,
  loading: () => <div aria-hidden className="size-full animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800" />,
});

/** An order's deliveries per day (bars) and running total against its volume (line). */
export function OrderProgressChart({
  data,
  locale,
  caption,
  summary,
  labels,
}: {
  data: { day: string; delivered: number; cumulative: number }[];
  locale: string;
  caption: string;
  summary: string;
  labels: { delivered: string; cumulative: string };
}) {
  return (
    <ChartFrame testId="order-progress-chart" caption={caption} summary={summary}>
      <Plot data={data} locale={locale} labels={labels} />
    </ChartFrame>
  );
}
