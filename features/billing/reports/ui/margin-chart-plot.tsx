"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatMoney, formatMonth } from "@/components/data/format";
import type { MarginPoint } from "./margin-chart";

/** The drawing of `MarginChart` (recharts), loaded after the page. */
export default function MarginChartPlot({
  data,
  locale,
  names,
}: {
  data: MarginPoint[];
  locale: string;
  names: { revenue: string; cost: string; margin: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tick={AXIS_TICK} tickFormatter={(m: string) => formatMonth(locale, m)} minTickGap={4} />
        <YAxis tick={AXIS_TICK} tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })} width={72} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(m) => formatMonth(locale, String(m), "long")}
          formatter={(value) => formatMoney(locale, Number(value))}
        />
        <Legend />
        <Bar dataKey="revenue" name={names.revenue} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
        <Bar dataKey="cost" name={names.cost} fill={COLORS.secondary} radius={[3, 3, 0, 0]} />
        <Line dataKey="margin" name={names.margin} stroke="#f59e0b" strokeWidth={2} dot={false} type="monotone" />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
