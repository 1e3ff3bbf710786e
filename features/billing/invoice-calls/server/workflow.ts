import { and, count, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, invoiceCalls, publisherPayments, users } from "@/lib/db/schema";
import type { InvoiceCallStatus } from "@/lib/domain/states";
import { audit } from "@/lib/security/audit";
import { badInput } from "@/lib/api/errors";
import { currentBankVersion } from "@/features/identity/bank-details/server/save";
import { conflict, notFound } from "@/features/billing/billing-months/server/errors";
import {
  classifyUpload,
  matchInvoice,
  STRUCTURED_REQUIRED_FROM,
  type InvoiceFormat,
  type InvoiceMatch,
} from "@/features/billing/incoming-invoices";
import { companyIdsOf } from "@/lib/domain/company-ids";
import { parisDay } from "@/lib/domain/paris-time";
import { seller } from "@/features/billing/invoices/server/pdf/seller";
import { removeInvoicePdf, storeInvoicePdf } from "./store";

/** Who acts: a publisher acts on its own calls only; an administrator on any. */
export interface Viewer {
  id: number;
  admin: boolean;
  ip?: string | null;
}

/** Ownership in the where-clause: a stranger's call is "not found", like a missing one. */
export const ownCall = (viewer: Viewer, id: number): SQL =>
  viewer.admin ? eq(invoiceCalls.id, id) : and(eq(invoiceCalls.id, id), eq(invoiceCalls.publisherUserId, viewer.id))!;

/** Which state each action starts from (the state machine, in one place). */
export const TRANSITIONS = {
  upload: ["waiting_invoice", "submitted", "refused"],
  accept: ["submitted"],
  refuse: ["submitted"],
  pay: ["receiving"],
} as const satisfies Record<string, readonly InvoiceCallStatus[]>;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockCall(tx: Tx, viewer: Viewer, id: number, action: keyof typeof TRANSITIONS) {
  const [call] = await tx.select().from(invoiceCalls).where(ownCall(viewer, id)).for("update");
  if (!call) throw notFound();
  if (!(TRANSITIONS[action] as readonly string[]).includes(call.status))
    throw conflict(`This invoice call is ${call.status}`, "INVOICE_CALL_STATE");
  return call;
}

/** Files one invoice call keeps at most (5 × INVOICE_MAX_BYTES): a publisher refused that often calls us. */
export const UPLOADS_PER_CALL = 5;

/** How many invoices were uploaded (or received) for the call, from the audit trail that records each. */
async function uploadsOf(tx: Tx, callId: number): Promise<number> {
  const [r] = await tx
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "invoice_call_uploaded"),
        eq(auditLog.targetType, "invoice_call"),
        eq(auditLog.targetId, String(callId)),
      ),
    );
  return Number(r?.n ?? 0);
}

export type UploadOutcome =
  | { code: "OK"; format: InvoiceFormat; match: InvoiceMatch | null }
  | { code: "NOT_PDF" | "NOT_STRUCTURED" | "TOO_MANY_UPLOADS" }
  | { code: "INVALID_XML"; message: string }
  /** A PDF with JavaScript, a launch action or a foreign embedded file: what was found. */
  | { code: "ACTIVE_CONTENT"; found: string };

/**
 * The publisher's invoice for its call, by content: Factur-X (a PDF with its CII XML) or CII XML,
 * read and compared with the call field by field, or a plain PDF (see pdf.ts) until structured
 * invoices are mandatory (STRUCTURED_REQUIRED_FROM). Stored; the call then waits for the
 * administrator's review. A refused invoice is replaced by a new upload.
 */
