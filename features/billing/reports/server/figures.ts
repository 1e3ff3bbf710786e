import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { readsOn } from "@/lib/db/reads";
import { rowsOf } from "@/lib/db/rows";
import { REPORT_PLATFORMS, type ReportPlatform } from "@/lib/domain/states";
import { monthsBetween, nextMonth } from "./period";

/** One platform's month, HT cents unless said otherwise. margin = revenue − cost, to the cent. */
export interface MonthFigures {
  /** "YYYY-MM". */
  month: string;
  platform: ReportPlatform;
  revenueCents: number;
  costCents: number;
  marginCents: number;
  invoicedCents: number;
  creditedCents: number;
  /** TTC of invoice payments recorded that month; for Weedo market, the validated prepayments. */
  collectedCents: number;
  paidOutCents: number;
  validated: boolean;
  hasCostData: boolean;
}

type Key = `${ReportPlatform}|${string}`;
const key = (p: string, m: string) => `${p}|${m}` as Key;

/** Sums per platform and month of one grouped statement (platform, month "YYYY-MM", cents). */
async function sums(db: Db, statement: ReturnType<typeof sql>): Promise<Map<Key, number>> {
  const out = new Map<Key, number>();
  for (const r of rowsOf<{ platform: string; month: string; cents: string | number }>(await db.execute(statement)))
    out.set(key(r.platform, r.month), Number(r.cents));
  return out;
}

const paris = (col: string) => sql.raw(`to_char((${col} at time zone 'Europe/Paris'), 'YYYY-MM')`);

/**
 * The live figures of every platform for each month of [from, to] ("YYYY-MM"), from the tables
 * themselves (no cache: the report stores its own copy when generated). The rules, per platform:
 * - MyAffil (perf) and MyCoreg (coreg): revenue is the validated advertiser lines of the month
 *   (amount + adjustment), cost the validated publisher lines, both only once the month is validated
 *   (an open month counts nothing yet); credit notes issued during the month are taken off its revenue
 *   (a validated month is frozen: later corrections land in the month of the credit note).
 * - Mon Gustave: revenue is what was invoiced that month less its credit notes. It has no cost data
 *   yet (its leads and their cost arrive with issue 15): cost 0, has_cost_data false.
 * - Weedo market: revenue is the leads sold that month (ledger sale debits) less the refunds of
 *   accepted invalidations; cost is the promotional credit granted (money given, later spent on
 *   leads). The cost of acquiring the leads is not recorded anywhere yet. Its invoices bill
 *   prepayments (cash), so their credit notes are shown but not taken off the sales.
 * Timestamps are cut into months in Paris time; dates (issue dates, validated months) as they are.
 */
export async function liveFigures(db: Db, from: string, to: string): Promise<MonthFigures[]> {
  const months = monthsBetween(from, to);
  if (!months.length) return [];
  const start = `${months[0]}-01`;
  const end = `${nextMonth(months[months.length - 1]!)}-01`;
  const since = sql`(${start}::timestamp at time zone 'Europe/Paris')`;
  const until = sql`(${end}::timestamp at time zone 'Europe/Paris')`;

  const [lines, validated, invoiced, credited, collected, paidOut, ledger] = await readsOn(db, [
    () =>
      db.execute(sql`
      select l.platform, to_char(l.month, 'YYYY-MM') as month, l.side,
        sum(l.amount_cents + l.adjustment_cents)::bigint as cents
      from billing_month_lines l
      join billing_months m on m.platform = l.platform and m.month = l.month and m.status = 'validated'
      where l.month >= ${start}::date and l.month < ${end}::date
      group by 1, 2, 3`),
    () =>
      db.execute(sql`
      select platform, to_char(month, 'YYYY-MM') as month from billing_months
      where status = 'validated' and month >= ${start}::date and month < ${end}::date`),
    () =>
      sums(
        db,
        sql`select platform, to_char(issue_date, 'YYYY-MM') as month, sum(ht_cents)::bigint as cents from invoices
        where issue_date >= ${start}::date and issue_date < ${end}::date group by 1, 2`,
      ),
    () =>
      sums(
        db,
        sql`select platform, ${paris("issued_at")} as month, sum(ht_cents)::bigint as cents from credit_notes
        where issued_at >= ${since} and issued_at < ${until} group by 1, 2`,
      ),
    () =>
      sums(
        db,
        sql`select platform, ${paris("paid_at")} as month, sum(paid_cents)::bigint as cents from invoices
        where status = 'paid' and paid_at >= ${since} and paid_at < ${until} group by 1, 2`,
      ),
    () =>
      sums(
        db,
        sql`select platform, ${paris("paid_at")} as month, sum(amount_cents)::bigint as cents from publisher_payments
        where status = 'paid' and paid_at >= ${since} and paid_at < ${until} group by 1, 2`,
      ),
    () =>
      db.execute(sql`
      select kind, ${paris("created_at")} as month, sum(amount_cents)::bigint as cents from balance_ledger
      where kind in ('sale', 'refund', 'promo', 'prepayment') and created_at >= ${since} and created_at < ${until}
      group by 1, 2`),
  ]);

  const side = new Map<string, number>();
  for (const r of rowsOf<{ platform: string; month: string; side: string; cents: string }>(lines))
    side.set(`${r.platform}|${r.month}|${r.side}`, Number(r.cents));
  const isValidated = new Set(
    rowsOf<{ platform: string; month: string }>(validated).map((r) => key(r.platform, r.month)),
  );
  const market = new Map<string, number>();
  for (const r of rowsOf<{ kind: string; month: string; cents: string }>(ledger))
    market.set(`${r.kind}|${r.month}`, Number(r.cents));

  const out: MonthFigures[] = [];
  for (const month of months)
    for (const platform of REPORT_PLATFORMS) {
      const k = key(platform, month);
      const inv = invoiced.get(k) ?? 0;
      const cred = credited.get(k) ?? 0;
      let revenue = 0;
      let cost = 0;
      let collectedCents = collected.get(k) ?? 0;
      if (platform === "perf" || platform === "coreg") {
        revenue = (side.get(`${k}|advertiser`) ?? 0) - cred;
        cost = side.get(`${k}|publisher`) ?? 0;
      } else if (platform === "mongustave") {
        revenue = inv - cred;
      } else {
        // Sale debits are negative, refunds positive: what the buyers kept paying for.
        revenue = -(market.get(`sale|${month}`) ?? 0) - (market.get(`refund|${month}`) ?? 0);
        cost = market.get(`promo|${month}`) ?? 0;
        collectedCents = market.get(`prepayment|${month}`) ?? 0;
      }
      out.push({
        month,
        platform,
        revenueCents: revenue,
        costCents: cost,
        marginCents: revenue - cost,
        invoicedCents: inv,
        creditedCents: cred,
        collectedCents,
        paidOutCents: paidOut.get(k) ?? 0,
        validated: platform === "perf" || platform === "coreg" ? isValidated.has(k) : true,
        hasCostData: platform !== "mongustave",
      });
    }
  return out;
}
