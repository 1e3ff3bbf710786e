import { and, desc, eq, sql } from "drizzle-orm";
import { VAT_RATE } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { balanceLedger, prepayments } from "@/lib/db/schema";

export interface Balance {
  /** Cents, excluding VAT: the sum of the ledger. */
  soldeHt: number;
  soldeTtc: number;
  /** Cents, excluding VAT, of the last validated prepayment; null when there is none. */
  lastPrepaiement: number | null;
}

export const withVat = (cents: number) => Math.round(cents * (1 + VAT_RATE));

export async function getBalance(db: Db, userId: number): Promise<Balance> {
  const [[sum], [last]] = await Promise.all([
    db
      .select({ total: sql<string>`coalesce(sum(${balanceLedger.amountCents}), 0)` })
      .from(balanceLedger)
      .where(eq(balanceLedger.userId, userId)),
    db
      .select({ amount: prepayments.amountCents })
      .from(prepayments)
      .where(and(eq(prepayments.userId, userId), eq(prepayments.status, "validated")))
      .orderBy(desc(prepayments.decidedAt), desc(prepayments.id))
      .limit(1),
  ]);
  const soldeHt = Number(sum?.total ?? 0);
  return { soldeHt, soldeTtc: withVat(soldeHt), lastPrepaiement: last ? Number(last.amount) : null };
}
