"use client";

import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";
import type { ActivityPoint } from "./daily-activity-chart";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "./theme";

/** The drawing of `DailyActivityChart` (recharts), loaded after the page; its legend is HTML. */
export default function DailyActivityChartPlot({
  data,
  locale,
  labels,
}: {
  data: ActivityPoint[];
  locale: string;
  labels: { sales: string; signUps: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
        <YAxis
          yAxisId="sales"
          domain={MONEY_DOMAIN}
          tick={AXIS_TICK}
          tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })}
          width={72}
        />
        <YAxis
          yAxisId="signUps"
          orientation="right"
          domain={COUNT_DOMAIN}
          allowDecimals={false}
          tick={AXIS_TICK}
          width={32}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(d) => formatDay(locale, String(d), "long")}
          formatter={(value, name) =>
            name === labels.sales ? formatMoney(locale, Number(value)) : formatNumber(locale, Number(value))
          }
        />
        <Bar yAxisId="sales" dataKey="sales" name={labels.sales} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
        <Line
          yAxisId="signUps"
          dataKey="signUps"
          name={labels.signUps}
          stroke={COLORS.secondary}
          strokeWidth={2}
          dot={{ r: 2 }}
          type="linear"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
