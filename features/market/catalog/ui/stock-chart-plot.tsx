"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatNumber } from "@/components/data/format";

export interface StockPlotProps {
  data: { day: string; available: number; sold: number; unsold: number }[];
  locale: string;
  labels: { available: string; sold: string; unsold: string };
}

/** The recharts part of StockChart, loaded after the page. */
export default function StockPlot({ data, locale, labels }: StockPlotProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
        <YAxis
          tick={AXIS_TICK}
          allowDecimals={false}
          width={48}
          tickFormatter={(v: number) => formatNumber(locale, v)}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(d) => formatDay(locale, String(d), "long")}
          formatter={(value) => formatNumber(locale, Number(value))}
        />
        <Legend />
        <Bar dataKey="sold" stackId="s" name={labels.sold} fill={COLORS.primary} />
        <Bar dataKey="available" stackId="s" name={labels.available} fill={COLORS.secondary} />
        <Bar dataKey="unsold" stackId="s" name={labels.unsold} fill="#f59e0b" radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
