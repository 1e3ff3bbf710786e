import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { TIME_ZONE } from "@/lib/config/time-zone";
import type { Period } from "./period";

/** How many advertisers and publishers the ranking shows. */
export const TOP_SIZE = 10;

export interface TopAdvertiser {
  userId: number;
  name: string;
  society: string;
  /** MyAffil: what the advertiser's leads were billed (pending and valid, non-duplicate), HT cents. */
  perfCents: number;
  /** Marketplace: leads bought less the refunds of accepted invalidations, HT cents. */
  marketCents: number;
  totalCents: number;
}

export interface TopPublisher {
  userId: number;
  name: string;
  society: string;
  leads: number;
  /** What the publisher's leads brought in (advertiser price), HT cents. */
  revenueCents: number;
  /** What the publisher earned on them, HT cents. */
  payoutCents: number;
}

/** Paris midnight of a day, as an instant (market sales and the ledger are timestamped). */
const parisMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

/** An account's MyAffil advertiser client id: a multi_droit account's own, or the current one of an advertiser. */
export const ADVERTISER_CLIENT = sql.raw(
  "coalesce(u.id_clien_myaffil_annonceur, case when u.law = 'an' then u.id_clien_myaffil end)",
);
/** An account's MyAffil publisher client id, likewise. */
export const PUBLISHER_CLIENT = sql.raw(
  "coalesce(u.id_clien_myaffil_editeur, case when u.law = 'af' then u.id_clien_myaffil end)",
);

/**
 * The advertisers who brought in the most over a period: MyAffil from the daily roll-up (by the
 * advertiser client id of the account, either of a multi_droit account's), the marketplace from its
 * sales and the ledger's refunds. Ties go to the lower user id, so the ranking is stable.
 */
export async function topAdvertisers(db: Db, p: Period, limit = TOP_SIZE): Promise<TopAdvertiser[]> {
  const res = await db.execute(sql`
    with perf as (
      select advertiser_client_id as client, sum(revenue_cents)::bigint as cents
      from perf_stats_daily where day >= ${p.from}::date and day <= ${p.to}::date
      group by advertiser_client_id),
    sales as (
      select user_id, sum(price_cents)::bigint as cents from market_sales
      where created_at >= ${parisMidnight(p.from)} and created_at < ${parisMidnight(p.to, 1)}
      group by user_id),
    refunds as (
      select user_id, sum(amount_cents)::bigint as cents from balance_ledger
      where kind = 'refund' and created_at >= ${parisMidnight(p.from)} and created_at < ${parisMidnight(p.to, 1)}
      group by user_id),
    per_user as (
      select u.id, u.first_name, u.last_name, u.society,
        coalesce((select sum(cents) from perf where perf.client = ${ADVERTISER_CLIENT}), 0)::bigint as perf,
        (coalesce(s.cents, 0) - coalesce(r.cents, 0))::bigint as market
      from users u
      left join sales s on s.user_id = u.id
      left join refunds r on r.user_id = u.id
      where u.law = 'an' or u.id_clien_myaffil_annonceur is not null)
    select id, first_name, last_name, society, perf, market, perf + market as total
    from per_user where perf + market <> 0
    order by total desc, id limit ${limit}`);
  return rowsOf<{
    id: number;
    first_name: string;
    last_name: string;
    society: string;
    perf: string;
    market: string;
    total: string;
  }>(res).map((r) => ({
    userId: Number(r.id),
    name: `${r.first_name} ${r.last_name}`.trim(),
    society: r.society,
    perfCents: Number(r.perf),
    marketCents: Number(r.market),
    totalCents: Number(r.total),
  }));
}

/** The publishers whose leads brought in the most over a period (the MyAffil daily roll-up). */
export async function topPublishers(db: Db, p: Period, limit = TOP_SIZE): Promise<TopPublisher[]> {
  const res = await db.execute(sql`
    with perf as (
      select publisher_client_id as client, sum(leads)::int as leads,
        sum(revenue_cents)::bigint as revenue, sum(payout_cents)::bigint as payout
      from perf_stats_daily where day >= ${p.from}::date and day <= ${p.to}::date
      group by publisher_client_id)
    select u.id, u.first_name, u.last_name, u.society,
      perf.leads, perf.revenue, perf.payout
    from users u
    join perf on perf.client = ${PUBLISHER_CLIENT}
    where perf.revenue <> 0 or perf.payout <> 0
    order by revenue desc, u.id limit ${limit}`);
  return rowsOf<{
    id: number;
    first_name: string;
    last_name: string;
    society: string;
    leads: number;
    revenue: string;
    payout: string;
  }>(res).map((r) => ({
    userId: Number(r.id),
    name: `${r.first_name} ${r.last_name}`.trim(),
    society: r.society,
    leads: Number(r.leads),
    revenueCents: Number(r.revenue),
    payoutCents: Number(r.payout),
  }));
}

/** The gift-points balance of each of the given users (0 without any points). */
export async function giftBalances(db: Db, userIds: number[]): Promise<{ userId: number; points: number }[]> {
  const ids = [...new Set(userIds.filter((id) => Number.isInteger(id) && id > 0))].slice(0, 100);
  if (!ids.length) return [];
  const res = await db.execute(sql`
    select u.id, coalesce((select sum(points) from gift_points g where g.user_id = u.id), 0)::int as points
    from users u where u.id = any(${`{${ids.join(",")}}`}::int[]) order by u.id`);
  return rowsOf<{ id: number; points: number }>(res).map((r) => ({ userId: Number(r.id), points: Number(r.points) }));
}
