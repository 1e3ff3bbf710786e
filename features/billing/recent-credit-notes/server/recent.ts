import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Once } from "@/lib/api/context";
import { onceBy } from "@/lib/api/once-by";
import { ofClients, type ClientIds } from "@/features/shell/counts/server/client-ids";
import type { Db } from "@/lib/db";
import { creditNotes, invoices } from "@/lib/db/schema";
import type { BillingPlatform } from "@/lib/domain/states";

/** How far back the bell and the dashboard count a credit note as new. */
export const RECENT_CREDIT_NOTE_DAYS = 30;
/** How many the dashboard lists (the invoice screen lists them all, under their invoices). */
export const LISTED_CREDIT_NOTES = 5;

export interface RecentCreditNote {
  id: number;
  number: string;
  platform: BillingPlatform;
  /** The invoice it corrects. */
  invoiceNumber: string;
  /** TTC cents. */
  amount: number;
  issuedAt: Date;
}

export interface RecentCreditNotes {
  count: number;
  total: number;
  items: RecentCreditNote[];
}

/**
 * The advertiser's credit notes of the last RECENT_CREDIT_NOTE_DAYS days on its perf and coreg client
 * ids (the clients of its invoices: the same scope as the invoices to pay), counted, summed and the
 * latest listed in one statement. Once per request and client ids: the bell's count and the
 * dashboard's list are the same read.
 */
export function recentCreditNotesOnce(once: Once, db: Db, ids: ClientIds): Promise<RecentCreditNotes> {
  return onceBy(once, `recent-credit-notes:${ids.perf}:${ids.coreg}`, async () => {
    const clients = ofClients(invoices.platform, invoices.clientId, ids);
    if (!clients) return { count: 0, total: 0, items: [] };
    const since = new Date(Date.now() - RECENT_CREDIT_NOTE_DAYS * 86_400_000);
    const rows = await db
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        platform: creditNotes.platform,
        invoiceNumber: invoices.number,
        amount: sql<number>`${creditNotes.amountCents}::float8`,
        issuedAt: creditNotes.issuedAt,
        count: sql<number>`(count(*) over ())::int`,
        total: sql<number>`(sum(${creditNotes.amountCents}) over ())::float8`,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(and(clients, gte(creditNotes.issuedAt, since)))
      .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.id))
      .limit(LISTED_CREDIT_NOTES);
    return {
      count: rows[0]?.count ?? 0,
      total: rows[0]?.total ?? 0,
      items: rows.map(({ count: _c, total: _t, ...item }) => item),
    };
  });
}
