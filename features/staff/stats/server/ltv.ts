import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { PAGINATION } from "@/lib/constants";
import { ADVERTISER_CLIENT } from "./top-revenue";

/** At most this many clients go into one CSV export. */
export const LTV_CSV_CAP = 20_000;

export interface LtvClient {
  userId: number;
  name: string;
  society: string;
  /** Sign-up month (Paris), YYYY-MM. */
  cohort: string;
  revenueCents: number;
  marginCents: number;
  monthsActive: number;
}

export interface LtvCohort {
  cohort: string;
  clients: number;
  revenueCents: number;
  marginCents: number;
  /** Lifetime value: revenue per client of the cohort (cents, rounded down). */
  revenuePerClientCents: number;
  marginPerClientCents: number;
  /** Average number of months with revenue, per client of the cohort (one decimal). */
  monthsActive: number;
}

const month = (column: string) => sql.raw(`to_char((${column} at time zone '${TIME_ZONE}'), 'YYYY-MM')`);

/**
 * Every advertiser account (signed up and approved at some point) with its lifetime figures:
 * MyAffil revenue and margin (revenue less the publishers' payout) from the daily roll-up; the
 * marketplace's sales less accepted refunds, whose margin also deducts the lead's source cost shared
 * among its buyers; months active are the months with any revenue on either platform.
 */
const CLIENTS: SQL = sql`
  with perf as (
    select advertiser_client_id as client, to_char(day, 'YYYY-MM') as m,
      sum(revenue_cents)::bigint as revenue, sum(revenue_cents - payout_cents)::bigint as margin
    from perf_stats_daily group by 1, 2),
  market as (
    select s.user_id, ${month("s.created_at")} as m, sum(s.price_cents)::bigint as revenue,
      sum(s.price_cents - coalesce(src.cost_cents, 0) / greatest(l.sold_count, 1))::bigint as margin
    from market_sales s
    join market_leads l on l.id = s.lead_id
    left join market_sources src on src.id = l.source_id
    group by 1, 2
    union all
    select user_id, ${month("created_at")}, -sum(amount_cents)::bigint, -sum(amount_cents)::bigint
    from balance_ledger where kind = 'refund' group by 1, 2),
  clients as (
    select u.id, u.first_name, u.last_name, u.society, ${month("u.created_at")} as cohort, ${ADVERTISER_CLIENT} as perf_client
    from users u
    where (u.law = 'an' or u.id_clien_myaffil_annonceur is not null) and u.approved_at is not null),
  months as (
    select c.id, p.m, p.revenue, p.margin from clients c join perf p on p.client = c.perf_client
    union all
    select c.id, k.m, k.revenue, k.margin from clients c join market k on k.user_id = c.id),
  per_client as (
    select c.id, c.first_name, c.last_name, c.society, c.cohort,
      coalesce(sum(x.revenue), 0)::bigint as revenue, coalesce(sum(x.margin), 0)::bigint as margin,
      count(distinct x.m) filter (where x.revenue > 0)::int as months_active
    from clients c left join months x on x.id = c.id
    group by c.id, c.first_name, c.last_name, c.society, c.cohort)`;

type ClientRaw = {
  id: number;
  first_name: string;
  last_name: string;
  society: string;
  cohort: string;
  revenue: string;
  margin: string;
  months_active: number;
};

const clientOf = (r: ClientRaw): LtvClient => ({
  userId: Number(r.id),
  name: `${r.first_name} ${r.last_name}`.trim(),
  society: r.society,
  cohort: r.cohort,
  revenueCents: Number(r.revenue),
  marginCents: Number(r.margin),
  monthsActive: Number(r.months_active),
});

/** One line per sign-up month, oldest first. */
export async function ltvCohorts(db: Db): Promise<LtvCohort[]> {
  const res = await db.execute(sql`${CLIENTS}
    select cohort, count(*)::int as clients, sum(revenue)::bigint as revenue, sum(margin)::bigint as margin,
      sum(months_active)::int as months
    from per_client group by cohort order by cohort`);
  return rowsOf<{ cohort: string; clients: number; revenue: string; margin: string; months: number }>(res).map((r) => {
    const clients = Number(r.clients);
    return {
      cohort: r.cohort,
      clients,
      revenueCents: Number(r.revenue),
      marginCents: Number(r.margin),
      revenuePerClientCents: Math.floor(Number(r.revenue) / clients),
      marginPerClientCents: Math.floor(Number(r.margin) / clients),
      monthsActive: Math.round((Number(r.months) / clients) * 10) / 10,
    };
  });
}

const cohortWhere = (cohort: string | null | undefined) => (cohort ? sql`where cohort = ${cohort}` : sql``);

/** The clients of one cohort (or all), highest lifetime revenue first, 10 per page. */
export async function ltvClients(
  db: Db,
  cohort: string | null | undefined,
  page = 1,
  pageSize: number = PAGINATION.pageSize,
): Promise<{ total: number; page: number; pageSize: number; items: LtvClient[] }> {
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`${CLIENTS} select count(*)::int as n from per_client ${cohortWhere(cohort)}`),
  );
  const total = Number(count?.n ?? 0);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, Math.ceil(total / pageSize)));
  const res = await db.execute(sql`${CLIENTS}
    select * from per_client ${cohortWhere(cohort)}
    order by revenue desc, id limit ${pageSize} offset ${(current - 1) * pageSize}`);
  return { total, page: current, pageSize, items: rowsOf<ClientRaw>(res).map(clientOf) };
}

/** Every client of the export (one cohort or all), by cohort then revenue, up to the cap. */
export async function ltvClientsForExport(db: Db, cohort: string | null | undefined): Promise<LtvClient[]> {
  const res = await db.execute(sql`${CLIENTS}
    select * from per_client ${cohortWhere(cohort)} order by cohort, revenue desc, id limit ${LTV_CSV_CAP}`);
  return rowsOf<ClientRaw>(res).map(clientOf);
}
