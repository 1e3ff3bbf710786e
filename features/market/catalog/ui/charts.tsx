"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";

const PlotLoading = () => (
  <div aria-hidden className="size-full animate-pulse rounded-md bg-zinc-200 dark:bg-zinc-800" />
);
// recharts (≈ 120 KB gz) is fetched after the page: the frames, captions and summary figures are HTML.
const ReportPlot = dynamic(() => import("./report-chart-plot"), { ssr: false, loading: PlotLoading });
const StockPlot = dynamic(() => import("./stock-chart-plot"), { ssr: false, loading: PlotLoading });

/** Category report: leads collected and sold per day (bars) and revenue (line, right axis). */
export function ReportChart({
  data,
  locale,
  labels,
  caption,
  summary,
}: {
  data: { day: string; collected: number; sales: number; revenueCents: number }[];
  locale: string;
  labels: { collected: string; sales: string; revenue: string };
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId="category-report-chart" caption={caption} summary={summary}>
      <ReportPlot data={data} locale={locale} labels={labels} />
    </ChartFrame>
  );
}

/** Stock per day: available, sold and unsold leads stacked. */
export function StockChart({
  data,
  locale,
  labels,
  caption,
  summary,
}: {
  data: { day: string; available: number; sold: number; unsold: number }[];
  locale: string;
  labels: { available: string; sold: string; unsold: string };
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId="stock-chart" caption={caption} summary={summary}>
      <StockPlot data={data} locale={locale} labels={labels} />
    </ChartFrame>
  );
}
