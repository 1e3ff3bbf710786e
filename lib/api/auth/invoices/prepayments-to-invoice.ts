import { and, asc, eq, gt, notExists, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoices, prepayments, users } from "@/lib/db/schema";
import { clientName } from "@/lib/api/market/prepayments/requests";

export interface PrepaymentToInvoice {
  id: number;
  reference: string | null;
  amountCents: number;
  decidedAt: Date | null;
  userId: number;
  clientId: number;
  clientName: string;
}

/** How many the finance screen lists at once (the oldest first: they are the most overdue). */
export const LISTED_PREPAYMENTS = 10;

/**
 * Validated marketplace prepayments of marketplace clients that have no Weedo market invoice yet:
 * what generatePrepaymentInvoice may still be asked for. Counted and listed in one statement.
 */
export async function prepaymentsToInvoice(
  db: Db,
  limit = LISTED_PREPAYMENTS,
): Promise<{ total: number; rows: PrepaymentToInvoice[] }> {
  const rows = await db
    .select({
      id: prepayments.id,
      reference: prepayments.reference,
      amountCents: prepayments.amountCents,
      decidedAt: prepayments.decidedAt,
      userId: users.id,
      clientId: users.idClienLeadmarket,
      firstName: users.firstName,
      lastName: users.lastName,
      society: users.society,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(prepayments)
    .innerJoin(users, eq(users.id, prepayments.userId))
    .where(
      and(
        eq(prepayments.status, "validated"),
        gt(users.idClienLeadmarket, 0),
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoices)
            .where(eq(invoices.prepaymentId, prepayments.id)),
        ),
      ),
    )
    .orderBy(asc(prepayments.decidedAt), asc(prepayments.id))
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      amountCents: Number(r.amountCents),
      decidedAt: r.decidedAt,
      userId: r.userId,
      clientId: r.clientId,
      clientName: clientName(r),
    })),
  };
}
