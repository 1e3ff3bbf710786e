"use client";

import dynamic from "next/dynamic";
import { PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";
import { ChartFrame } from "./chart-frame";

// recharts (≈ 110 KB gz) is fetched after the page: the frame, caption and summary are HTML from the start.
const Plot = dynamic(() => import("./amount-bar-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/** Amounts in cents per day (YYYY-MM-DD) or per month (YYYY-MM): an advertiser's spend, a publisher's earnings. */
export function AmountBarChart({
  testId,
  data,
  period,
  locale,
  name,
  caption,
  summary,
}: {
  testId: string;
  data: { key: string; amount: number }[];
  period: "day" | "month";
  locale: string;
  name: string;
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId={testId} caption={caption} summary={summary}>
      <Plot data={data} period={period} locale={locale} name={name} />
    </ChartFrame>
  );
}
