import { and, desc, eq, sql } from "drizzle-orm";
import { LOW_BALANCE_RATIO } from "@/lib/constants";
import type { Db } from "../client";
import { balanceLedger, prepayments } from "../schema";
import { buyFreshLeads } from "./market-orders";
import { seededRandom } from "./random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The demo advertiser whose prepaid balance is under the low-balance threshold (multi@weedo.test). */
export const LOW_BALANCE_USER_ID = 7;

/**
 * Spends the user's balance down to about half the low-balance threshold (10 % of the last
 * validated prepayment) with one more purchase of stock leads (real sales with their ledger
 * debits), so that the top bar's indicator blinks for this account.
 */
export async function spendDownToLowBalance(tx: Tx, at: Date, userId = LOW_BALANCE_USER_ID): Promise<void> {
  // One after the other: a transaction is one connection, and node-postgres deprecates sending a
  // statement on a connection still busy with another.
  const [sum] = await tx
    .select({ total: sql<string>`coalesce(sum(${balanceLedger.amountCents}), 0)` })
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId));
  const [last] = await tx
    .select({ amount: prepayments.amountCents })
    .from(prepayments)
    .where(and(eq(prepayments.userId, userId), eq(prepayments.status, "validated")))
    .orderBy(desc(prepayments.decidedAt), desc(prepayments.id))
    .limit(1);
  if (!last) return;
  const target = Math.floor((Number(last.amount) * LOW_BALANCE_RATIO) / 2);
  const spend = Number(sum?.total ?? 0) - target;
  if (spend <= 0) return;
  // Its own generator, so that the main seed's sequence (and the data after it) stays as it was.
  await buyFreshLeads(tx, seededRandom(7_007 + userId), userId, at, spend, "low");
}
