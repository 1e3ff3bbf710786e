import type { SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { buyerOf } from "../buyer";
import { creditNoteDetail, invoiceDetail } from "../queries";
import type { CiiDocument } from "./cii-xml";
import { renderInvoicePdf } from "./render";
import { seller } from "./seller";
import { parisDay } from "@/lib/domain/paris-time";

export interface PdfFile {
  filename: string;
  bytes: Uint8Array;
}

const REASONS: Record<string, string> = {
  invalidation: "invalidations acceptées après facturation",
  gesture: "geste commercial",
};

/** The CII document of an invoice as stored (lines, totals, credit notes already issued). */
export async function invoiceDocument(db: Db, id: number, scope: SQL | undefined) {
  const inv = await invoiceDetail(db, id, scope);
  if (!inv) return null;
  const buyer = await buyerOf(db, inv.platform, inv.clientId);
  const credited = inv.creditNotes.reduce((t, n) => t + n.amountCents, 0);
  const doc: CiiDocument = {
    typeCode: "380",
    number: inv.number,
    issueDate: inv.issueDate,
    dueDate: inv.dueDate,
    seller: seller(),
    buyer: {
      name: inv.buyerName || buyer.name,
      address: inv.buyerAddress,
      vatId: buyer.vatIntra,
      clientId: inv.clientId,
    },
    lines: inv.lines,
    htCents: inv.htCents,
    vatCents: inv.vatCents,
    ttcCents: inv.amountCents,
    prepaidCents: credited,
  };
  return { inv, doc };
}

/** An invoice's PDF (with Factur-X), if the scope lets the caller see it. */
export async function invoicePdf(db: Db, id: number, scope: SQL | undefined): Promise<PdfFile | null> {
  const r = await invoiceDocument(db, id, scope);
  if (!r) return null;
  const bytes = await renderInvoicePdf(r.doc, { paidAt: r.inv.paidAt });
  return { filename: `${r.inv.number}.pdf`, bytes };
}

/** The CII document of a credit note: one line crediting (part of) its invoice. */
export async function creditNoteDocument(db: Db, id: number, scope: SQL | undefined) {
  const row = await creditNoteDetail(db, id, scope);
  if (!row) return null;
  const { note, invoice } = row;
  const buyer = await buyerOf(db, invoice.platform, invoice.clientId);
  const issueDate = parisDay(note.issuedAt);
  const reason = `${REASONS[note.reason] ?? note.reason}${note.comment ? ` — ${note.comment}` : ""}`;
  const doc: CiiDocument = {
    typeCode: "381",
    number: note.number,
    issueDate,
    dueDate: null,
    seller: seller(),
    buyer: {
      name: invoice.buyerName || buyer.name,
      address: invoice.buyerAddress,
      vatId: buyer.vatIntra,
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
  return { note, invoice, doc, reason };
}

export async function creditNotePdf(db: Db, id: number, scope: SQL | undefined): Promise<PdfFile | null> {
  const r = await creditNoteDocument(db, id, scope);
  if (!r) return null;
  const bytes = await renderInvoicePdf(r.doc, { reason: r.reason });
  return { filename: `${r.note.number}.pdf`, bytes };
}
