import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  myaffilCampaigns as c,
  myaffilPrograms as p,
  myaffilShoots as s,
  myaffilStatsDaily as d,
  myaffilSupports as sp,
} from "@/lib/db/schema";
import { visibility, type StatsScope } from "./scope";

/** Days after the send counted for a shoot (the send day plus these). */
export const SHOOT_WINDOW_DAYS = 6;

export interface ShootStatsRow {
  id: number;
  campaignId: number;
  campaignName: string;
  programName: string;
  publisherClientId: number;
  supportId: number;
  supportName: string | null;
  scheduledAt: Date;
  /** Paris day of the send. */
  day: string;
  state: string;
  volume: number;
  sent: number;
  opens: number;
  clicks: number;
  leads: number;
  validLeads: number;
  revenue: number | null;
  payout: number | null;
}

const TZ = sql.raw(`'Europe/Paris'`);

/**
 * Each shoot with its reported sends and opens, and the clicks and leads of its campaign on its
 * support from the send day to six days later (daily roll-up).
 */
export async function shootStats(
  db: Db,
  scope: StatsScope,
  opts: { campaignId?: number | null; from?: string | null; to?: string | null },
): Promise<ShootStatsRow[]> {
  const day = sql`(${s.scheduledAt} at time zone ${TZ})::date`;
  const where: SQL[] = [sql`true`];
  if (opts.campaignId != null) where.push(sql`${s.campaignId} = ${opts.campaignId}`);
  if (opts.from) where.push(sql`${day} >= ${opts.from}::date`);
  if (opts.to) where.push(sql`${day} <= ${opts.to}::date`);
  if (scope.role === "publisher") where.push(sql`${s.publisherClientId} = ${scope.publisherClientId}`);
  if (scope.role === "advertiser") where.push(sql`${p.advertiserClientId} = ${scope.advertiserClientId}`);
  const res = await db.execute(sql`
    select ${s.id} as id, ${s.campaignId} as campaign_id, ${c.name} as campaign_name, ${p.name} as program_name,
      ${s.publisherClientId} as publisher_client_id, ${s.supportId} as support_id, ${sp.name} as support_name,
      ${s.scheduledAt} as scheduled_at, to_char(${day}, 'YYYY-MM-DD') as day, ${s.state} as state, ${s.volume} as volume,
      ${s.sent} as sent, ${s.opens} as opens,
      coalesce(x.clicks, 0) as clicks, coalesce(x.leads, 0) as leads, coalesce(x.valid_leads, 0) as valid_leads,
      coalesce(x.revenue, 0) as revenue, coalesce(x.payout, 0) as payout
    from ${s}
    join ${c} on ${c.id} = ${s.campaignId}
    join ${p} on ${p.id} = ${c.programId}
    left join ${sp} on ${sp.id} = ${s.supportId}
    left join lateral (
      select sum(${d.clicks})::float8 as clicks, sum(${d.leads})::float8 as leads, sum(${d.validLeads})::float8 as valid_leads,
        sum(${d.revenueCents})::float8 as revenue, sum(${d.payoutCents})::float8 as payout
      from ${d}
      where ${d.campaignId} = ${s.campaignId} and ${d.supportId} = ${s.supportId} and ${d.publisherClientId} = ${s.publisherClientId}
        and ${d.day} >= ${day} and ${d.day} <= ${day} + ${sql.raw(String(SHOOT_WINDOW_DAYS))}
    ) x on true
    where ${sql.join(where, sql` and `)}
    order by ${s.scheduledAt} desc, ${s.id} desc
    limit 2000`);
  const v = visibility(scope.role);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: Number(r.id),
    campaignId: Number(r.campaign_id),
    campaignName: String(r.campaign_name),
    programName: String(r.program_name),
    publisherClientId: Number(r.publisher_client_id),
    supportId: Number(r.support_id),
    supportName: r.support_name == null ? null : String(r.support_name),
    scheduledAt: new Date(r.scheduled_at as string | Date),
    day: String(r.day),
    state: String(r.state),
    volume: Number(r.volume),
    sent: Number(r.sent),
    opens: Number(r.opens),
    clicks: Number(r.clicks),
    leads: Number(r.leads),
    validLeads: Number(r.valid_leads),
    revenue: v.revenue ? Number(r.revenue) : null,
    payout: v.payout ? Number(r.payout) : null,
  }));
}
