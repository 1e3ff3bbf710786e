"use client";

import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";
import { LEADS_COLOR } from "./chart-legend";
import type { ChartPoint } from "./stats-chart";

/** The drawing of the daily series (recharts), loaded after the page by `StatsChart`. */
export default function StatsChartPlot({
  data,
  locale,
  labels,
}: {
  data: ChartPoint[];
  locale: string;
  labels: { clicks: string; leads: string; money: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
        <YAxis yAxisId="count" domain={COUNT_DOMAIN} allowDecimals={false} tick={AXIS_TICK} width={48} />
        <YAxis
          yAxisId="money"
          orientation="right"
          domain={MONEY_DOMAIN}
          tick={AXIS_TICK}
          tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })}
          width={72}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(d) => formatDay(locale, String(d), "long")}
          formatter={(value, name) =>
            name === labels.money ? formatMoney(locale, Number(value)) : formatNumber(locale, Number(value))
          }
        />
        <Bar
          yAxisId="money"
          dataKey="money"
          name={labels.money}
          fill={COLORS.primary}
          fillOpacity={0.35}
          radius={[3, 3, 0, 0]}
        />
        <Line
          yAxisId="count"
          dataKey="clicks"
          name={labels.clicks}
          stroke={COLORS.secondary}
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
        <Line
          yAxisId="count"
          dataKey="leads"
          name={labels.leads}
          stroke={LEADS_COLOR}
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
