"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";
import type { PushDayRow } from "../operations";

// recharts is fetched after the page: the frame, caption and summary are server HTML from the start.
const Plot = dynamic(() => import("./timeline-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/** Deliveries, failures and clicks per day over the period. */
export function TimelineChart(props: {
  data: PushDayRow[];
  locale: string;
  names: { delivered: string; failed: string; clicked: string };
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId="push-timeline" caption={props.caption} summary={props.summary}>
      <Plot data={props.data} locale={props.locale} names={props.names} />
    </ChartFrame>
  );
}
