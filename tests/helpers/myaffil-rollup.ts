import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";

/**
 * Every perf_stats_daily row that differs from the figures recomputed here from the raw clicks and
 * leads (written independently of the application's roll-up code). Empty when they agree.
 */
export async function rollupDifferences(db: Db): Promise<Record<string, unknown>[]> {
  const res = await db.execute(sql`
    with raw as (
      select day, campaign_id, publisher_client_id, support_id, sub_id,
             sum(clicks) as clicks, sum(leads) as leads, sum(valid_leads) as valid_leads, sum(invalid_leads) as invalid_leads,
             sum(duplicate_leads) as duplicate_leads, sum(revenue_cents) as revenue_cents, sum(payout_cents) as payout_cents,
             max(program_id) as program_id, max(advertiser_client_id) as advertiser_client_id
      from (
        select (c.created_at at time zone 'Europe/Paris')::date as day, c.campaign_id, c.publisher_client_id, c.support_id, c.sub_id,
               1 as clicks, 0 as leads, 0 as valid_leads, 0 as invalid_leads, 0 as duplicate_leads, 0 as revenue_cents, 0 as payout_cents,
               ca.program_id, p.advertiser_client_id
        from perf_clicks c join perf_campaigns ca on ca.id = c.campaign_id join perf_programs p on p.id = ca.program_id
        union all
        select (l.created_at at time zone 'Europe/Paris')::date, l.campaign_id, l.publisher_client_id, l.support_id, l.sub_id,
               0, 1, case when l.status = 'valid' then 1 else 0 end, case when l.status = 'invalid' then 1 else 0 end,
               case when l.duplicate then 1 else 0 end,
               case when l.duplicate or l.status = 'invalid' then 0 else l.revenue_cents end,
               case when l.duplicate or l.status = 'invalid' then 0 else l.payout_cents end,
               l.program_id, l.advertiser_client_id
        from perf_leads l
      ) x
      group by day, campaign_id, publisher_client_id, support_id, sub_id
    )
    select coalesce(r.day, s.day)::text as day, coalesce(r.campaign_id, s.campaign_id) as campaign_id,
           coalesce(r.publisher_client_id, s.publisher_client_id) as publisher, coalesce(r.support_id, s.support_id) as support,
           coalesce(r.sub_id, s.sub_id) as sub,
           r.clicks::int as raw_clicks, s.clicks as clicks, r.leads::int as raw_leads, s.leads as leads,
           r.valid_leads::int as raw_valid, s.valid_leads as valid, r.invalid_leads::int as raw_invalid, s.invalid_leads as invalid,
           r.duplicate_leads::int as raw_dup, s.duplicate_leads as dup,
           r.revenue_cents::float8 as raw_revenue, s.revenue_cents::float8 as revenue, r.payout_cents::float8 as raw_payout, s.payout_cents::float8 as payout
    from raw r
    full join perf_stats_daily s
      on s.day = r.day and s.campaign_id = r.campaign_id and s.publisher_client_id = r.publisher_client_id and s.support_id = r.support_id and s.sub_id = r.sub_id
    where r.day is null and (s.clicks <> 0 or s.leads <> 0 or s.revenue_cents <> 0 or s.payout_cents <> 0 or s.valid_leads <> 0 or s.invalid_leads <> 0 or s.duplicate_leads <> 0)
       or s.day is null
       or r.clicks <> s.clicks or r.leads <> s.leads or r.valid_leads <> s.valid_leads or r.invalid_leads <> s.invalid_leads
       or r.duplicate_leads <> s.duplicate_leads or r.revenue_cents <> s.revenue_cents or r.payout_cents <> s.payout_cents
       or r.program_id <> s.program_id or r.advertiser_client_id <> s.advertiser_client_id
    limit 20`);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The day stored on each lead must be the Paris day of its creation. */
export async function leadsWithWrongDay(db: Db): Promise<number> {
  const res = await db.execute(
    sql`select count(*)::int as n from perf_leads where day <> (created_at at time zone 'Europe/Paris')::date`,
  );
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
