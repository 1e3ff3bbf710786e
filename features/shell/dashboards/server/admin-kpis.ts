import { and, eq, gte, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { prepared } from "@/lib/db/prepared";
import { balanceLedger, invoices, prepayments, publisherPayments, users } from "@/lib/db/schema";
import { cents, startOfMonth, startOfToday } from "./period";

export interface PeriodKpis {
  /** Marketplace revenue: the sale debits of the balance ledger, in cents (positive). */
  marketplaceRevenue: number;
  marketplaceSales: number;
  /** Invoices issued to advertisers on every platform, in cents. */
  invoiced: number;
  /** Publisher remuneration requested (perf and coreg), in cents. */
  publisherCosts: number;
  /**
   * Performance and co-registration margin: invoiced on those platforms minus publisher
   * remuneration. Null when the period has neither (nothing to compute it from); marketplace
   * lead purchase costs are not recorded, so the marketplace has no margin yet.
   */
  margin: number | null;
  prepaymentsValidated: number;
  prepaymentsValidatedAmount: number;
  newMembers: number;
}

export interface AdminKpis {
  today: PeriodKpis;
  monthToDate: PeriodKpis;
}

type Period = "today" | "month";
const since: Record<Period, SQL> = { today: startOfToday, month: startOfMonth };

const sumIf = (col: SQL | AnyColumn, at: AnyColumn, p: Period, extra?: SQL) =>
  cents(sql`sum(${col}) filter (where ${at} >= ${since[p]}${extra ? sql` and ${extra}` : sql``})`);
const countIf = (at: AnyColumn, p: Period) => sql<number>`(count(*) filter (where ${at} >= ${since[p]}))::int`;

/**
 * Today's and month-to-date figures across products in one statement: each table is read once with
 * filtered aggregates (one row each), and the five rows are joined side by side, so the page pays
 * one round trip instead of five.
 */
function kpisQuery(db: Db) {
  const debit = sql`-${balanceLedger.amountCents}`;
  const sales = db
    .select({
      today: sumIf(debit, balanceLedger.createdAt, "today").as("sales_today"),
      month: sumIf(debit, balanceLedger.createdAt, "month").as("sales_month"),
      todayN: countIf(balanceLedger.createdAt, "today").as("sales_today_n"),
      monthN: countIf(balanceLedger.createdAt, "month").as("sales_month_n"),
    })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.kind, "sale"), gte(balanceLedger.createdAt, startOfMonth)))
    .as("sales");
  const myaffil = sql`${invoices.platform} in ('perf','coreg')`;
  const billed = db
    .select({
      today: sumIf(invoices.amountCents, invoices.issuedAt, "today").as("billed_today"),
      month: sumIf(invoices.amountCents, invoices.issuedAt, "month").as("billed_month"),
      todayPerf: sumIf(invoices.amountCents, invoices.issuedAt, "today", myaffil).as("billed_today_perf"),
      monthPerf: sumIf(invoices.amountCents, invoices.issuedAt, "month", myaffil).as("billed_month_perf"),
    })
    .from(invoices)
    .where(gte(invoices.issuedAt, startOfMonth))
    .as("billed");
  const paidOut = db
    .select({
      today: sumIf(publisherPayments.amountCents, publisherPayments.requestedAt, "today").as("paid_today"),
      month: sumIf(publisherPayments.amountCents, publisherPayments.requestedAt, "month").as("paid_month"),
      todayN: countIf(publisherPayments.requestedAt, "today").as("paid_today_n"),
      monthN: countIf(publisherPayments.requestedAt, "month").as("paid_month_n"),
    })
    .from(publisherPayments)
    .where(gte(publisherPayments.requestedAt, startOfMonth))
    .as("paid_out");
  const prepaid = db
    .select({
      today: sumIf(prepayments.amountCents, prepayments.decidedAt, "today").as("prepaid_today"),
      month: sumIf(prepayments.amountCents, prepayments.decidedAt, "month").as("prepaid_month"),
      todayN: countIf(prepayments.decidedAt, "today").as("prepaid_today_n"),
      monthN: countIf(prepayments.decidedAt, "month").as("prepaid_month_n"),
    })
    .from(prepayments)
    .where(and(eq(prepayments.status, "validated"), gte(prepayments.decidedAt, startOfMonth)))
    .as("prepaid");
  const members = db
    .select({
      todayN: countIf(users.createdAt, "today").as("members_today_n"),
      monthN: countIf(users.createdAt, "month").as("members_month_n"),
    })
    .from(users)
    .where(and(gte(users.createdAt, startOfMonth), inArray(users.law, ["an", "af"])))
    .as("members");

  return db
    .select({
      salesToday: sales.today,
      salesMonth: sales.month,
      salesTodayN: sales.todayN,
      salesMonthN: sales.monthN,
      billedToday: billed.today,
      billedMonth: billed.month,
      billedTodayPerf: billed.todayPerf,
      billedMonthPerf: billed.monthPerf,
      paidToday: paidOut.today,
      paidMonth: paidOut.month,
      paidTodayN: paidOut.todayN,
      paidMonthN: paidOut.monthN,
      prepaidToday: prepaid.today,
      prepaidMonth: prepaid.month,
      prepaidTodayN: prepaid.todayN,
      prepaidMonthN: prepaid.monthN,
      membersTodayN: members.todayN,
      membersMonthN: members.monthN,
    })
    .from(sales)
    .crossJoin(billed)
    .crossJoin(paidOut)
    .crossJoin(prepaid)
    .crossJoin(members);
}

export async function adminKpis(db: Db): Promise<AdminKpis> {
  const [row] = await prepared(db, "admin-kpis", () => kpisQuery(db)).execute();
  const r = row!;

  const period = (when: Period): PeriodKpis => {
    const today = when === "today";
    const paid = today ? r.paidToday : r.paidMonth;
    const myaffilBilled = today ? r.billedTodayPerf : r.billedMonthPerf;
    const hasMargin = myaffilBilled > 0 || (today ? r.paidTodayN : r.paidMonthN) > 0;
    return {
      marketplaceRevenue: today ? r.salesToday : r.salesMonth,
      marketplaceSales: today ? r.salesTodayN : r.salesMonthN,
      invoiced: today ? r.billedToday : r.billedMonth,
      publisherCosts: paid,
      margin: hasMargin ? myaffilBilled - paid : null,
      prepaymentsValidated: today ? r.prepaidTodayN : r.prepaidMonthN,
      prepaymentsValidatedAmount: today ? r.prepaidToday : r.prepaidMonth,
      newMembers: today ? r.membersTodayN : r.membersMonthN,
    };
  };
  return { today: period("today"), monthToDate: period("month") };
}
