"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatMoney, formatMonth } from "@/components/data/format";
import type { LtvPoint } from "./ltv-chart";

/** The drawing of `LtvChart` (recharts), loaded after the page. */
export default function LtvChartPlot({
  data,
  locale,
  names,
}: {
  data: LtvPoint[];
  locale: string;
  names: { revenue: string; margin: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="cohort" tick={AXIS_TICK} tickFormatter={(m: string) => formatMonth(locale, m)} minTickGap={4} />
        <YAxis
          tick={AXIS_TICK}
          domain={MONEY_DOMAIN}
          tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })}
          width={72}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(m) => formatMonth(locale, String(m), "long")}
          formatter={(value) => formatMoney(locale, Number(value))}
        />
        <Legend />
        <Bar dataKey="revenue" name={names.revenue} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
        <Bar dataKey="margin" name={names.margin} fill={COLORS.secondary} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
