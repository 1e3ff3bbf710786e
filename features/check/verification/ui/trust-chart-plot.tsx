"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatNumber } from "@/components/data/format";
import type { TrustSeries } from "./trust-chart";

/** The recharts part of TrustChart, loaded after the page. */
export default function TrustChartPlot({
  data,
  series,
  locale,
}: {
  data: Record<string, string | number>[];
  series: TrustSeries[];
  locale: string;
}) {
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
        {series.length > 1 && <Legend />}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            stackId="s"
            name={s.label}
            fill={s.color}
            radius={i === series.length - 1 ? [3, 3, 0, 0] : undefined}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
