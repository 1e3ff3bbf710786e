import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { invoices } from "./billing";
import { users } from "./users";
import type { BillingPlatform, CreditNoteReason } from "@/lib/domain/states";
export { INVOICE_STATUSES, INVOICE_SOURCES, CREDIT_NOTE_REASONS } from "@/lib/domain/states";

/**
 * One line of an invoice: quantity × unit price = HT, VAT rounded to the cent on the line (the
 * invoice's totals are the sums of its lines). An adjustment of a validated month is its own line and
 * may be negative; the invoice as a whole is positive.
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    htCents: bigint("ht_cents", { mode: "number" }).notNull(),
    /** VAT rate in basis points (2000 = 20 %). */
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("invoice_lines_position_uq").on(t.invoiceId, t.position),
    check("invoice_lines_quantity", sql`${t.quantity} > 0`),
    check("invoice_lines_ht", sql`${t.htCents} = ${t.quantity} * ${t.unitPriceCents}`),
  ],
);

/**
 * The last number given per platform and kind of document (invoice, credit note). Numbering
 * increments this row inside the document's transaction: the row lock orders concurrent issuers,
 * and a rolled-back issue gives its number back, so numbers have no gap and no duplicate.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    platform: text("platform").$type<BillingPlatform>().notNull(),
    kind: text("kind").$type<"invoice" | "credit_note">().notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.kind] }),
    check("invoice_counters_kind", sql`${t.kind} in ('invoice','credit_note')`),
    check("invoice_counters_last", sql`${t.last} >= 0`),
  ],
);

/**
 * A credit note (facture d'avoir): cancels all or part of one invoice, with its own number per
 * platform (AV-MA-000001…). It never edits the invoice; what remains due is the invoice's TTC less
 * its credit notes. Amounts are positive cents (what is credited).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    platform: text("platform").$type<BillingPlatform>().notNull(),
    number: text("number").notNull(),
    seq: integer("seq").notNull(),
    reason: text("reason").$type<CreditNoteReason>().notNull(),
    comment: text("comment").notNull().default(""),
    htCents: bigint("ht_cents", { mode: "number" }).notNull(),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("credit_notes_number_uq").on(t.platform, t.number),
    uniqueIndex("credit_notes_seq_uq").on(t.platform, t.seq),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    check("credit_notes_reason", sql`${t.reason} in ('invalidation','gesture','correction')`),
    check("credit_notes_amounts", sql`${t.htCents} > 0 and ${t.vatCents} >= 0`),
    check("credit_notes_totals", sql`${t.amountCents} = ${t.htCents} + ${t.vatCents}`),
  ],
);
