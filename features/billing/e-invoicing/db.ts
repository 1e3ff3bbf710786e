import { sql } from "drizzle-orm";
import { inList } from "@/lib/db/check-values";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { creditNotes, invoices } from "@/lib/db/schema";
import { EINVOICE_STATUSES, PLATFORM_STATUSES, type EinvoiceStatus, type PlatformStatus } from "./statuses";

/**
 * One issued invoice or credit note on the approved platform: queued in the transaction that
 * issues it, deposited by the job queue, then followed until a final status. `status` is the
 * latest of its events (einvoice_events), kept here so that lists filter on it in one read.
 */
export const einvoiceDeposits = pgTable(
  "einvoice_deposits",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer("invoice_id").references(() => invoices.id),
    creditNoteId: integer("credit_note_id").references(() => creditNotes.id),
    number: text("number").notNull(),
    status: text("status").$type<EinvoiceStatus>().notNull().default("pending"),
    /** The platform's id for the deposit, once it has accepted the file. */
    platformRef: text("platform_ref"),
    /** Why the last attempt to deposit failed (the platform unreachable, not configured…). */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("einvoice_deposits_invoice_uq").on(t.invoiceId),
    uniqueIndex("einvoice_deposits_credit_note_uq").on(t.creditNoteId),
    uniqueIndex("einvoice_deposits_ref_uq").on(t.platformRef),
    index("einvoice_deposits_status_idx").on(t.status),
    check("einvoice_deposits_one_document", sql`(${t.invoiceId} is null) <> (${t.creditNoteId} is null)`),
    check("einvoice_deposits_status_check", sql`${t.status} in (${inList(EINVOICE_STATUSES)})`),
  ],
);

/** A deposit's history: each status once, with the platform's date and reason. */
export const einvoiceEvents = pgTable(
  "einvoice_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    depositId: integer("deposit_id")
      .notNull()
      .references(() => einvoiceDeposits.id),
    status: text("status").$type<PlatformStatus>().notNull(),
    reason: text("reason"),
    /** When the platform says it happened. */
    at: timestamp("at", { withTimezone: true }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("einvoice_events_status_uq").on(t.depositId, t.status),
    check("einvoice_events_status_check", sql`${t.status} in (${inList(PLATFORM_STATUSES)})`),
  ],
);
