import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { billingMonths } from "@/lib/db/schema";
import type { MonthPlatform, MonthStatus } from "@/lib/domain/states";
import { nextMonthStart } from "./month";
import { mongustaveMonthSource } from "./mongustave-source";

type Tx = Pick<Db, "execute" | "select" | "insert">;

/** The month's row, created open on first sight. */
export async function ensureMonth(db: Tx, platform: MonthPlatform, month: string): Promise<MonthStatus> {
  await db.insert(billingMonths).values({ platform, month }).onConflictDoNothing();
  const [m] = await db
    .select({ status: billingMonths.status })
    .from(billingMonths)
    .where(and(eq(billingMonths.platform, platform), eq(billingMonths.month, month)));
  return m!.status;
}

/**
 * Refreshes an open month's lines from their source, keeping each line's adjustment: MyAffil from the
 * daily roll-up (perf_stats_daily; advertiser amount = revenue, publisher amount = payout; valid leads
 * = leads minus invalidated ones), MyCoreg from coreg_monthly_figures, Mon Gustave from its accepted
 * deliveries less confirmed fraud (./mongustave-source.ts). Lines whose source vanished keep
 * their adjustment with zero figures. Does nothing to a validated month (the trigger would refuse).
 */
export async function syncOpenMonth(db: Tx, platform: MonthPlatform, month: string): Promise<MonthStatus> {
  const status = await ensureMonth(db, platform, month);
  if (status !== "open") return status;
  const end = nextMonthStart(month);
  const source =
    platform === "mongustave"
      ? mongustaveMonthSource(month, end)
      : platform === "perf"
        ? sql`
        select 'advertiser' as side, advertiser_client_id as client_id, program_id,
          sum(leads)::int as leads, greatest(sum(leads) - sum(invalid_leads), 0)::int as valid_leads,
          sum(revenue_cents)::bigint as amount_cents
        from perf_stats_daily where day >= ${month}::date and day < ${end}::date
        group by advertiser_client_id, program_id having sum(leads) > 0 or sum(revenue_cents) > 0
        union all
        select 'publisher', publisher_client_id, program_id,
          sum(leads)::int, greatest(sum(leads) - sum(invalid_leads), 0)::int, sum(payout_cents)::bigint
        from perf_stats_daily where day >= ${month}::date and day < ${end}::date
        group by publisher_client_id, program_id having sum(leads) > 0 or sum(payout_cents) > 0`
        : sql`
        select side, client_id, null::int as program_id, leads, valid_leads, amount_cents
        from coreg_monthly_figures where month = ${month}::date`;
  await db.execute(sql`
    with src as (${source})
    insert into billing_month_lines (platform, month, side, client_id, program_id, leads, valid_leads, amount_cents)
    select ${platform}, ${month}::date, side, client_id, program_id, leads, valid_leads, amount_cents from src
    on conflict (platform, month, side, client_id, coalesce(program_id, 0)) do update set
      leads = excluded.leads, valid_leads = excluded.valid_leads, amount_cents = excluded.amount_cents`);
  // A line no longer in the source (all its leads moved or deleted) keeps only its adjustment.
  await db.execute(sql`
    update billing_month_lines l set leads = 0, valid_leads = 0, amount_cents = 0
    where l.platform = ${platform} and l.month = ${month}::date and (l.leads <> 0 or l.amount_cents <> 0)
      and not exists (
        select 1 from (${source}) s
        where s.side = l.side and s.client_id = l.client_id and coalesce(s.program_id, 0) = coalesce(l.program_id, 0))`);
  return status;
}
