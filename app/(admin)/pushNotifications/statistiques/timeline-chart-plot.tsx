"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { formatDay, formatNumber } from "@/components/data/format";
import type { PushDayRow } from "../operations";

/** The drawing of `TimelineChart` (recharts), loaded after the page. */
export default function TimelineChartPlot({
  data,
  locale,
  names,
}: {
  data: PushDayRow[];
  locale: string;
  names: { delivered: string; failed: string; clicked: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickFormatter={(d: string) => formatDay(locale, d)} minTickGap={12} />
        <YAxis tick={AXIS_TICK} domain={COUNT_DOMAIN} allowDecimals={false} width={48} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(d) => formatDay(locale, String(d))}
          formatter={(value) => formatNumber(locale, Number(value))}
        />
        <Legend />
        <Line type="monotone" dataKey="delivered" name={names.delivered} stroke={COLORS.primary} dot={false} />
        <Line type="monotone" dataKey="clicked" name={names.clicked} stroke={COLORS.secondary} dot={false} />
        <Line type="monotone" dataKey="failed" name={names.failed} stroke="#dc2626" dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
