import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoiceCounters } from "@/lib/db/schema";
import type { BillingPlatform } from "@/lib/domain/states";

/** Number prefixes per platform, as the existing invoices use them (MA-000042). */
export const INVOICE_PREFIX: Record<BillingPlatform, string> = {
  perf: "MA",
  coreg: "MC",
  mongustave: "MG",
  market: "WM",
};

export type DocumentKind = "invoice" | "credit_note";

export function formatNumber(platform: BillingPlatform, kind: DocumentKind, seq: number): string {
  const n = `${INVOICE_PREFIX[platform]}-${String(seq).padStart(6, "0")}`;
  return kind === "invoice" ? n : `AV-${n}`;
}

/** A transaction or the database: numbering must run inside the document's own transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The next number of a platform's sequence, taken inside the caller's transaction: the counter row is
 * incremented in place (its row lock makes concurrent issuers wait for each other), and a transaction
 * that rolls back gives its number back. Hence no gap and no duplicate, on PostgreSQL and PGlite.
 */
export async function nextNumber(
  tx: Tx,
  platform: BillingPlatform,
  kind: DocumentKind,
): Promise<{ seq: number; number: string }> {
  // The row exists after the migration; created here for a platform added later.
  await tx.insert(invoiceCounters).values({ platform, kind, last: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(and(eq(invoiceCounters.platform, platform), eq(invoiceCounters.kind, kind)))
    .returning({ last: invoiceCounters.last });
  const seq = row!.last;
  return { seq, number: formatNumber(platform, kind, seq) };
}
