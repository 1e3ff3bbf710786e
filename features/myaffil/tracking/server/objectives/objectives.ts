import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilObjectives } from "@/lib/db/schema";
import type { ObjectiveInput } from "@/lib/validation/tracking";

async function rows<R>(db: Db, q: ReturnType<typeof sql>): Promise<R[]> {
  return ((await db.execute(q)) as unknown as { rows: R[] }).rows;
}

export interface ObjectiveRow {
  advertiserClientId: number;
  society: string;
  targetLeads: number;
  targetRevenue: number;
  leads: number;
  validLeads: number;
  revenue: number;
  payout: number;
}

/** The first and last day of a YYYY-MM month. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last };
}

/**
 * Every advertiser client with a validated program or a target this month: its targets beside
 * the month's actual figures from the daily roll-up.
 */
export async function objectivesOf(db: Db, month: string): Promise<ObjectiveRow[]> {
  const { from, to } = monthBounds(month);
  const list = await rows<Record<string, unknown>>(
    db,
    sql`with clients as (
          select advertiser_client_id as client from perf_programs where validation = 'validated'
          union select advertiser_client_id from perf_objectives where month = ${from}
        ),
        actual as (
          select advertiser_client_id as client, sum(leads) as leads, sum(valid_leads) as valid_leads,
                 sum(revenue_cents) as revenue, sum(payout_cents) as payout
          from perf_stats_daily where day between ${from} and ${to} group by 1
        )
        select c.client,
               coalesce((select u.society from users u where u.id_clien_myaffil = c.client or u.id_clien_myaffil_annonceur = c.client order by u.id limit 1), '') as society,
               coalesce(o.target_leads, 0) as target_leads, coalesce(o.target_revenue_cents, 0)::float8 as target_revenue,
               coalesce(a.leads, 0)::int as leads, coalesce(a.valid_leads, 0)::int as valid_leads,
               coalesce(a.revenue, 0)::float8 as revenue, coalesce(a.payout, 0)::float8 as payout
        from clients c
        left join perf_objectives o on o.advertiser_client_id = c.client and o.month = ${from}
        left join actual a on a.client = c.client
        order by revenue desc, c.client`,
  );
  return list.map((r) => ({
    advertiserClientId: Number(r.client),
    society: String(r.society),
    targetLeads: Number(r.target_leads),
    targetRevenue: Number(r.target_revenue),
    leads: Number(r.leads),
    validLeads: Number(r.valid_leads),
    revenue: Number(r.revenue),
    payout: Number(r.payout),
  }));
}

/** Sets (creates or replaces) one advertiser's targets for one month. */
export async function setObjective(db: Db, input: ObjectiveInput): Promise<void> {
  const month = `${input.month}-01`;
  await db
    .insert(myaffilObjectives)
    .values({
      advertiserClientId: input.advertiserClientId,
      month,
      targetLeads: input.targetLeads,
      targetRevenueCents: input.targetRevenueCents,
    })
    .onConflictDoUpdate({
      target: [myaffilObjectives.advertiserClientId, myaffilObjectives.month],
      set: { targetLeads: input.targetLeads, targetRevenueCents: input.targetRevenueCents },
    });
}

/** Whether a client id is an advertiser of MyAffil (has a program). */
export async function isAdvertiserClient(db: Db, clientId: number): Promise<boolean> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from perf_programs where advertiser_client_id = ${clientId}`,
  );
  return (r?.n ?? 0) > 0;
}

export interface TopRow {
  id: number;
  name: string;
  clicks: number;
  leads: number;
  validLeads: number;
  revenue: number;
  payout: number;
  margin: number;
}

export interface Tops {
  publishers: TopRow[];
  programs: TopRow[];
  daily: { day: string; leads: number; revenue: number; margin: number }[];
}

/** Publishers and programs of a period by revenue (the 100 first of each), and the daily totals. */
export async function topsOf(db: Db, from: string, to: string): Promise<Tops> {
  const figures = sql.raw(`sum(clicks)::int as clicks, sum(leads)::int as leads, sum(valid_leads)::int as valid_leads,
    sum(revenue_cents)::float8 as revenue, sum(payout_cents)::float8 as payout`);
  const map = (r: Record<string, unknown>): TopRow => ({
    id: Number(r.id),
    name: String(r.name ?? ""),
    clicks: Number(r.clicks),
    leads: Number(r.leads),
    validLeads: Number(r.valid_leads),
    revenue: Number(r.revenue),
    payout: Number(r.payout),
    margin: Number(r.revenue) - Number(r.payout),
  });
  const publishers = await rows<Record<string, unknown>>(
    db,
    sql`select s.publisher_client_id as id, ${figures},
               coalesce((select u.society from users u where u.id_clien_myaffil = s.publisher_client_id or u.id_clien_myaffil_editeur = s.publisher_client_id order by u.id limit 1), '') as name
        from perf_stats_daily s where s.day between ${from} and ${to}
        group by s.publisher_client_id order by revenue desc, id limit 100`,
  );
  const programs = await rows<Record<string, unknown>>(
    db,
    sql`select s.program_id as id, ${figures}, max(p.name) as name
        from perf_stats_daily s join perf_programs p on p.id = s.program_id
        where s.day between ${from} and ${to}
        group by s.program_id order by revenue desc, id limit 100`,
  );
  const daily = await rows<Record<string, unknown>>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, sum(leads)::int as leads, sum(revenue_cents)::float8 as revenue, sum(revenue_cents - payout_cents)::float8 as margin
        from perf_stats_daily where day between ${from} and ${to} group by day order by day`,
  );
  return {
    publishers: publishers.map(map),
    programs: programs.map(map),
    daily: daily.map((d) => ({
      day: String(d.day),
      leads: Number(d.leads),
      revenue: Number(d.revenue),
      margin: Number(d.margin),
    })),
  };
}
