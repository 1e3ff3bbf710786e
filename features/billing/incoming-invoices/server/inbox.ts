import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoiceCalls, users } from "@/lib/db/schema";
import { logger } from "@/lib/logger";
import { uploadInvoice } from "@/lib/api/auth/invoice-calls/workflow";
import type { EinvoicingPlatform, IncomingDocument } from "@/features/billing/e-invoicing/server/platform";
import { einvoiceInbox } from "../db";
import type { InboxStatus } from "../formats";
import { classifyUpload } from "./classify";

/** The states in which a call takes an invoice from the platform (a submitted one already has one). */
const TAKES_INVOICE = ["waiting_invoice", "refused"] as const;

export interface InboxReport {
  received: number;
  matched: number;
  unmatched: number;
  unreadable: number;
}

/**
 * Pulls the invoices suppliers addressed to us through the platform since the last pull and files
 * each against the invoice call it answers: the publisher is found by the seller's SIREN (BT-30),
 * the call among its calls still waiting for an invoice (the one owing the invoice's HT first, else
 * the oldest), and the invoice is attached as if the publisher had uploaded it (same checks, same
 * comparison). What cannot be filed is kept with the reason; a document is filed once.
 */
export async function pullInbox(db: Db, platform: EinvoicingPlatform, dataDir: string): Promise<InboxReport> {
  const report: InboxReport = { received: 0, matched: 0, unmatched: 0, unreadable: 0 };
  const [last] = await db
    .select({ cursor: einvoiceInbox.cursor })
    .from(einvoiceInbox)
    .where(isNotNull(einvoiceInbox.cursor))
    .orderBy(desc(einvoiceInbox.id))
    .limit(1);
  const { documents, cursor } = await platform.inbox(last?.cursor ?? null);
  const seen = new Set(
    documents.length
      ? (
          await db
            .select({ ref: einvoiceInbox.ref })
            .from(einvoiceInbox)
            .where(
              inArray(
                einvoiceInbox.ref,
                documents.map((d) => d.ref),
              ),
            )
        ).map((r) => r.ref)
      : [],
  );
  for (const [i, doc] of documents.entries()) {
    if (seen.has(doc.ref)) continue;
    report.received++;
    const filed = await fileOne(db, doc, dataDir);
    report[filed.status]++;
    await db.insert(einvoiceInbox).values({
      ref: doc.ref,
      filename: doc.filename.slice(0, 200),
      ...filed,
      cursor: i === documents.length - 1 ? cursor : null,
    });
  }
  return report;
}

async function fileOne(db: Db, doc: IncomingDocument, dataDir: string) {
  const bytes = doc.pdf ?? new TextEncoder().encode(doc.xml);
  const read = await classifyUpload(bytes);
  const out = (status: InboxStatus, reason: string | null, extra: Partial<typeof einvoiceInbox.$inferInsert> = {}) => ({
    status,
    reason,
    ...extra,
  });
  if ("error" in read || !read.summary)
    return out("unreadable", "error" in read ? (read.message ?? read.error) : "no XML");
  const s = read.summary;
  const known = { format: read.format, number: s.number, sellerSiren: s.seller.siren, htCents: s.htCents };
  if (!s.seller.siren) return out("unmatched", "no seller SIREN (BT-30)", known);
  const publishers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siren, s.seller.siren), eq(users.law, "af")));
  if (!publishers.length) return out("unmatched", `no publisher with SIREN ${s.seller.siren}`, known);
  const [call] = await db
    .select({ id: invoiceCalls.id, owner: invoiceCalls.publisherUserId })
    .from(invoiceCalls)
    .where(
      and(
        inArray(
          invoiceCalls.publisherUserId,
          publishers.map((p) => p.id),
        ),
        inArray(invoiceCalls.status, [...TAKES_INVOICE]),
      ),
    )
    .orderBy(
      sql`(${invoiceCalls.amountCents} = ${s.htCents ?? -1}) desc`,
      asc(invoiceCalls.month),
      asc(invoiceCalls.id),
    )
    .limit(1);
  if (!call) return out("unmatched", "no invoice call waiting for an invoice", known);
  try {
    await uploadInvoice(
      db,
      dataDir,
      { id: call.owner, admin: false },
      { callId: call.id, bytes, fileName: doc.filename, source: "platform" },
    );
  } catch (err) {
    logger.warn({ err, ref: doc.ref }, "incoming e-invoice could not be attached");
    return out("unmatched", "the call no longer takes an invoice", known);
  }
  return out("matched", null, { ...known, callId: call.id });
}
