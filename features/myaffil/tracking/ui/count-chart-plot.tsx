"use client";

import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatNumber } from "@/components/data/format";

/** The drawing of calls and leads per day (recharts), loaded after the page by `CountChart`. */
export default function CountChartPlot({
  data,
  locale,
  labels,
}: {
  data: { day: string; calls: number; leads: number }[];
  locale: string;
  labels: { calls: string; leads: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
        <YAxis domain={COUNT_DOMAIN} allowDecimals={false} tick={AXIS_TICK} width={40} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(d) => formatDay(locale, String(d), "long")}
          formatter={(v) => formatNumber(locale, Number(v))}
        />
        <Bar dataKey="calls" name={labels.calls} fill={COLORS.secondary} radius={[3, 3, 0, 0]} />
        <Line dataKey="leads" name={labels.leads} stroke={COLORS.primary} strokeWidth={2} dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
