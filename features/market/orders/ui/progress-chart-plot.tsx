"use client";

import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatNumber } from "@/components/data/format";

export interface OrderProgressPlotProps {
  data: { day: string; delivered: number; cumulative: number }[];
  locale: string;
  labels: { delivered: string; cumulative: string };
}

/** The recharts part of OrderProgressChart, loaded after the page. */
export default function OrderProgressPlot({ data, locale, labels }: OrderProgressPlotProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
        <YAxis tick={AXIS_TICK} allowDecimals={false} domain={COUNT_DOMAIN} width={40} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(d) => formatDay(locale, String(d), "long")}
          formatter={(v) => formatNumber(locale, Number(v))}
        />
        <Bar dataKey="delivered" name={labels.delivered} fill={COLORS.secondary} radius={[3, 3, 0, 0]} />
        <Line
          type="monotone"
          dataKey="cumulative"
          name={labels.cumulative}
          stroke={COLORS.primary}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
