import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { dataContacts } from "@/lib/db/schema";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { PAGINATION } from "@/lib/constants";
import { DATA_CONTACT_STATES, type DataContactState } from "@/lib/domain/states";
import { likeOf, type ContactFilter } from "./filters";

/** At most this many contacts per CSV export (its x-row-count header says how many were written). */
export const CONTACT_CSV_CAP = 50_000;

const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

function whereOf(f: ContactFilter): SQL | undefined {
  return and(
    f.search ? ilike(dataContacts.email, likeOf(f.search.toLowerCase())) : undefined,
    f.source ? eq(dataContacts.source, f.source) : undefined,
    f.theme ? eq(dataContacts.theme, f.theme) : undefined,
    f.state ? eq(dataContacts.state, f.state) : undefined,
    f.from ? gte(dataContacts.consentAt, parisMidnight(f.from)) : undefined,
    f.to ? lt(dataContacts.consentAt, parisMidnight(f.to, 1)) : undefined,
  );
}

const columns = {
  id: dataContacts.id,
  email: dataContacts.email,
  source: dataContacts.source,
  theme: dataContacts.theme,
  consentAt: dataContacts.consentAt,
  consentText: dataContacts.consentText,
  lastActivityAt: dataContacts.lastActivityAt,
  confirmedAt: dataContacts.confirmedAt,
  state: dataContacts.state,
};
export type ContactRow = { [K in keyof typeof columns]: (typeof dataContacts.$inferSelect)[K] };

/** One page of the stock, newest consent first. */
export async function listContacts(db: Db, f: ContactFilter, page = 1, pageSize: number = PAGINATION.pageSize) {
  const where = whereOf(f);
  const [t] = await db.select({ n: count() }).from(dataContacts).where(where);
  const total = Number(t?.n ?? 0);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, Math.ceil(total / pageSize)));
  const items = await db
    .select(columns)
    .from(dataContacts)
    .where(where)
    .orderBy(desc(dataContacts.consentAt), desc(dataContacts.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { total, page: current, pageSize, items };
}

export function contactsForExport(db: Db, f: ContactFilter): Promise<ContactRow[]> {
  return db
    .select(columns)
    .from(dataContacts)
    .where(whereOf(f))
    .orderBy(desc(dataContacts.consentAt), desc(dataContacts.id))
    .limit(CONTACT_CSV_CAP);
}

export interface StockOverview {
  total: number;
  byState: { state: DataContactState; count: number }[];
  bySource: { key: string; total: number; active: number }[];
  byTheme: { key: string; total: number; active: number }[];
  /** Contacts gained per Paris month (consent date) and the base's size at each month's end. */
  growth: { month: string; added: number; total: number }[];
}

/**
 * The stock's figures for the dashboards: by state, by source and theme (all and active), and its
 * growth over the last `months` months. One grouped pass over the base for the breakdowns.
 */
export async function stockOverview(db: Db, f: ContactFilter = {}, months = 12): Promise<StockOverview> {
  const where = whereOf(f);
  const groups = await db
    .select({ source: dataContacts.source, theme: dataContacts.theme, state: dataContacts.state, n: count() })
    .from(dataContacts)
    .where(where)
    .groupBy(dataContacts.source, dataContacts.theme, dataContacts.state)
    .orderBy(asc(dataContacts.source));
  const byState = new Map<DataContactState, number>(DATA_CONTACT_STATES.map((s) => [s, 0]));
  const bySource = new Map<string, { total: number; active: number }>();
  const byTheme = new Map<string, { total: number; active: number }>();
  let total = 0;
  for (const g of groups) {
    const n = Number(g.n);
    total += n;
    byState.set(g.state, (byState.get(g.state) ?? 0) + n);
    for (const [map, key] of [
      [bySource, g.source],
      [byTheme, g.theme],
    ] as const) {
      const cur = map.get(key) ?? { total: 0, active: 0 };
      cur.total += n;
      if (g.state === "active") cur.active += n;
      map.set(key, cur);
    }
  }
  const sorted = (m: Map<string, { total: number; active: number }>) =>
    [...m].map(([key, v]) => ({ key, ...v })).sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));

  const res = await db.execute(sql`
    with m as (
      select to_char(date_trunc('month', ${dataContacts.consentAt} at time zone ${TIME_ZONE}), 'YYYY-MM') as month, count(*)::int as added
      from ${dataContacts} where ${where ?? sql`true`} group by 1
    ), months as (
      select to_char(date_trunc('month', now() at time zone ${TIME_ZONE}) - make_interval(months => g), 'YYYY-MM') as month
      from generate_series(0, ${months - 1}::int) g
    )
    select months.month, coalesce(m.added, 0)::int as added,
      (select coalesce(sum(x.added), 0) from m x where x.month <= months.month)::int as total
    from months left join m on m.month = months.month order by months.month`);
  const growth = rowsOf<{ month: string; added: number; total: number }>(res).map((r) => ({
    month: r.month,
    added: Number(r.added),
    total: Number(r.total),
  }));
  return {
    total,
    byState: [...byState].map(([state, n]) => ({ state, count: n })),
    bySource: sorted(bySource),
    byTheme: sorted(byTheme),
    growth,
  };
}

/** The sources and themes the base holds, for the filters. */
export async function contactFacets(db: Db): Promise<{ sources: string[]; themes: string[] }> {
  const [sources, themes] = await Promise.all([
    db.selectDistinct({ v: dataContacts.source }).from(dataContacts).orderBy(dataContacts.source),
    db.selectDistinct({ v: dataContacts.theme }).from(dataContacts).orderBy(dataContacts.theme),
  ]);
  return { sources: sources.map((s) => s.v), themes: themes.map((t) => t.v) };
}
