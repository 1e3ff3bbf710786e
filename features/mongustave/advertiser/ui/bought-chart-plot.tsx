"use client";

import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";
import type { BoughtPoint } from "./bought-chart";

/** The drawing of `BoughtChart` (recharts), loaded after the page; its legend is HTML. */
export default function BoughtChartPlot({
  data,
  locale,
  labels,
}: {
  data: BoughtPoint[];
  locale: string;
  labels: { accepted: string; spend: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
        <YAxis yAxisId="accepted" domain={COUNT_DOMAIN} allowDecimals={false} tick={AXIS_TICK} width={40} />
        <YAxis
          yAxisId="spend"
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
            name === labels.spend ? formatMoney(locale, Number(value)) : formatNumber(locale, Number(value))
          }
        />
        <Bar yAxisId="accepted" dataKey="accepted" name={labels.accepted} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
        <Line
          yAxisId="spend"
          dataKey="spend"
          name={labels.spend}
          stroke={COLORS.secondary}
          strokeWidth={2}
          dot={false}
          type="linear"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
