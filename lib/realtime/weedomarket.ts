import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { readRealtime, type RealtimeGroup, type RealtimeSnapshot } from "./window";

export { WINDOW_MINUTES, type RealtimeFigures, type RealtimeMinute } from "./window";

export type RealtimeCategory = RealtimeGroup<number>;
/** The marketplace's last 60 minutes, per category. */
export type MarketRealtime = RealtimeSnapshot<"categories", number>;

/**
 * The last 60 minutes of the marketplace, per minute and per category: leads taken in (by the
 * intake), sales (a lead sold to three buyers is three sales) and their revenue, and sales refused
 * by their buyer (invalidation requests). One statement.
 */
export function marketRealtime(db: Db, now = new Date()): Promise<MarketRealtime> {
  return readRealtime(
    db,
    now,
    "categories",
    (since) => sql`
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
    select e.at, e.category_id as group_id, c.name, sum(e.leads_in) as leads_in, sum(e.sold) as sold,
      sum(e.refused) as refused, sum(e.revenue) as revenue
    from events e join market_categories c on c.id = e.category_id
    group by e.at, e.category_id, c.name`,
    Number,
  );
}
