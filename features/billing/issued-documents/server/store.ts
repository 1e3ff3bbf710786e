import { createHash } from "node:crypto";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { creditNotes, invoices } from "@/lib/db/schema";
import type { Tx } from "@/features/billing/invoices/server/numbering";
import { buildCiiXml, type CiiDocument } from "@/features/billing/invoices/server/pdf/cii-xml";
import { renderInvoicePdf } from "@/features/billing/invoices/server/pdf/render";
import { issuedDocuments, type IssuedKind } from "../db";
import { creditNoteDocument, invoiceDocument } from "./documents";

export interface IssuedFile {
  number: string;
  filename: string;
  pdf: Uint8Array;
  xml: string;
  pdfSha256: string;
  xmlSha256: string;
}

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/**
 * Writes an invoice's or a credit note's PDF and XML, inside the transaction that issues it: the
 * document exists with its bytes or not at all. A second call for the same document leaves the first
 * bytes in place (on conflict do nothing).
 */
export async function storeIssuedDocument(tx: Db | Tx, kind: IssuedKind, id: number): Promise<CiiDocument> {
  const built =
    kind === "invoice"
      ? await invoiceDocument(tx, id).then((doc) => doc && { doc, reason: undefined })
      : await creditNoteDocument(tx, id);
  if (!built) throw new Error(`no ${kind} ${id} to store`);
  const pdf = await renderInvoicePdf(built.doc, { reason: built.reason });
  const xml = buildCiiXml(built.doc);
  await tx
    .insert(issuedDocuments)
    .values({
      ...(kind === "invoice" ? { invoiceId: id } : { creditNoteId: id }),
      number: built.doc.number,
      pdf: Buffer.from(pdf),
      xml,
      pdfSha256: sha256(pdf),
      xmlSha256: sha256(xml),
    })
    .onConflictDoNothing();
  return built.doc;
}

/** Whether the caller's scope (on invoices, see ownerScope) lets it see the document. */
async function visible(db: Db, kind: IssuedKind, id: number, scope: SQL | undefined): Promise<boolean> {
  const [row] =
    kind === "invoice"
      ? await db
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.id, id), scope))
      : await db
          .select({ id: creditNotes.id })
          .from(creditNotes)
          .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
          .where(and(eq(creditNotes.id, id), scope));
  return row !== undefined;
}

async function stored(db: Db, kind: IssuedKind, id: number) {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(eq(kind === "invoice" ? issuedDocuments.invoiceId : issuedDocuments.creditNoteId, id));
  return row;
}

/**
 * The issued bytes of a document the caller may see, else null ("not found" for a stranger's).
 * A document issued before documents were stored (the migration's older rows) is written at its
 * first download, from its frozen rows, and served from the store from then on.
 */
export async function issuedFile(
  db: Db,
  kind: IssuedKind,
  id: number,
  scope: SQL | undefined,
): Promise<IssuedFile | null> {
  if (!(await visible(db, kind, id, scope))) return null;
  let row = await stored(db, kind, id);
  if (!row) {
    await storeIssuedDocument(db, kind, id);
    row = (await stored(db, kind, id))!;
  }
  return {
    number: row.number,
    filename: `${row.number}.pdf`,
    pdf: new Uint8Array(row.pdf),
    xml: row.xml,
    pdfSha256: row.pdfSha256,
    xmlSha256: row.xmlSha256,
  };
}
