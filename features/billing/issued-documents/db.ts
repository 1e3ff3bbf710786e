import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea } from "@/lib/db/bytea";
import { creditNotes, invoices } from "@/lib/db/schema";

export const ISSUED_KINDS = ["invoice", "credit_note"] as const;
export type IssuedKind = (typeof ISSUED_KINDS)[number];

/**
 * The bytes of every issued invoice and credit note, written once in the transaction that issues
 * it (PDF with its Factur-X XML, and that XML alone) with their SHA-256: every download serves them.
 * What happens afterwards (credit notes, payments, e-invoicing lifecycle) is state around the
 * document, never in it. A trigger (migration 0027) refuses any update or delete, and the foreign
 * keys keep an issued document's invoice or credit note from being deleted.
 */
export const issuedDocuments = pgTable(
  "issued_documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer("invoice_id").references(() => invoices.id),
    creditNoteId: integer("credit_note_id").references(() => creditNotes.id),
    number: text("number").notNull(),
    pdf: bytea("pdf").notNull(),
    xml: text("xml").notNull(),
    pdfSha256: text("pdf_sha256").notNull(),
    xmlSha256: text("xml_sha256").notNull(),
    storedAt: timestamp("stored_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("issued_documents_invoice_uq").on(t.invoiceId),
    uniqueIndex("issued_documents_credit_note_uq").on(t.creditNoteId),
    check("issued_documents_one_document", sql`(${t.invoiceId} is null) <> (${t.creditNoteId} is null)`),
  ],
);
