"use client";

import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMonth, formatNumber } from "@/components/data/format";

/** The recharts part of CountChart, loaded after the page. */
export default function CountChartPlot({
  data,
  barName,
  lineName,
  keyKind,
  locale,
}: {
  data: { key: string; bars: number; line?: number }[];
  barName: string;
  lineName?: string;
  keyKind: "month" | "day";
  locale: string;
}) {
  const label = (k: string) => (keyKind === "month" ? formatMonth(locale, k) : formatDay(locale, k));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="key" tick={AXIS_TICK} tickFormatter={label} minTickGap={16} />
        <YAxis yAxisId="bars" tick={AXIS_TICK} domain={COUNT_DOMAIN} allowDecimals={false} width={56} />
        {lineName && <YAxis yAxisId="line" orientation="right" tick={AXIS_TICK} allowDecimals={false} width={64} />}
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(k) => label(String(k))}
          formatter={(value) => formatNumber(locale, Number(value))}
        />
        <Bar yAxisId="bars" dataKey="bars" name={barName} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
        {lineName && (
          <Line
            yAxisId="line"
            type="monotone"
            dataKey="line"
            name={lineName}
            stroke={COLORS.secondary}
            strokeWidth={2}
            dot={false}
          />
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
