import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** `day` plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 1000; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The Paris calendar day of a timestamp column, as SQL text YYYY-MM-DD. */
export const dayOf = (col: AnyPgColumn | SQL) =>
  sql<string>`to_char((${col} at time zone 'Europe/Paris')::date, 'YYYY-MM-DD')`;

/** `col` falls on or after the Paris day `from`. */
export const onOrAfter = (col: AnyPgColumn, from: string) =>
  sql`${col} >= (${from}::date::timestamp at time zone 'Europe/Paris')`;
/** `col` falls on or before the Paris day `to`. */
export const onOrBefore = (col: AnyPgColumn, to: string) =>
  sql`${col} < ((${to}::date + 1)::timestamp at time zone 'Europe/Paris')`;
