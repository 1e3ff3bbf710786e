"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame } from "@/components/charts/chart-frame";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";

export interface ChartPoint {
  day: string;
  clicks: number;
  leads: number;
  money: number;
}

/** The daily series of a statistics screen: money as bars (right axis), clicks and leads as lines. */
export function StatsChart({
  data,
  locale,
  labels,
  summary,
  testId = "stats-chart",
}: {
  data: ChartPoint[];
  locale: string;
  labels: { clicks: string; leads: string; money: string; caption: string };
  summary: string;
  testId?: string;
}) {
  return (
    <ChartFrame testId={testId} caption={labels.caption} summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
          <YAxis yAxisId="count" domain={COUNT_DOMAIN} allowDecimals={false} tick={AXIS_TICK} width={48} />
          <YAxis yAxisId="money" orientation="right" domain={MONEY_DOMAIN} tick={AXIS_TICK} tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })} width={72} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            labelFormatter={(d) => formatDay(locale, String(d), "long")}
            formatter={(value, name) => (name === labels.money ? formatMoney(locale, Number(value)) : formatNumber(locale, Number(value)))}
          />
          <Legend />
          <Bar yAxisId="money" dataKey="money" name={labels.money} fill={COLORS.primary} fillOpacity={0.35} radius={[3, 3, 0, 0]} />
          <Line yAxisId="count" dataKey="clicks" name={labels.clicks} stroke={COLORS.secondary} strokeWidth={2} dot={false} type="monotone" />
          <Line yAxisId="count" dataKey="leads" name={labels.leads} stroke="#d97706" strokeWidth={2} dot={false} type="monotone" />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
