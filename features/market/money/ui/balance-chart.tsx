"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { Skeleton } from "./shimmer";

// recharts (≈ 120 KB gz) is fetched after the page: the frame, caption and summary figures are HTML.
const Plot = dynamic(() => import("./balance-chart-plot"), {
  ssr: false,
  loading: () => <Skeleton className="size-full" />,
});

/** A money series per Paris day (balance over time, spend, margin…): one or more areas. */
export function MoneyAreaChart({
  testId,
  data,
  series,
  locale,
  caption,
  summary,
}: {
  testId: string;
  data: Record<string, string | number>[];
  series: { key: string; name: string; color?: string }[];
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
