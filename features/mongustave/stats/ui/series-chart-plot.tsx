"use client";

import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { AXIS_TICK, COUNT_DOMAIN, GRID_STROKE, MONEY_DOMAIN, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMoney, formatMonth, formatNumber } from "@/components/data/format";
import type { SeriesChartProps } from "./series-chart";

/** The drawing of `SeriesChart` (recharts), loaded after the page. */
export default function SeriesChartPlot({
  data,
  period,
  unit,
  series,
  threshold,
  locale,
}: Omit<SeriesChartProps, "testId" | "caption" | "summary">) {
  const tick = (k: string) => (period === "day" ? formatDay(locale, k) : formatMonth(locale, k));
  const label = (k: string) => (period === "day" ? formatDay(locale, k, "long") : formatMonth(locale, k, "long"));
  const value = (v: number) =>
    unit === "money"
      ? formatMoney(locale, v, { compact: true })
      : unit === "ms"
        ? `${formatNumber(locale, Math.round(v))} ms`
        : formatNumber(locale, v);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="key" tick={AXIS_TICK} tickFormatter={tick} minTickGap={period === "day" ? 24 : 4} />
        <YAxis
          domain={unit === "money" ? MONEY_DOMAIN : COUNT_DOMAIN}
          tick={AXIS_TICK}
          tickFormatter={value}
          width={80}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(k) => label(String(k))}
          formatter={(v) =>
            v === null || v === undefined ? "—" : unit === "money" ? formatMoney(locale, Number(v)) : value(Number(v))
          }
        />
        {threshold && (
          <ReferenceLine
            y={threshold.value}
            stroke="#dc2626"
            strokeDasharray="6 3"
            label={{ value: threshold.label, fill: "#dc2626", fontSize: 12, position: "insideTopRight" }}
          />
        )}
        {series.map((s) =>
          s.shape === "bar" ? (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={[3, 3, 0, 0]} />
          ) : (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              strokeWidth={2}
              dot={false}
              connectNulls={false}
              type="monotone"
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
