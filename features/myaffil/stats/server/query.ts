import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilStatsDaily as d } from "@/lib/db/schema";
import type { MyaffilStatsInput, StatsGroupBy, StatsSortField } from "@/lib/validation/myaffil-stats";
import { addRaw, daysBetween, figuresFor, rawOf, ZERO, type RawFigures, type StatsFigures } from "./figures";
import { labelsOf } from "./labels";
import { filterConditions, scopedFilters, type StatsScope } from "./scope";

/**
 * The grouping expression of a dimension (a column or a truncated day, so that the database
 * groups on native values) and its text form, computed on the grouped rows only: days
 * YYYY-MM-DD, weeks by their Monday, months YYYY-MM, ids as text.
 */
export function keyExpr(dim: StatsGroupBy): { group: SQL; text: SQL } {
  const col = (c: SQL | typeof d.day) => ({ group: sql`${c}`, text: sql`${c}::text` });
  switch (dim) {
    case "day":
      return { group: sql`${d.day}`, text: sql`to_char(${d.day}, 'YYYY-MM-DD')` };
    case "week":
      return {
        group: sql`date_trunc('week', ${d.day})`,
        text: sql`to_char(date_trunc('week', ${d.day}), 'YYYY-MM-DD')`,
      };
    case "month":
      return {
        group: sql`date_trunc('month', ${d.day})`,
        text: sql`to_char(date_trunc('month', ${d.day}), 'YYYY-MM')`,
      };
    case "program":
      return col(sql`${d.programId}`);
    case "campaign":
      return col(sql`${d.campaignId}`);
    case "publisher":
      return col(sql`${d.publisherClientId}`);
    case "advertiser":
      return col(sql`${d.advertiserClientId}`);
    case "support":
      return col(sql`${d.supportId}`);
    case "subId":
      return { group: sql`${d.subId}`, text: sql`${d.subId}` };
  }
}

const TIME_DIMS: ReadonlySet<StatsGroupBy> = new Set(["day", "week", "month"]);

export interface StatsRow extends StatsFigures {
  key: string;
  label: string | null;
  key2: string | null;
  label2: string | null;
}

export interface StatsDay extends StatsFigures {
  day: string;
}

export interface MyaffilStatsResult {
  from: string;
  to: string;
  groupBy: StatsGroupBy;
  thenBy: StatsGroupBy | null;
  role: StatsScope["role"];
  totals: StatsFigures;
  rows: StatsRow[];
  /** Rows before pagination. */
  rowCount: number;
  page: number;
  pageSize: number;
  /** Every day of the range, zero where nothing happened, oldest first. */
  series: StatsDay[];
}

const SUMS = sql`
  sum(${d.clicks})::float8 as clicks, sum(${d.leads})::float8 as leads, sum(${d.validLeads})::float8 as valid_leads,
  sum(${d.invalidLeads})::float8 as invalid_leads, sum(${d.duplicateLeads})::float8 as duplicate_leads,
  sum(${d.revenueCents})::float8 as revenue, sum(${d.payoutCents})::float8 as payout`;

/**
 * The statistics of a range from the daily roll-up: one scan gives the rows (by one or two
 * dimensions), the daily series and the totals. Sorting and paging happen on the
 * grouped rows (a few hundred at most for time dimensions, one per program/publisher/sub-id…).
 */
