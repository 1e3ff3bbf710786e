import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { balanceLedger, marketBalances, marketInvalidations, marketSales, prepayments, users } from "@/lib/db/schema";
import { dayOf, daysBetween, onOrAfter, onOrBefore } from "../ledger/days";
import { clientName } from "../prepayments/requests";

export interface ClientStatsRow {
  userId: number;
  clientName: string;
  email: string;
  /** Sale debits in the range (positive cents). */
  spendCents: number;
  /** Refunds of accepted invalidations in the range. */
  refundCents: number;
  leadsBought: number;
  invalidations: number;
  acceptedInvalidations: number;
  /** invalidation requests / leads bought, 0–1. */
  invalidationRate: number;
  balanceCents: number;
  lastTopUpCents: number | null;
  lastTopUpAt: string | null;
}

export interface ClientStats {
  rows: ClientStatsRow[];
  daily: { day: string; spendCents: number; refundCents: number }[];
}

/** Per marketplace client over a range of Paris days: spend, leads bought, invalidations, balance, last top-up. */
export async function clientStats(db: Db, from: string, to: string): Promise<ClientStats> {
  const inRange = (col: Parameters<typeof onOrAfter>[0]) => and(onOrAfter(col, from), onOrBefore(col, to));
  const [clients, ledger, balances, sales, invs, tops, daily] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        society: users.society,
        email: users.email,
      })
      .from(users)
      .where(
        sql`${users.idClienLeadmarket} > 0 or exists (select 1 from ${balanceLedger} where ${balanceLedger.userId} = ${users.id})`,
      ),
    db
      .select({
        userId: balanceLedger.userId,
        spend: sql<string>`coalesce(-sum(${balanceLedger.amountCents}) filter (where ${balanceLedger.kind} = 'sale'), 0)`,
        refund: sql<string>`coalesce(sum(${balanceLedger.amountCents}) filter (where ${balanceLedger.kind} = 'refund'), 0)`,
      })
      .from(balanceLedger)
      .where(inRange(balanceLedger.createdAt))
      .groupBy(balanceLedger.userId),
    // Balances are rows kept with the ledger (market_balances), not a sum over its history.
    db.select({ userId: marketBalances.userId, total: marketBalances.balanceCents }).from(marketBalances),
    db
      .select({ userId: marketSales.userId, n: sql<number>`count(*)::int` })
      .from(marketSales)
      .where(inRange(marketSales.createdAt))
      .groupBy(marketSales.userId),
    db
      .select({
        userId: marketInvalidations.userId,
        n: sql<number>`count(*)::int`,
        accepted: sql<number>`(count(*) filter (where ${marketInvalidations.outcome} = 'accepted'))::int`,
      })
      .from(marketInvalidations)
      .where(inRange(marketInvalidations.createdAt))
      .groupBy(marketInvalidations.userId),
    db
      .selectDistinctOn([prepayments.userId], {
        userId: prepayments.userId,
        amount: prepayments.amountCents,
        at: prepayments.decidedAt,
      })
      .from(prepayments)
      .where(eq(prepayments.status, "validated"))
      .orderBy(prepayments.userId, desc(prepayments.decidedAt), desc(prepayments.id)),
    db
      .select({
        day: dayOf(balanceLedger.createdAt),
        spend: sql<string>`coalesce(-sum(${balanceLedger.amountCents}) filter (where ${balanceLedger.kind} = 'sale'), 0)`,
        refund: sql<string>`coalesce(sum(${balanceLedger.amountCents}) filter (where ${balanceLedger.kind} = 'refund'), 0)`,
      })
      .from(balanceLedger)
      .where(and(inRange(balanceLedger.createdAt), inArray(balanceLedger.kind, ["sale", "refund"])))
      .groupBy(sql`1`),
  ]);
  const by = <T extends { userId: number }>(rows: T[]) => new Map(rows.map((r) => [r.userId, r]));
  const L = by(ledger),
    B = by(balances),
    S = by(sales),
    I = by(invs),
    P = by(tops);
  const rows = clients
    .map((c): ClientStatsRow => {
      const leadsBought = Number(S.get(c.id)?.n ?? 0);
      const invalidations = Number(I.get(c.id)?.n ?? 0);
      const top = P.get(c.id);
      return {
        userId: c.id,
        clientName: clientName(c),
        email: c.email,
        spendCents: Number(L.get(c.id)?.spend ?? 0),
        refundCents: Number(L.get(c.id)?.refund ?? 0),
        leadsBought,
        invalidations,
        acceptedInvalidations: Number(I.get(c.id)?.accepted ?? 0),
        invalidationRate: leadsBought ? invalidations / leadsBought : 0,
        balanceCents: Number(B.get(c.id)?.total ?? 0),
        lastTopUpCents: top ? Number(top.amount) : null,
        lastTopUpAt: top?.at ? new Date(top.at).toISOString() : null,
      };
    })
    .sort((a, b) => b.spendCents - a.spendCents || a.clientName.localeCompare(b.clientName));
  const D = new Map(daily.map((d) => [d.day, d]));
  return {
    rows,
    daily: daysBetween(from, to).map((day) => ({
      day,
      spendCents: Number(D.get(day)?.spend ?? 0),
      refundCents: Number(D.get(day)?.refund ?? 0),
    })),
  };
}
