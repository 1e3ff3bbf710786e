import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { TIME_ZONE } from "@/lib/config/time-zone";
import type { Db } from "@/lib/db";

// The business runs on French time: "today", "this month" and the chart's days start at midnight in
// Paris, whatever the server's or the database's time zone. A literal, not a parameter: the same
// expression must appear in SELECT and GROUP BY.
const TZ = sql.raw(`'${TIME_ZONE}'`);
const localNow = sql`(now() at time zone ${TZ})`;

/**
 * A bound computed once per statement: as a sub-select PostgreSQL evaluates it once (an init
 * plan), where the bare expression in a filter is recomputed, time-zone conversions included, for
 * every row scanned (four times the cost of a month-to-date aggregate on the embedded database).
 */
const once = (expr: SQL): SQL => sql`(select ${expr})`;

export const startOfToday: SQL = once(sql`date_trunc('day', ${localNow}) at time zone ${TZ}`);
export const startOfMonth: SQL = once(sql`date_trunc('month', ${localNow}) at time zone ${TZ}`);

/** Midnight (Paris) `days` days before today. */
export const startOfDaysAgo = (days: number): SQL =>
  once(sql`(date_trunc('day', ${localNow}) - ${sql.raw(`interval '${Math.trunc(days)} days'`)}) at time zone ${TZ}`);

/** The Paris calendar date (a SQL date) that starts a span of the last `days` days, today included. */
export const firstDayOfLast = (days: number): SQL =>
  once(sql`(${localNow})::date - ${sql.raw(String(Math.max(0, Math.trunc(days) - 1)))}`);

/** Midnight (Paris) of the first day of the month `months` months before this one. */
export const startOfMonthsAgo = (months: number): SQL =>
  once(
    sql`(date_trunc('month', ${localNow}) - ${sql.raw(`interval '${Math.trunc(months)} months'`)}) at time zone ${TZ}`,
  );

/** The Paris calendar day of a timestamp, as YYYY-MM-DD. */
export const localDay = (col: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${col} at time zone ${TZ}, 'YYYY-MM-DD')`;

/** The Paris calendar month of a timestamp, as YYYY-MM. */
export const localMonth = (col: AnyPgColumn): SQL<string> => sql<string>`to_char(${col} at time zone ${TZ}, 'YYYY-MM')`;

/** Today's date in Paris according to the database's clock (the one the aggregates use). */
export async function todayInParis(db: Db): Promise<string> {
  const [row] = await db.select({ d: sql<string>`to_char(${localNow}, 'YYYY-MM-DD')` }).from(sql`(select 1) as one`);
  return row!.d;
}

/**
 * Today's Paris date as a tagged row (`series` "today", `key` the date, `value` 0), to put in a
 * UNION ALL beside daily series so that a chart reads its days and its figures in one statement.
 */
export const todayQuery = (db: Db) =>
  db
    .select({
      series: sql<string>`'today'`,
      key: sql<string>`to_char(${localNow}, 'YYYY-MM-DD')`,
      value: sql<number>`0::float8`,
    })
    .from(sql`(select 1) as one`);

/** The span of the dashboards' daily charts, today included. */
export const CHART_DAYS = 30;

const DAY_MS = 86_400_000;

/** The `n` calendar days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, n: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(end - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** The `n` calendar months ending with the month of `today` (YYYY-MM), oldest first. */
export function lastMonths(today: string, n: number): string[] {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The values of a series over `keys` from sparse aggregate rows, zero where a key has no row. */
export function fillSeries(keys: string[], rows: { key: string; value: number }[]): number[] {
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return keys.map((key) => byKey.get(key) ?? 0);
}

/** Sums come back as numeric (text on node-postgres): cast them to float8 so both drivers give numbers. */
export const cents = (expr: SQL): SQL<number> => sql<number>`coalesce(${expr}, 0)::float8`;
