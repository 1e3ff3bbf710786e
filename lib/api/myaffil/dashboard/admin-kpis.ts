import { and, eq, gte, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
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

/** Today's and month-to-date figures across products, each table read once with filtered aggregates. */
export async function adminKpis(db: Db): Promise<AdminKpis> {
  const sumIf = (col: SQL | AnyColumn, at: AnyColumn, p: Period, extra?: SQL) =>
    cents(sql`sum(${col}) filter (where ${at} >= ${since[p]}${extra ? sql` and ${extra}` : sql``})`);
  const countIf = (at: AnyColumn, p: Period) => sql<number>`(count(*) filter (where ${at} >= ${since[p]}))::int`;

  const [[sales], [billed], [paidOut], [prepaid], [members]] = await Promise.all([
    db
      .select({
        today: sumIf(sql`-${balanceLedger.amountCents}`, balanceLedger.createdAt, "today"),
        month: sumIf(sql`-${balanceLedger.amountCents}`, balanceLedger.createdAt, "month"),
        todayN: countIf(balanceLedger.createdAt, "today"),
        monthN: countIf(balanceLedger.createdAt, "month"),
      })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.kind, "sale"), gte(balanceLedger.createdAt, startOfMonth))),
    db
      .select({
        today: sumIf(invoices.amountCents, invoices.issuedAt, "today"),
        month: sumIf(invoices.amountCents, invoices.issuedAt, "month"),
        todayPerf: sumIf(
          invoices.amountCents,
          invoices.issuedAt,
          "today",
          sql`${invoices.platform} in ('perf','coreg')`,
        ),
        monthPerf: sumIf(
          invoices.amountCents,
          invoices.issuedAt,
          "month",
          sql`${invoices.platform} in ('perf','coreg')`,
        ),
        todayN: countIf(invoices.issuedAt, "today"),
        monthN: countIf(invoices.issuedAt, "month"),
      })
      .from(invoices)
      .where(gte(invoices.issuedAt, startOfMonth)),
    db
      .select({
        today: sumIf(publisherPayments.amountCents, publisherPayments.requestedAt, "today"),
        month: sumIf(publisherPayments.amountCents, publisherPayments.requestedAt, "month"),
        todayN: countIf(publisherPayments.requestedAt, "today"),
        monthN: countIf(publisherPayments.requestedAt, "month"),
      })
      .from(publisherPayments)
      .where(gte(publisherPayments.requestedAt, startOfMonth)),
    db
      .select({
        today: sumIf(prepayments.amountCents, prepayments.decidedAt, "today"),
        month: sumIf(prepayments.amountCents, prepayments.decidedAt, "month"),
        todayN: countIf(prepayments.decidedAt, "today"),
        monthN: countIf(prepayments.decidedAt, "month"),
      })
      .from(prepayments)
      .where(and(eq(prepayments.status, "validated"), gte(prepayments.decidedAt, startOfMonth))),
    db
      .select({ todayN: countIf(users.createdAt, "today"), monthN: countIf(users.createdAt, "month") })
      .from(users)
      .where(and(gte(users.createdAt, startOfMonth), inArray(users.law, ["an", "af"]))),
  ]);

  const period = (p: Period): PeriodKpis => {
    const k = p === "today" ? "today" : "month";
    const n = p === "today" ? "todayN" : "monthN";
    const myaffilBilled = p === "today" ? billed!.todayPerf : billed!.monthPerf;
    const hasMargin = myaffilBilled > 0 || paidOut![n] > 0;
    return {
      marketplaceRevenue: sales![k],
      marketplaceSales: sales![n],
      invoiced: billed![k],
      publisherCosts: paidOut![k],
      margin: hasMargin ? myaffilBilled - paidOut![k] : null,
      prepaymentsValidated: prepaid![n],
      prepaymentsValidatedAmount: prepaid![k],
      newMembers: members![n],
    };
  };
  return { today: period("today"), monthToDate: period("month") };
}
