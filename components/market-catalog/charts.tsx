"use client";

import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartFrame } from "@/components/charts/chart-frame";
import { AXIS_TICK, COLORS, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";

/** Category report: leads collected and sold per day (bars) and revenue (line, right axis). */
export function ReportChart({
  data,
  locale,
  labels,
  caption,
  summary,
}: {
  data: { day: string; collected: number; sales: number; revenueCents: number }[];
  locale: string;
  labels: { collected: string; sales: string; revenue: string };
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId="category-report-chart" caption={caption} summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
          <YAxis yAxisId="n" tick={AXIS_TICK} allowDecimals={false} width={40} tickFormatter={(v: number) => formatNumber(locale, v)} />
          <YAxis yAxisId="m" orientation="right" tick={AXIS_TICK} width={72} tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            labelFormatter={(d) => formatDay(locale, String(d), "long")}
            formatter={(value, name) => (name === labels.revenue ? formatMoney(locale, Number(value)) : formatNumber(locale, Number(value)))}
          />
          <Legend />
          <Bar yAxisId="n" dataKey="collected" name={labels.collected} fill="#94a3b8" radius={[3, 3, 0, 0]} />
          <Bar yAxisId="n" dataKey="sales" name={labels.sales} fill={COLORS.secondary} radius={[3, 3, 0, 0]} />
          <Line yAxisId="m" type="monotone" dataKey="revenueCents" name={labels.revenue} stroke={COLORS.primary} strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** Stock per day: available, sold and unsold leads stacked. */
export function StockChart({
  data,
  locale,
  labels,
  caption,
  summary,
}: {
  data: { day: string; available: number; sold: number; unsold: number }[];
  locale: string;
  labels: { available: string; sold: string; unsold: string };
  caption: string;
  summary: string;
}) {
  return (
    <ChartFrame testId="stock-chart" caption={caption} summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
          <YAxis tick={AXIS_TICK} allowDecimals={false} width={48} tickFormatter={(v: number) => formatNumber(locale, v)} />
          <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(d) => formatDay(locale, String(d), "long")} formatter={(value) => formatNumber(locale, Number(value))} />
          <Legend />
          <Bar dataKey="sold" stackId="s" name={labels.sold} fill={COLORS.primary} />
          <Bar dataKey="available" stackId="s" name={labels.available} fill={COLORS.secondary} />
          <Bar dataKey="unsold" stackId="s" name={labels.unsold} fill="#f59e0b" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
