"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMoney } from "@/components/data/format";

/** The drawing of an amount per day (recharts), loaded after the page by `TopsView`. */
export default function TopsChartPlot({
  data,
  locale,
  name,
}: {
  data: { key: string; amount: number }[];
  locale: string;
  name: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="key" tick={AXIS_TICK} tickFormatter={(k: string) => formatDay(locale, k)} minTickGap={24} />
        <YAxis
          domain={MONEY_DOMAIN}
          tick={AXIS_TICK}
          tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })}
          width={72}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(k) => formatDay(locale, String(k), "long")}
          formatter={(value) => formatMoney(locale, Number(value))}
        />
        <Bar dataKey="amount" name={name} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
