"use client";

import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceDot,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { AXIS_TICK, COLORS, COUNT_DOMAIN, GRID_STROKE, TOOLTIP_STYLE } from "@/components/charts/theme";
import { localeTag } from "@/components/data/format";
import { formatDateTime } from "./bits";

const hourLabel = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(localeTag(locale), {
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Paris",
  }).format(new Date(iso));

/** The recharts part of the lead-flow monitor (hourly intake, 7-day average, drops), loaded after the page. */
export default function LeadFlowPlot({
  data,
  locale,
  labels,
}: {
  data: { hour: string; count: number; average: number; drop: boolean }[];
  locale: string;
  labels: { count: string; average: string };
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={GRID_STROKE} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="hour" tick={AXIS_TICK} tickFormatter={(h: string) => hourLabel(locale, h)} minTickGap={32} />
        <YAxis domain={COUNT_DOMAIN} allowDecimals={false} tick={AXIS_TICK} width={40} />
        <Tooltip contentStyle={TOOLTIP_STYLE} labelFormatter={(h) => formatDateTime(locale, String(h))} />
        <Legend />
        <Bar dataKey="count" name={labels.count} fill={COLORS.primary} radius={[2, 2, 0, 0]} />
        <Line
          dataKey="average"
          name={labels.average}
          stroke={COLORS.secondary}
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
        {data
          .filter((r) => r.drop)
          .map((r) => (
            <ReferenceDot key={r.hour} x={r.hour} y={r.count} r={5} fill="#dc2626" stroke="none" />
          ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
