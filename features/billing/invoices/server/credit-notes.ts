import { and, eq, sql } from "drizzle-orm";
import { creditedSum, dueOf } from "@/features/billing/amounts-due";
import type { Db } from "@/lib/db";
import { creditNotes, invoices } from "@/lib/db/schema";
import type { CreditNoteReason } from "@/lib/domain/states";
import { audit } from "@/lib/security/audit";
import { storeIssuedDocument } from "@/features/billing/issued-documents";
import { queueDeposit } from "@/features/billing/e-invoicing";
import { conflict, notFound } from "./errors";
import type { Actor } from "./generate";
import { vatOf } from "./money";
import { nextNumber, type Tx } from "./numbering";

export interface CreditNoteInput {
  invoiceId: number;
  /** HT cents to credit; null: everything that remains of the invoice. */
  htCents: number | null;
  reason: CreditNoteReason;
  comment: string;
}

export interface IssuedCreditNote {
  id: number;
  number: string;
  invoiceId: number;
  htCents: number;
  vatCents: number;
  amountCents: number;
}

/** What remains creditable of an invoice: its totals less its credit notes. */
export async function remainingOf(db: Pick<Db, "select">, invoiceId: number) {
  const [r] = await db
    .select({
      htCents: sql<number>`(${invoices.htCents} - ${creditedSum("ht_cents")})::bigint`.mapWith(Number),
      vatCents: sql<number>`(${invoices.vatCents} - ${creditedSum("vat_cents")})::bigint`.mapWith(Number),
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return r ?? null;
}

/**
 * Issues a credit note on an invoice (all or part of it), with its PDF and XML, without touching the
 * invoice or its document. The invoice row is locked first (FOR UPDATE), so concurrent credit notes
 * on one invoice are decided one after the other against what remains: together they never exceed
 * the invoice. VAT: the line rule on the credited HT, except that crediting everything that remains
 * credits the remaining VAT exactly (so a fully credited invoice nets to zero to the cent), and never
 * more VAT than remains.
 */
export async function issueCreditNote(db: Db | Tx, input: CreditNoteInput, actor: Actor): Promise<IssuedCreditNote> {
  return db.transaction(async (tx) => {
    const [inv] = await tx
      .select({ id: invoices.id, platform: invoices.platform, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, input.invoiceId))
      .for("update");
    if (!inv) throw notFound();
    const remaining = (await remainingOf(tx, inv.id))!;
    const htCents = input.htCents ?? remaining.htCents;
    if (!Number.isSafeInteger(htCents) || htCents <= 0 || htCents > remaining.htCents) {
      throw conflict("A credit note cannot exceed what remains of its invoice", "CREDIT_EXCEEDS_INVOICE");
    }
    const vatCents = htCents === remaining.htCents ? remaining.vatCents : Math.min(vatOf(htCents), remaining.vatCents);
    const { seq, number } = await nextNumber(tx, inv.platform, "credit_note");
    const [row] = await tx
      .insert(creditNotes)
      .values({
        invoiceId: inv.id,
        platform: inv.platform,
        number,
        seq,
        reason: input.reason,
        comment: input.comment.trim(),
        htCents,
        vatCents,
        amountCents: htCents + vatCents,
        createdBy: actor.id,
      })
      .returning({ id: creditNotes.id });
    const doc = await storeIssuedDocument(tx, "credit_note", row!.id);
    await queueDeposit(tx, "credit_note", row!.id, {
      number,
      issueDate: doc.issueDate,
      buyerCountry: doc.buyer.postal.country,
    });
    await audit(tx, {
      actorId: actor.id,
      action: "credit_note_issued",
      ip: actor.ip,
      targetType: "invoice",
      targetId: String(inv.id),
      details: { number, invoice: inv.number, htCents, vatCents, reason: input.reason },
    });
    // Credited down to nothing: the invoice asks for no payment any more (and gets no reminder).
    const [settled] = await tx
      .update(invoices)
      .set({ status: "paid", paidAt: new Date(), paidBy: actor.id, paymentReference: number })
      .where(and(eq(invoices.id, inv.id), eq(invoices.status, "receiving"), sql`${dueOf()} = 0`))
      .returning({ id: invoices.id });
    if (settled)
      await audit(tx, {
        actorId: actor.id,
        action: "invoice_settled",
        ip: actor.ip,
        targetType: "invoice",
        targetId: String(inv.id),
        details: { number: inv.number, creditNote: number },
      });
    return { id: row!.id, number, invoiceId: inv.id, htCents, vatCents, amountCents: htCents + vatCents };
  });
}
