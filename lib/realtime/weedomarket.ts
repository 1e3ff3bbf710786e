import { sql } from "drizzle-orm";
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
export interface RealtimeCategory extends RealtimeFigures {
  id: number;
  name: string;
}
/** The marketplace's last 60 minutes: what the page renders first and what the stream pushes. */
export interface MarketRealtime {
  /** When the figures were read, ISO. */
  asOf: string;
  totals: RealtimeFigures;
  minutes: RealtimeMinute[];
  categories: RealtimeCategory[];
}

interface Row {
  at: string | Date;
  category_id: number;
  name: string;
  leads_in: number | string;
  sold: number | string;
  refused: number | string;
  revenue: number | string;
}

const zero = (): RealtimeFigures => ({ leadsIn: 0, sold: 0, refused: 0, revenueCents: 0 });
const add = (into: RealtimeFigures, r: Row) => {
  into.leadsIn += Number(r.leads_in);
  into.sold += Number(r.sold);
  into.refused += Number(r.refused);
  into.revenueCents += Number(r.revenue);
};

/**
 * The last 60 minutes of the marketplace, per minute and per category: leads taken in (by the
 * intake), sales (a lead sold to three buyers is three sales) and their revenue, and sales refused
 * by their buyer (invalidation requests). One statement; the window starts at a minute boundary
 * so that every point of the chart is a whole minute.
 */
export async function marketRealtime(db: Db, now = new Date()): Promise<MarketRealtime> {
  const end = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const from = new Date(end.getTime() - (WINDOW_MINUTES - 1) * 60_000);
  const since = from.toISOString();
  const res = await db.execute(sql`
    with events as (
      select date_trunc('minute', l.created_at) as at, l.category_id, 1 as leads_in, 0 as sold, 0 as refused, 0::bigint as revenue
        from market_leads l
        where l.day >= (${since}::timestamptz at time zone 'Europe/Paris')::date - 1 and l.created_at >= ${since}::timestamptz
      union all
      select date_trunc('minute', s.created_at), l.category_id, 0, 1, 0, s.price_cents
        from market_sales s join market_leads l on l.id = s.lead_id
        where s.created_at >= ${since}::timestamptz
      union all
      select date_trunc('minute', i.created_at), l.category_id, 0, 0, 1, 0
        from market_invalidations i join market_sales s on s.id = i.sale_id join market_leads l on l.id = s.lead_id
        where i.created_at >= ${since}::timestamptz
    )
    select e.at, e.category_id, c.name, sum(e.leads_in) as leads_in, sum(e.sold) as sold,
      sum(e.refused) as refused, sum(e.revenue) as revenue
    from events e join market_categories c on c.id = e.category_id
    group by e.at, e.category_id, c.name`);
  const rows = rowsOf<Row>(res);
  const minutes: RealtimeMinute[] = Array.from({ length: WINDOW_MINUTES }, (_, i) => ({
    at: new Date(from.getTime() + i * 60_000).toISOString(),
    ...zero(),
  }));
  const totals = zero();
  const categories = new Map<number, RealtimeCategory>();
  for (const r of rows) {
    const i = Math.round((new Date(r.at).getTime() - from.getTime()) / 60_000);
    // A row stamped after `now` (a clock ahead on another instance) counts in the last minute.
    const minute = minutes[Math.min(Math.max(i, 0), WINDOW_MINUTES - 1)]!;
    add(minute, r);
    add(totals, r);
    const id = Number(r.category_id);
    if (!categories.has(id)) categories.set(id, { id, name: r.name, ...zero() });
    add(categories.get(id)!, r);
  }
  return {
    asOf: now.toISOString(),
    totals,
    minutes,
    categories: [...categories.values()].sort((a, b) => b.leadsIn - a.leadsIn || a.name.localeCompare(b.name)),
  };
}
