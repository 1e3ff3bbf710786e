"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay, formatMoney, formatMonth } from "@/components/data/format";
import { AXIS_TICK, COLORS, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "./theme";

/** The drawing of `AmountBarChart` (recharts), loaded after the page. */
export default function AmountBarChartPlot({
  data,
  period,
  locale,
  name,
}: {
  data: { key: string; amount: number }[];
  period: "day" | "month";
  locale: string;
  name: string;
}) {
  const tick = (k: string) => (period === "day" ? formatDay(locale, k) : formatMonth(locale, k));
  const label = (k: string) => (period === "day" ? formatDay(locale, k, "long") : formatMonth(locale, k, "long"));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="key" tick={AXIS_TICK} tickFormatter={tick} minTickGap={period === "day" ? 24 : 4} />
        <YAxis
          domain={MONEY_DOMAIN}
          tick={AXIS_TICK}
          tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })}
          width={72}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(k) => label(String(k))}
          formatter={(value) => formatMoney(locale, Number(value))}
        />
        <Bar dataKey="amount" name={name} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
