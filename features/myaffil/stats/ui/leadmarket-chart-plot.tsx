"use client";

import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";

/** The drawing of marketplace sales per day (recharts), loaded after the page by `LeadmarketView`. */
export default function LeadmarketChartPlot({
  data,
  locale,
  labels,
}: {
  data: { day: string; sales: number; revenue: number }[];
  locale: string;
  labels: { revenue: string; sales: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
        <YAxis
          yAxisId="money"
          domain={MONEY_DOMAIN}
          tick={AXIS_TICK}
          tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })}
          width={72}
        />
        <YAxis
          yAxisId="count"
          orientation="right"
          domain={COUNT_DOMAIN}
          allowDecimals={false}
          tick={AXIS_TICK}
          width={40}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(d) => formatDay(locale, String(d), "long")}
          formatter={(v, name) =>
            name === labels.revenue ? formatMoney(locale, Number(v)) : formatNumber(locale, Number(v))
          }
        />
        <Bar yAxisId="money" dataKey="revenue" name={labels.revenue} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
        <Line
          yAxisId="count"
          dataKey="sales"
          name={labels.sales}
          stroke={COLORS.secondary}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