export async function myaffilStats(db: Db, scope: StatsScope, input: MyaffilStatsInput): Promise<MyaffilStatsResult> {
  const filters = await scopedFilters(db, scope, input);
  const where = filterConditions(d, input.from, input.to, filters);
  const thenBy = input.thenBy ?? null;
  const k1 = keyExpr(input.groupBy);
  const k2 = thenBy ? keyExpr(thenBy) : null;
  // When a dimension is the day, the series follows from the rows: one plain GROUP BY. Otherwise
  // one scan with two grouping sets, the breakdown and the days (for the chart). Totals are the
  // sum of the days.
  const dayIn = input.groupBy === "day" ? "k" : thenBy === "day" ? "k2" : null;
  const keys = k2 ? sql`${k1.group}, ${k2.group}` : k1.group;
  const res = await db.execute(sql`
    select ${dayIn ? sql`1` : sql`grouping(${d.day})`} as g_day, ${k1.text} as k, ${k2 ? k2.text : sql`null`} as k2,
      ${dayIn ? sql`null` : sql`to_char(${d.day}, 'YYYY-MM-DD')`} as dd, ${SUMS}
    from ${d} where ${where}
    group by ${dayIn ? keys : sql`grouping sets ((${keys}), (${d.day}))`}`);
  const all = (res as unknown as { rows: Record<string, unknown>[] }).rows;

  let totals = ZERO;
  const byDay = new Map<string, RawFigures>();
  const grouped: { key: string; key2: string | null; raw: RawFigures }[] = [];
  for (const r of all) {
    const raw = rawOf(r);
    // grouping(day) is 0 on the rows of the day set, 1 on the breakdown's.
    if (Number(r.g_day) === 0) {
      byDay.set(String(r.dd), raw);
      totals = addRaw(totals, raw);
      continue;
    }
    grouped.push({ key: String(r.k), key2: thenBy ? String(r.k2) : null, raw });
    if (dayIn) {
      const day = String(r[dayIn]);
      byDay.set(day, addRaw(byDay.get(day) ?? ZERO, raw));
      totals = addRaw(totals, raw);
    }
  }

  const [labels, labels2] = await Promise.all([
    TIME_DIMS.has(input.groupBy)
      ? new Map<string, string>()
      : labelsOf(
          db,
          input.groupBy,
          grouped.map((g) => g.key),
          scope.role,
        ),
    thenBy && !TIME_DIMS.has(thenBy)
      ? labelsOf(
          db,
          thenBy,
          grouped.map((g) => g.key2 ?? ""),
          scope.role,
        )
      : new Map<string, string>(),
  ]);
  let rows: StatsRow[] = grouped.map((g) => ({
    key: g.key,
    label: labels.get(g.key) ?? null,
    key2: g.key2,
    label2: g.key2 != null ? (labels2.get(g.key2) ?? null) : null,
    ...figuresFor(scope.role, g.raw),
  }));
  rows = sortRows(
    rows,
    input.sort ?? "key",
    input.sortDir ?? (input.sort && input.sort !== "key" ? "desc" : "asc"),
    TIME_DIMS.has(input.groupBy),
  );

  const pageSize = input.pageSize ?? 50;
  const page = input.page ?? 1;
  const series = daysBetween(input.from, input.to).map((day) => {
    return { day, ...figuresFor(scope.role, byDay.get(day) ?? ZERO) };
  });
  return {
    from: input.from,
    to: input.to,
    groupBy: input.groupBy,
    thenBy,
    role: scope.role,
    totals: figuresFor(scope.role, totals),
    rows: rows.slice((page - 1) * pageSize, page * pageSize),
    rowCount: rows.length,
    page,
    pageSize,
    series,
  };
}

const collator = new Intl.Collator("fr", { numeric: true, sensitivity: "base" });

/** Sorts on a figure (nulls last) or on the key: by label when the dimension has names, numerically for ids. */
export function sortRows(rows: StatsRow[], field: StatsSortField, dir: "asc" | "desc", timeDim: boolean): StatsRow[] {
  const sign = dir === "asc" ? 1 : -1;
  const name = (r: StatsRow) => (timeDim ? r.key : (r.label ?? r.key)) + "\u0000" + (r.label2 ?? r.key2 ?? "");
  return [...rows].sort((a, b) => {
    if (field === "key") return sign * collator.compare(name(a), name(b));
    const x = a[field];
    const y = b[field];
    if (x == null && y == null) return collator.compare(name(a), name(b));
    if (x == null) return 1;
    if (y == null) return -1;
    return sign * (x - y) || collator.compare(name(a), name(b));
  });
}
