"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";

// recharts is fetched after the page: the frame, caption and summary are HTML.
const Plot = dynamic(() => import("./count-chart-plot"), {
  ssr: false,
  loading: () => <div className="size-full animate-pulse rounded bg-zinc-200/40 dark:bg-zinc-800/40" />,
});

/** Counts over periods (contacts per month, unsubscribes per day…): bars, and optionally a running line. */
export function CountChart(props: {
  testId: string;
  caption: string;
  summary: string;
  data: { key: string; bars: number; line?: number }[];
  barName: string;
  lineName?: string;
  /** How the keys read: a month (YYYY-MM) or a day (YYYY-MM-DD). */
  keyKind: "month" | "day";
  locale: string;
}) {
  const { testId, caption, summary, ...plot } = props;
  return (
    <ChartFrame testId={testId} caption={caption} summary={summary}>
      <Plot {...plot} />
    </ChartFrame>
  );
}
