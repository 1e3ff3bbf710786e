import type { SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";

/** The live window: the last 60 minutes, one point a minute. */
export const WINDOW_MINUTES = 60;

export interface RealtimeFigures {
  leadsIn: number;
  sold: number;
  refused: number;
  revenueCents: number;
}
export interface RealtimeMinute extends RealtimeFigures {
  /** The minute's start, ISO. */
  at: string;
}
export interface RealtimeGroup<K extends string | number> extends RealtimeFigures {
  id: K;
  name: string;
}

/**
 * A live page's figures: what it renders first and what its stream pushes; the groups (categories,
 * products) under the page's own field name.
 */
export type RealtimeSnapshot<F extends string, K extends string | number> = {
  /** When the figures were read, ISO. */
  asOf: string;
  totals: RealtimeFigures;
  minutes: RealtimeMinute[];
} & Record<F, RealtimeGroup<K>[]>;

/** One row of a live page's read: one minute of one group (category, product). */
export interface RealtimeRow {
  at: string | Date;
  group_id: number | string;
  name: string;
  leads_in: number | string;
  sold: number | string;
  refused: number | string;
  revenue: number | string;
}

/**
 * Where the window starts: a minute boundary, so that every point of the chart is a whole minute.
 * The live pages read their events from `since` on.
 */
export function windowOf(now: Date) {
  const end = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const from = new Date(end.getTime() - (WINDOW_MINUTES - 1) * 60_000);
  return { from, since: from.toISOString() };
}

const zero = (): RealtimeFigures => ({ leadsIn: 0, sold: 0, refused: 0, revenueCents: 0 });
const add = (into: RealtimeFigures, r: RealtimeRow) => {
  into.leadsIn += Number(r.leads_in);
  into.sold += Number(r.sold);
  into.refused += Number(r.refused);
  into.revenueCents += Number(r.revenue);
};

/**
 * Reads a live page's snapshot at `now`: `statement(since)` gives the rows of the window (one per
 * minute and group, RealtimeRow's columns), folded under `field`.
 */
export async function readRealtime<F extends string, K extends string | number>(
  db: Db,
  now: Date,
  field: F,
  statement: (since: string) => SQL,
  idOf: (raw: number | string) => K,
): Promise<RealtimeSnapshot<F, K>> {
  const { from, since } = windowOf(now);
  const { totals, minutes, groups } = foldRealtime(rowsOf<RealtimeRow>(await db.execute(statement(since))), from, idOf);
  return { asOf: now.toISOString(), totals, minutes, [field]: groups } as RealtimeSnapshot<F, K>;
}

/**
 * Folds a live page's rows into its snapshot: totals, 60 minutes (empty ones included, the chart
 * needs them) and the groups, most leads first. `idOf` turns a row's group id into the page's
 * (database numbers come back as strings on some drivers).
 */
export function foldRealtime<K extends string | number>(
  rows: RealtimeRow[],
  from: Date,
  idOf: (raw: number | string) => K,
) {
  const minutes: RealtimeMinute[] = Array.from({ length: WINDOW_MINUTES }, (_, i) => ({
    at: new Date(from.getTime() + i * 60_000).toISOString(),
    ...zero(),
  }));
  const totals = zero();
  const groups = new Map<K, RealtimeGroup<K>>();
  for (const r of rows) {
    const i = Math.round((new Date(r.at).getTime() - from.getTime()) / 60_000);
    // A row stamped after `now` (a clock ahead on another instance) counts in the last minute.
    add(minutes[Math.min(Math.max(i, 0), WINDOW_MINUTES - 1)]!, r);
    add(totals, r);
    const id = idOf(r.group_id);
    if (!groups.has(id)) groups.set(id, { id, name: r.name, ...zero() });
    add(groups.get(id)!, r);
  }
  const sorted = [...groups.values()].sort((a, b) => b.leadsIn - a.leadsIn || a.name.localeCompare(b.name));
  return { totals, minutes, groups: sorted };
}
