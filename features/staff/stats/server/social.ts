import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/domain/states";
import type { Period } from "./period";

export interface NetworkFigures {
  network: SocialNetwork;
  clicks: number;
  /** Leads converted from those clicks (duplicates included, as the tracking counts them). */
  leads: number;
  /** What those leads brought in (pending and valid, non-duplicate), HT cents. */
  revenueCents: number;
}

const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

/**
 * Clicks, leads and revenue by social network over a period: the period's social clicks (their
 * partial index), each with the lead it converted into, if any (leads are found by click id). A
 * lead counts in the period of its click. Every network is listed, with zeros when it brought nothing.
 */
export async function socialFigures(db: Db, p: Period): Promise<NetworkFigures[]> {
  const res = await db.execute(sql`
    select c.network, count(*)::int as clicks, count(l.id)::int as leads,
      coalesce(sum(l.revenue_cents) filter (where not l.duplicate and l.status <> 'invalid'), 0)::bigint as revenue
    from perf_clicks c
    left join perf_leads l on l.click_id = c.click_id
    where c.network is not null and c.created_at >= ${parisMidnight(p.from)} and c.created_at < ${parisMidnight(p.to, 1)}
    group by c.network`);
  const found = new Map(
    rowsOf<{ network: SocialNetwork; clicks: number; leads: number; revenue: string }>(res).map((r) => [r.network, r]),
  );
  return SOCIAL_NETWORKS.map((network) => {
    const r = found.get(network);
    return {
      network,
      clicks: Number(r?.clicks ?? 0),
      leads: Number(r?.leads ?? 0),
      revenueCents: Number(r?.revenue ?? 0),
    };
  });
}
