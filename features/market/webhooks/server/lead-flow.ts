import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";

const HOUR = 3_600_000;
export const FLOW_HOURS = 48;
/** An hour is a drop when it brings in less than this share of the same hour's 7-day average. */
export const DROP_RATIO = 0.5;

export interface FlowPoint {
  hour: string;
  seriesKey: number;
  count: number;
  average: number;
  drop: boolean;
}

export interface LeadFlow {
  from: string;
  to: string;
  series: { key: number; name: string; total: number; drops: number }[];
  points: FlowPoint[];
}

/** Flags the hours below DROP_RATIO of their average (an hour with no history is never a drop). */
export function isDrop(count: number, average: number): boolean {
  return average > 0 && count < DROP_RATIO * average;
}

/**
 * Lead intake per source (or per category) and per hour over the last 48 complete hours, each hour
 * against the average of the same hour on the 7 days before it.
 */
export async function leadFlow(
  db: Db,
  by: "source" | "category",
  now = new Date(),
  hours = FLOW_HOURS,
): Promise<LeadFlow> {
  const end = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const start = new Date(end.getTime() - hours * HOUR);
  const historyStart = new Date(start.getTime() - 7 * 24 * HOUR);
  const keyCol = by === "source" ? sql.raw("coalesce(l.source_id, 0)") : sql.raw("l.category_id");
  const res = await db.execute(sql`
    select ${keyCol} as k, floor(extract(epoch from l.created_at) / 3600)::bigint as h, count(*)::int as n
    from market_leads l
    where l.created_at >= ${historyStart.toISOString()}::timestamptz and l.created_at < ${end.toISOString()}::timestamptz
    group by 1, 2`);
  const counts = new Map<string, number>();
  const keys = new Set<number>();
  for (const r of (res as unknown as { rows: { k: unknown; h: unknown; n: unknown }[] }).rows) {
    counts.set(`${Number(r.k)}:${Number(r.h)}`, Number(r.n));
    keys.add(Number(r.k));
  }
  const names = await seriesNames(db, by);
  // Every known series is listed, even silent ones: a source that stopped sending is the worst drop.
  for (const k of names.keys()) keys.add(k);
  const startH = start.getTime() / HOUR;
  const points: FlowPoint[] = [];
  const series = [...keys]
    .sort((a, b) => a - b)
    .map((key) => {
      let total = 0;
      let drops = 0;
      for (let i = 0; i < hours; i++) {
        const h = startH + i;
        const n = counts.get(`${key}:${h}`) ?? 0;
        let sum = 0;
        for (let d = 1; d <= 7; d++) sum += counts.get(`${key}:${h - 24 * d}`) ?? 0;
        const average = Math.round((sum / 7) * 100) / 100;
        const drop = isDrop(n, average);
        total += n;
        if (drop) drops++;
        points.push({ hour: new Date(h * HOUR).toISOString(), seriesKey: key, count: n, average, drop });
      }
      return { key, name: names.get(key) ?? (key === 0 ? "" : `#${key}`), total, drops };
    });
  return { from: start.toISOString(), to: end.toISOString(), series, points };
}

async function seriesNames(db: Db, by: "source" | "category"): Promise<Map<number, string>> {
  const res =
    by === "source"
      ? await db.execute(sql`select id, name from market_sources`)
      : await db.execute(sql`select id, name from market_categories`);
  return new Map(
    (res as unknown as { rows: { id: unknown; name: unknown }[] }).rows.map((r) => [Number(r.id), String(r.name)]),
  );
}
