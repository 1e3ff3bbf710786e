import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoiceCalls, users } from "@/lib/db/schema";
import { logger } from "@/lib/logger";
import { uploadInvoice } from "@/features/billing/invoice-calls/server/workflow";
import type { EinvoicingPlatform } from "@/features/billing/e-invoicing/server/platform";
import { conflict, notFound } from "@/features/billing/invoices/server/errors";
import { audit } from "@/lib/security/audit";
import { einvoiceInbox } from "../db";
import { INBOX_REASONS, type InboxStatus } from "../formats";
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
    const bytes = doc.pdf ?? new TextEncoder().encode(doc.xml);
    const filed = await fileOne(db, bytes, doc.filename, dataDir);
    report[filed.status]++;
    await db.insert(einvoiceInbox).values({
      ref: doc.ref,
      filename: doc.filename.slice(0, 200),
      ...filed,
      document: filed.status === "matched" ? null : Buffer.from(bytes),
      cursor: i === documents.length - 1 ? cursor : null,
    });
  }
  return report;
}

/**
 * An administrator files a kept document again, once what stopped it is fixed (the publisher's
 * SIREN on its member page, a call opened): the same search and checks as at reception. Refused for
 * a document already filed (ALREADY_MATCHED); audited.
 */
export async function refileInbox(db: Db, id: number, dataDir: string, actor: { id: number; ip?: string | null }) {
  const [row] = await db.select().from(einvoiceInbox).where(eq(einvoiceInbox.id, id));
  if (!row) throw notFound();
  if (row.status === "matched" || !row.document) throw conflict("This invoice is filed already", "ALREADY_MATCHED");
  const filed = await fileOne(db, new Uint8Array(row.document), row.filename, dataDir);
  await db.transaction(async (tx) => {
    await tx
      .update(einvoiceInbox)
      .set({ ...filed, document: filed.status === "matched" ? null : row.document })
      // A concurrent refile that filed it first is not undone by this one's "no call waiting".
      .where(and(eq(einvoiceInbox.id, id), ne(einvoiceInbox.status, "matched")));
    await audit(tx, {
      actorId: actor.id,
      action: "einvoice_inbox_refiled",
      ip: actor.ip,
      targetType: "einvoice_inbox",
      targetId: String(id),
      details: { ref: row.ref, status: filed.status, reason: filed.reason },
    });
  });
  return filed;
}

async function fileOne(db: Db, bytes: Uint8Array, filename: string, dataDir: string) {
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
  if (!s.seller.siren) return out("unmatched", INBOX_REASONS.noSiren, known);
  const publishers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siren, s.seller.siren), eq(users.law, "af")));
  if (!publishers.length) return out("unmatched", `${INBOX_REASONS.noPublisher}${s.seller.siren}`, known);
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
  if (!call) return out("unmatched", INBOX_REASONS.noCall, known);
  try {
    const outcome = await uploadInvoice(
      db,
      dataDir,
      { id: call.owner, admin: false },
      { callId: call.id, bytes, fileName: filename, source: "platform" },
    );
    // Refused by the call's own checks (its quota of files, say): kept here, with its file.
    if (outcome.code !== "OK") return out("unmatched", INBOX_REASONS.callClosed, known);
  } catch (err) {
    logger.warn({ err, file: filename }, "incoming e-invoice could not be attached");
    return out("unmatched", INBOX_REASONS.callClosed, known);
  }
  return out("matched", null, { ...known, callId: call.id });
}
