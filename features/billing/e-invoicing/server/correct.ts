import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoiceLines, invoices } from "@/lib/db/schema";
import { audit } from "@/lib/security/audit";
import { buyerOf } from "@/features/billing/invoices/server/buyer";
import { issueCreditNote } from "@/features/billing/invoices/server/credit-notes";
import { conflict, notFound } from "@/features/billing/invoices/server/errors";
import type { Actor } from "@/features/billing/invoices/server/generate";
import { issueInvoice, parisDate } from "@/features/billing/invoices/server/issue";
import { einvoiceDeposits } from "../db";
import { CORRECTABLE_STATUSES } from "../statuses";

/**
 * The corrective path of an invoice the platform rejected or its buyer refused: an issued invoice
 * never changes, so a credit note cancels what remains of it (reason `correction`), then a new
 * invoice with the same lines is issued to the buyer as known today (its SIREN or address fixed
 * meanwhile), naming the one it replaces. One transaction: both documents or neither; an invoice
 * is replaced once.
 */
export async function correctInvoice(db: Db, invoiceId: number, actor: Actor) {
  return db.transaction(async (tx) => {
    const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!inv) throw notFound();
    const [deposit] = await tx
      .select({ status: einvoiceDeposits.status })
      .from(einvoiceDeposits)
      .where(eq(einvoiceDeposits.invoiceId, invoiceId));
    if (!deposit || !CORRECTABLE_STATUSES.includes(deposit.status))
      throw conflict("Only an invoice the platform rejected or its buyer refused is corrected", "NOT_CORRECTABLE");
    const [replaced] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.replacesInvoiceId, invoiceId));
    if (replaced) throw conflict(`Already replaced by ${replaced.number}`, "ALREADY_CORRECTED");
    if (inv.paidCents > 0) throw conflict("A paid invoice is not corrected this way", "ALREADY_PAID");
    const note = await issueCreditNote(
      tx,
      {
        invoiceId,
        htCents: null,
        reason: "correction",
        comment: `Remplacée après ${deposit.status === "rejected" ? "rejet" : "refus"}`,
      },
      actor,
    ).catch((err: unknown) => {
      // Already credited down to nothing: there is nothing left to cancel, only to reissue.
      if ((err as { extensions?: { code?: string } }).extensions?.code === "CREDIT_EXCEEDS_INVOICE") return null;
      throw err;
    });
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.position));
    const issued = await issueInvoice(tx, {
      platform: inv.platform,
      clientId: inv.clientId,
      buyer: await buyerOf(tx, inv.platform, inv.clientId),
      lines: lines.map((l) => ({ label: l.label, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
      source: inv.source,
      sourceMonth: inv.sourceMonth,
      prepaymentId: inv.prepaymentId,
      replacesInvoiceId: inv.id,
      issueDate: parisDate(),
      actorId: actor.id,
      ip: actor.ip,
    });
    await audit(tx, {
      actorId: actor.id,
      action: "invoice_corrected",
      ip: actor.ip,
      targetType: "invoice",
      targetId: String(inv.id),
      details: {
        number: inv.number,
        creditNote: note?.number ?? null,
        replacement: issued.number,
        status: deposit.status,
      },
    });
    return { creditNote: note, invoice: issued };
  });
}
