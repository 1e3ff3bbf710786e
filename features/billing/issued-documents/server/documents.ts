import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { creditNotes, invoices, prepayments } from "@/lib/db/schema";
import { buyerOf, type BuyerPostal } from "@/features/billing/invoices/server/buyer";
import type { Tx } from "@/features/billing/invoices/server/numbering";
import { creditNoteDetail, invoiceDetail } from "@/features/billing/invoices/server/queries";
import type { CiiDocument } from "@/features/billing/invoices/server/pdf/cii-xml";
import { frDate } from "@/features/billing/invoices/server/pdf/render";
import { seller } from "@/features/billing/invoices/server/pdf/seller";
import { parisDay } from "@/lib/domain/paris-time";
import { deductionsNote, deductionsOf } from "@/features/billing/market-settlement/server/deductions";

const REASONS: Record<string, string> = {
  invalidation: "invalidations acceptées après facturation",
  gesture: "geste commercial",
  correction: "facture annulée et remplacée",
};

/**
 * The buyer's address in an e-invoice's fields, as frozen at issue; an invoice issued before the
 * fields were kept apart has its one line (and the country its clients had: France).
 */
function postalOf(inv: {
  buyerAddress: string;
  buyerLine1: string;
  buyerPostcode: string;
  buyerCity: string;
  buyerCountry: string;
}): BuyerPostal {
  if (!inv.buyerCountry) return { line1: inv.buyerAddress, postcode: "", city: "", country: "FR" };
  return { line1: inv.buyerLine1, postcode: inv.buyerPostcode, city: inv.buyerCity, country: inv.buyerCountry };
}

/**
 * What an invoice says on the day it is issued: its frozen rows (lines, totals, buyer as billed) and
 * the seller's identity. Nothing that happens later (credit notes, payments) is in it: the stored
 * document is written from this once (./store.ts).
 */
export async function invoiceDocument(db: Db | Tx, id: number): Promise<CiiDocument | null> {
  const inv = await invoiceDetail(db as Db, id, undefined);
  if (!inv) return null;
  const buyer = await buyerOf(db, inv.platform, inv.clientId);
  // A facture d'acompte is issued once its prepayment has been received (validated): it says so.
  const [prepayment] = inv.prepaymentId
    ? await db
        .select({ decidedAt: prepayments.decidedAt, method: prepayments.method, reference: prepayments.reference })
        .from(prepayments)
        .where(and(eq(prepayments.id, inv.prepaymentId), eq(prepayments.status, "validated")))
    : [];
  const received = prepayment
    ? {
        prepaidCents: inv.amountCents,
        prepaidNote:
          `Acompte reçu${prepayment.decidedAt ? ` le ${frDate(parisDay(prepayment.decidedAt))}` : ""}` +
          ` par ${prepayment.method === "card" ? "carte" : "virement"}` +
          (prepayment.reference ? ` (référence ${prepayment.reference})` : "") +
          ".",
      }
    : await deductedBy(db, inv.id);
  return {
    typeCode: inv.source === "prepayment" ? "386" : "380",
    number: inv.number,
    issueDate: inv.issueDate,
    dueDate: inv.dueDate,
    seller: seller(),
    buyer: {
      name: inv.buyerName || buyer.name,
      address: inv.buyerAddress,
      postal: postalOf(inv),
      vatId: buyer.vatIntra,
      siren: buyer.siren,
      clientId: inv.clientId,
    },
    lines: inv.lines,
    htCents: inv.htCents,
    vatCents: inv.vatCents,
    ttcCents: inv.amountCents,
    ...received,
    ...(await replacementOf(db, inv.replacesInvoiceId)),
  };
}

/** The acomptes a month's final invoice deducts (BT-113), named beside the figure. */
async function deductedBy(db: Db | Tx, invoiceId: number) {
  const rows = await deductionsOf(db, invoiceId);
  if (!rows.length) return {};
  return { prepaidCents: rows.reduce((s, r) => s + r.cents, 0), prepaidNote: deductionsNote(rows) };
}

/** What a replacement invoice says of the invoice it replaces and the credit note that cancelled it. */
async function replacementOf(db: Db | Tx, replacesId: number | null) {
  if (replacesId === null) return {};
  const [old] = await db
    .select({ number: invoices.number, note: creditNotes.number })
    .from(invoices)
    .leftJoin(creditNotes, and(eq(creditNotes.invoiceId, invoices.id), eq(creditNotes.reason, "correction")))
    .where(eq(invoices.id, replacesId));
  if (!old) return {};
  return {
    precedingInvoice: old.number,
    notes: [`Annule et remplace la facture ${old.number}${old.note ? `, annulée par l'avoir ${old.note}` : ""}.`],
  };
}

/** A credit note as issued: one line crediting (part of) its invoice, which it names (BT-25). */
export async function creditNoteDocument(
  db: Db | Tx,
  id: number,
): Promise<{ doc: CiiDocument; reason: string } | null> {
  const row = await creditNoteDetail(db as Db, id, undefined);
  if (!row) return null;
  const { note, invoice } = row;
  const buyer = await buyerOf(db, invoice.platform, invoice.clientId);
  const reason = `${REASONS[note.reason] ?? note.reason}${note.comment ? ` — ${note.comment}` : ""}`;
  const doc: CiiDocument = {
    typeCode: "381",
    number: note.number,
    issueDate: parisDay(note.issuedAt),
    dueDate: null,
    seller: seller(),
    buyer: {
      name: invoice.buyerName || buyer.name,
      address: invoice.buyerAddress,
      postal: postalOf(invoice),
      vatId: buyer.vatIntra,
      siren: buyer.siren,
      clientId: invoice.clientId,
    },
    lines: [
      {
        label: `Avoir sur la facture ${invoice.number} (${reason})`,
        quantity: 1,
        unitPriceCents: note.htCents,
        htCents: note.htCents,
        vatRateBp: 2000,
      },
    ],
    htCents: note.htCents,
    vatCents: note.vatCents,
    ttcCents: note.amountCents,
    precedingInvoice: invoice.number,
    notes: [`Motif : ${reason}`],
  };
  return { doc, reason };
}
