import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { dataSuppressions } from "@/lib/db/schema";
import { TIME_ZONE } from "@/lib/config/time-zone";
import type { SuppressionFilter } from "./filters";

export const STAT_GRAINS = ["day", "week", "month"] as const;
export type StatGrain = (typeof STAT_GRAINS)[number];

const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

export interface UnsubscribeStats {
  total: number;
  series: { period: string; count: number }[];
  bySource: { key: string; count: number }[];
  byTheme: { key: string; count: number }[];
  byChannel: { key: string; count: number }[];
}

/**
 * Unsubscribes (every address that entered the suppression list) by period, source, theme and
 * channel, over a period of Paris days. Periods without any are listed with 0 so the chart has no gaps.
 */
export async function unsubscribeStats(
  db: Db,
  f: SuppressionFilter & { from: string; to: string },
  grain: StatGrain,
): Promise<UnsubscribeStats> {
  const where: SQL | undefined = and(
    gte(dataSuppressions.createdAt, parisMidnight(f.from)),
    lt(dataSuppressions.createdAt, parisMidnight(f.to, 1)),
    f.source ? eq(dataSuppressions.source, f.source) : undefined,
    f.theme ? eq(dataSuppressions.theme, f.theme) : undefined,
  );
  const by = async (
    column: typeof dataSuppressions.source | typeof dataSuppressions.theme | typeof dataSuppressions.channel,
  ) => {
    const rows = await db
      .select({ key: column, n: count() })
      .from(dataSuppressions)
      .where(where)
      .groupBy(column)
      .orderBy(desc(count()));
    return rows.map((r) => ({ key: r.key ?? "", count: Number(r.n) }));
  };
  const unit = sql.raw(`'${grain}'`);
  const step = sql.raw(`'1 ${grain}'`);
  const fmt = grain === "month" ? "YYYY-MM" : "YYYY-MM-DD";
  const res = await db.execute(sql`
    with b as (
      select date_trunc(${unit}, ${dataSuppressions.createdAt} at time zone ${TIME_ZONE}) as p, count(*)::int as n
      from ${dataSuppressions}
      where ${where} group by 1
    ), periods as (
      select generate_series(date_trunc(${unit}, ${f.from}::date::timestamp), date_trunc(${unit}, ${f.to}::date::timestamp), ${step}::interval) as p
    )
    select to_char(periods.p, ${fmt}) as period, coalesce(b.n, 0)::int as count
    from periods left join b on b.p = periods.p order by periods.p`);
  const [bySource, byTheme, byChannel] = await Promise.all([
    by(dataSuppressions.source),
    by(dataSuppressions.theme),
    by(dataSuppressions.channel),
  ]);
  return {
    total: bySource.reduce((s, r) => s + r.count, 0),
    series: rowsOf<{ period: string; count: number }>(res).map((r) => ({ period: r.period, count: Number(r.count) })),
    bySource,
    byTheme,
    byChannel,
  };
}
