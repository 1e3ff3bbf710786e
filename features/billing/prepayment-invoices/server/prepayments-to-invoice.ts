import { and, asc, eq, gt, ilike, notExists, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoices, prepayments, users } from "@/lib/db/schema";
import { clientName } from "@/features/market/money/server/prepayments/requests";

export interface PrepaymentToInvoice {
  id: number;
  reference: string | null;
  amountCents: number;
  decidedAt: Date | null;
  userId: number;
  clientId: number;
  clientName: string;
}

/** A page of the finance screen's list (the oldest first: they are the most overdue). */
export const LISTED_PREPAYMENTS = 10;

/**
 * Validated marketplace prepayments of marketplace clients that have no Weedo market invoice yet:
 * what generatePrepaymentInvoice may still be asked for, a page at a time, filtered by client name,
 * reference or client id. Counted and listed in one statement.
 */
export async function prepaymentsToInvoice(
  db: Db,
  { page = 1, search = "" }: { page?: number; search?: string } = {},
): Promise<{ total: number; page: number; rows: PrepaymentToInvoice[] }> {
  const q = search.trim();
  const like = `%${q}%`;
  const p = Math.max(1, page);
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
        q
          ? or(
              ilike(users.society, like),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
              ilike(prepayments.reference, like),
              sql`${users.idClienLeadmarket}::text = ${q}`,
            )
          : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(invoices)
            .where(eq(invoices.prepaymentId, prepayments.id)),
        ),
      ),
    )
    .orderBy(asc(prepayments.decidedAt), asc(prepayments.id))
    .limit(LISTED_PREPAYMENTS)
    .offset((p - 1) * LISTED_PREPAYMENTS);
  // Past the last page the window count is not there: count alone.
  const total = rows[0]?.total ?? (p > 1 ? (await prepaymentsToInvoice(db, { page: 1, search })).total : 0);
  return {
    total,
    page: p,
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
