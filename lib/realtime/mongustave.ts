import { sql } from "drizzle-orm";
import { ACCEPTED, BILLABLE, REAL_LEAD, REFUSED } from "@/features/mongustave/leads/server/counting";
import type { Db } from "@/lib/db/client";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";
import type { MgProduct } from "@/lib/domain/states";
import { readRealtime, type RealtimeSnapshot } from "./window";

/**
 * Mon Gustave's last 60 minutes: what /temps-reel/mongustave renders first and what its stream
 * pushes. The figures keep the marketplace's names so that both pages share one board: `sold` is
 * the deliveries a client's web service accepted, `refused` the ones it refused. A product's `name`
 * is its code too (the page prints its label).
 */
export type MgRealtime = RealtimeSnapshot<"products", MgProduct>;

/**
 * The last 60 minutes of Mon Gustave, per minute and per product: consumer requests taken in,
 * deliveries accepted by a client's web service (a lead accepted by three clients is three) and
 * their revenue, deliveries refused. A delivery counts in the minute it settled (the WS answered),
 * not the one it was queued in. Test leads (sent only to WS in test) are left out, as everywhere
 * in the statistics; confirmed fraud earns nothing (it is never billed) but its deliveries still
 * count, since they did happen. Errors and time-outs are neither accepted nor refused: the WS
 * failed, the client did not say no. The rules are counting.ts's (REAL_LEAD, BILLABLE).
 */
export function mgRealtime(db: Db, now = new Date()): Promise<MgRealtime> {
  return readRealtime(
    db,
    now,
    "products",
    (since) => sql`
    with events as (
      select date_trunc('minute', ${mgLeads.createdAt}) as at, ${mgLeads.product} as product, 1 as leads_in,
          0 as sold, 0 as refused, 0::bigint as revenue
        from ${mgLeads}
        where ${mgLeads.createdAt} >= ${since}::timestamptz and ${REAL_LEAD}
      union all
      select date_trunc('minute', ${mgDeliveries.settledAt}), ${mgDeliveries.product},
          0, (${ACCEPTED})::int, (${REFUSED})::int,
          case when ${BILLABLE} then ${mgDeliveries.priceCents} else 0 end
        from ${mgDeliveries} join ${mgLeads} on ${mgLeads.id} = ${mgDeliveries.leadId}
        where ${mgDeliveries.settledAt} >= ${since}::timestamptz and (${ACCEPTED} or ${REFUSED}) and ${REAL_LEAD}
    )
    select at, product as group_id, product as name, sum(leads_in) as leads_in, sum(sold) as sold,
      sum(refused) as refused, sum(revenue) as revenue
    from events
    group by at, product`,
    (id) => String(id) as MgProduct,
  );
}
