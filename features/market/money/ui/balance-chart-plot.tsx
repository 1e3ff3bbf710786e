"use client";

import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatMoney } from "@/components/data/format";

export interface MoneyAreaPlotProps {
  data: Record<string, string | number>[];
  series: { key: string; name: string; color?: string }[];
  locale: string;
}

/** The recharts part of MoneyAreaChart, loaded after the page. */
export default function MoneyAreaPlot({ data, series, locale }: MoneyAreaPlotProps) {
  const palette = [COLORS.primary, "#0ea5e9", "#f59e0b", "#ef4444"];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={24} />
        <YAxis tick={AXIS_TICK} tickFormatter={(v: number) => formatMoney(locale, v, { compact: true })} width={72} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(d) => formatDay(locale, String(d), "long")}
          formatter={(value) => formatMoney(locale, Number(value))}
        />
        {series.map((s, i) => (
          <Area
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={s.color ?? palette[i % palette.length]}
            fill={s.color ?? palette[i % palette.length]}
            fillOpacity={0.15}
            strokeWidth={2}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}
