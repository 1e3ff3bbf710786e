"use client";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, COLORS, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";

/** The recharts part of the webhook clients' success-rate chart, loaded after the page. */
export default function SuccessRatePlot({ data, label }: { data: { name: string; rate: number }[]; label: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="name" tick={AXIS_TICK} interval={0} />
        <YAxis domain={[0, 100]} tick={AXIS_TICK} unit=" %" width={56} />
        <Tooltip contentStyle={TOOLTIP_STYLE} formatter={(v) => [`${v} %`, label]} />
        <Bar dataKey="rate" name={label} fill={COLORS.primary} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