export async function uploadInvoice(
  db: Db,
  dataDir: string,
  viewer: Viewer,
  input: {
    callId: number;
    bytes: Uint8Array;
    fileName: string;
    now?: Date;
    /** Uploaded by the publisher, or received for it through the e-invoicing platform. */
    source?: "upload" | "platform";
  },
): Promise<UploadOutcome> {
  // Only the publisher invoices its own earnings.
  const owner: Viewer = { ...viewer, admin: false };
  const [visible] = await db.select({ id: invoiceCalls.id }).from(invoiceCalls).where(ownCall(owner, input.callId));
  if (!visible) throw notFound();
  const read = await classifyUpload(input.bytes);
  if ("error" in read) {
    if (read.error === "INVALID_XML") return { code: "INVALID_XML", message: read.message ?? "" };
    if (read.error === "ACTIVE_CONTENT") return { code: "ACTIVE_CONTENT", found: read.message ?? "" };
    return { code: "NOT_PDF" };
  }
  if (read.format === "pdf" && parisDay(input.now ?? new Date()) >= STRUCTURED_REQUIRED_FROM)
    return { code: "NOT_STRUCTURED" };
  // Written once the call is locked in a state that takes an upload, and removed if the transaction
  // fails after: a refused upload leaves no file behind (issue 27).
  let name: string | null = null;
  let match: InvoiceMatch | null = null;
  let full = false;
  try {
    await db.transaction(async (tx) => {
      const call = await lockCall(tx, owner, input.callId, "upload");
      // Every upload is kept (a refused invoice is evidence): their number is what bounds the disk.
      if ((await uploadsOf(tx, input.callId)) >= UPLOADS_PER_CALL) {
        full = true;
        return;
      }
      match = read.summary ? matchInvoice(read.summary, call, await partiesOf(tx, call.publisherUserId)) : null;
      const stored = (name = await storeInvoicePdf(dataDir, input.callId, input.bytes, read.ext));
      await tx
        .update(invoiceCalls)
        .set({
          status: "submitted",
          invoiceFile: stored,
          invoiceFileName: input.fileName.slice(0, 200),
          invoiceUploadedAt: new Date(),
          invoiceFormat: read.format,
          invoiceNumber: match?.number.slice(0, 100) ?? null,
          invoiceMatch: match,
          refusalReason: null,
        })
        .where(eq(invoiceCalls.id, input.callId));
      await audit(tx, {
        actorId: viewer.id,
        ip: viewer.ip,
        action: "invoice_call_uploaded",
        targetType: "invoice_call",
        targetId: String(input.callId),
        details: {
          file: stored,
          bytes: input.bytes.byteLength,
          format: read.format,
          matched: match?.ok ?? null,
          source: input.source ?? "upload",
        },
      });
    });
  } catch (e) {
    if (name) await removeInvoicePdf(dataDir, name);
    throw e;
  }
  if (full) return { code: "TOO_MANY_UPLOADS" };
  return { code: "OK", format: read.format, match };
}

/** The publisher as the portal knows it (its SIREN and VAT number), and us, for the comparison. */
async function partiesOf(tx: Tx, publisherUserId: number) {
  const [u] = await tx
    .select({ siren: users.siren, vatIntra: users.vatIntra })
    .from(users)
    .where(eq(users.id, publisherUserId));
  const s = seller();
  return {
    publisher: u ? companyIdsOf(u) : { siren: null, vatId: null },
    us: { siren: s.siren, vatId: s.vatId },
  };
}

/** Accepts the uploaded invoice: the call is now "receiving" and a waiting payment is opened. */
export async function acceptInvoice(db: Db, admin: Viewer, callId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const call = await lockCall(tx, admin, callId, "accept");
    const [payment] = await tx
      .insert(publisherPayments)
      .values({
        publisherClientId: call.publisherClientId,
        platform: call.platform,
        amountCents: call.amountCents,
        status: "waiting",
        invoiceCallId: callId,
      })
      .returning({ id: publisherPayments.id });
    await tx
      .update(invoiceCalls)
      .set({ status: "receiving", paymentId: payment!.id, decidedBy: admin.id, decidedAt: new Date() })
      .where(eq(invoiceCalls.id, callId));
    await audit(tx, {
      actorId: admin.id,
      ip: admin.ip,
      action: "invoice_call_accepted",
      targetType: "invoice_call",
      targetId: String(callId),
      details: { paymentId: payment!.id, amountCents: call.amountCents },
    });
  });
}

/** Refuses the uploaded invoice with a reason the publisher reads; it may upload another. */
export async function refuseInvoice(db: Db, admin: Viewer, callId: number, reason: string): Promise<void> {
  const why = reason.trim();
  if (why.length < 3 || why.length > 500) throw badInput("A reason is required", { reason: "required" });
  await db.transaction(async (tx) => {
    await lockCall(tx, admin, callId, "refuse");
    await tx
      .update(invoiceCalls)
      .set({ status: "refused", refusalReason: why, decidedBy: admin.id, decidedAt: new Date() })
      .where(eq(invoiceCalls.id, callId));
    await audit(tx, {
      actorId: admin.id,
      ip: admin.ip,
      action: "invoice_call_refused",
      targetType: "invoice_call",
      targetId: String(callId),
      details: { reason: why },
    });
  });
}

/**
 * Records the payment of an accepted call, to the publisher's bank details valid now (the payment
 * row keeps that version). Refused when the publisher has given no bank details.
 */
export async function payInvoiceCall(db: Db, admin: Viewer, callId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const call = await lockCall(tx, admin, callId, "pay");
    const bank = await currentBankVersion(tx, call.publisherUserId);
    if (!bank) throw conflict("The publisher has no bank details", "BANK_DETAILS_MISSING");
    const paidAt = new Date();
    await tx
      .update(publisherPayments)
      .set({ status: "paid", paidAt, bankDetailsVersionId: bank.id })
      .where(and(eq(publisherPayments.id, call.paymentId!), eq(publisherPayments.status, "waiting")));
    await tx.update(invoiceCalls).set({ status: "paid" }).where(eq(invoiceCalls.id, callId));
    await audit(tx, {
      actorId: admin.id,
      ip: admin.ip,
      action: "invoice_call_paid",
      targetType: "invoice_call",
      targetId: String(callId),
      details: { paymentId: call.paymentId, amountCents: call.amountCents, bankDetailsVersionId: bank.id },
    });
  });
}
