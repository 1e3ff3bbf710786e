"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMoney, formatNumber } from "@/components/data/format";

export interface ReportPlotProps {
  data: { day: string; collected: number; sales: number; revenueCents: number }[];
  locale: string;
  labels: { collected: string; sales: string; revenue: string };
}

/** The recharts part of ReportChart, loaded after the page. */
export default function ReportPlot({ data, locale, labels }: ReportPlotProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
        <YAxis
          yAxisId="n"
          tick={AXIS_TICK}
          allowDecimals={false}
          width={40}
          tickFormatter={(v: number) => formatNumber(locale, v)}
        />
        <YAxis
          yAxisId="m"
          orientation="right"
          tick={AXIS_TICK}
          width={72}
          tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(d) => formatDay(locale, String(d), "long")}
          formatter={(value, name) =>
            name === labels.revenue ? formatMoney(locale, Number(value)) : formatNumber(locale, Number(value))
          }
        />
        <Legend />
        <Bar yAxisId="n" dataKey="collected" name={labels.collected} fill="#94a3b8" radius={[3, 3, 0, 0]} />
        <Bar yAxisId="n" dataKey="sales" name={labels.sales} fill={COLORS.secondary} radius={[3, 3, 0, 0]} />
        <Line
          yAxisId="m"
          type="monotone"
          dataKey="revenueCents"
          name={labels.revenue}
          stroke={COLORS.primary}
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
