"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { dateTimeFormat, formatNumber } from "@/components/data/format";
import type { LiveMinuteRow } from "./snapshot";

/** The drawing of `LiveChart` (recharts), loaded after the page; no animation, it redraws on each push. */
export default function LiveChartPlot({
  data,
  locale,
  names,
}: {
  data: LiveMinuteRow[];
  locale: string;
  names: { leadsIn: string; sold: string; refused: string };
}) {
  const time = dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" });
  const label = (at: unknown) => time.format(new Date(String(at)));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="at" tick={AXIS_TICK} tickFormatter={label} minTickGap={24} />
        <YAxis tick={AXIS_TICK} domain={COUNT_DOMAIN} allowDecimals={false} width={40} />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={label}
          formatter={(value) => formatNumber(locale, Number(value))}
        />
        <Legend />
        <Line
          type="monotone"
          dataKey="leadsIn"
          name={names.leadsIn}
          stroke={COLORS.secondary}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="sold"
          name={names.sold}
          stroke={COLORS.primary}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="refused"
          name={names.refused}
          stroke="#dc2626"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
