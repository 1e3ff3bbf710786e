import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";

/**
 * Recomputes perf_stats_daily from the raw clicks and leads in one INSERT … SELECT … GROUP BY
 * (bulk loads, benchmarks, repairs). `campaignIds` limits it to some campaigns. Existing roll-up
 * rows of the same keys are overwritten, so it may run after the per-write maintenance.
 * Money counts pending and valid, non-duplicate leads (the per-write rule).
 */
export async function rebuildRollups(db: Db, campaignIds?: number[]): Promise<void> {
  const only = (col: SQL) =>
    campaignIds
      ? campaignIds.length
        ? sql`and ${col} in (${sql.join(
            campaignIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`and false`
      : sql``;
  await db.execute(sql`
    insert into perf_stats_daily (day, campaign_id, program_id, advertiser_client_id, publisher_client_id, support_id, sub_id,
      clicks, leads, valid_leads, invalid_leads, duplicate_leads, revenue_cents, payout_cents)
    select day, campaign_id, max(program_id), max(advertiser_client_id), publisher_client_id, support_id, sub_id,
      sum(clicks), sum(leads), sum(valid_leads), sum(invalid_leads), sum(duplicate_leads), sum(revenue_cents), sum(payout_cents)
    from (
      select l.day, l.campaign_id, l.program_id, l.advertiser_client_id, l.publisher_client_id, l.support_id, l.sub_id,
        0 as clicks, 1 as leads, (l.status = 'valid')::int as valid_leads, (l.status = 'invalid')::int as invalid_leads,
        l.duplicate::int as duplicate_leads,
        case when not l.duplicate and l.status <> 'invalid' then l.revenue_cents else 0 end as revenue_cents,
        case when not l.duplicate and l.status <> 'invalid' then l.payout_cents else 0 end as payout_cents
      from perf_leads l where true ${only(sql.raw("l.campaign_id"))}
      union all
      select (c.created_at at time zone 'Europe/Paris')::date, c.campaign_id, p.id, p.advertiser_client_id, c.publisher_client_id,
        c.support_id, c.sub_id, 1, 0, 0, 0, 0, 0, 0
      from perf_clicks c join perf_campaigns k on k.id = c.campaign_id join perf_programs p on p.id = k.program_id
      where true ${only(sql.raw("c.campaign_id"))}
    ) x
    group by day, campaign_id, publisher_client_id, support_id, sub_id
    on conflict (day, campaign_id, publisher_client_id, support_id, sub_id) do update set
      program_id = excluded.program_id, advertiser_client_id = excluded.advertiser_client_id,
      clicks = excluded.clicks, leads = excluded.leads, valid_leads = excluded.valid_leads, invalid_leads = excluded.invalid_leads,
      duplicate_leads = excluded.duplicate_leads, revenue_cents = excluded.revenue_cents, payout_cents = excluded.payout_cents`);
}
