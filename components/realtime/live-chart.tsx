"use client";

import dynamic from "next/dynamic";
import { ChartFrame } from "@/components/charts/chart-frame";
import { PlotPlaceholder } from "@/features/myaffil/stats/ui/chart-legend";
import type { LiveMinuteRow } from "./snapshot";

// recharts is fetched after the page: the counters and the table are server HTML from the start.
const Plot = dynamic(() => import("./live-chart-plot"), { ssr: false, loading: PlotPlaceholder });

/** Leads in, sales and refusals per minute over the last 60 minutes. */
export function LiveChart(props: {
  data: LiveMinuteRow[];
  locale: string;
  names: { leadsIn: string; sold: string; refused: string };
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId="realtime-chart" caption={props.caption} summary={props.summary}>
      <Plot data={props.data} locale={props.locale} names={props.names} />
    </ChartFrame>
  );
}
