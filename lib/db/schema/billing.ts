import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { prepayments } from "./market";
import { myaffilPrograms } from "./myaffil";
import { users } from "./users";
import { bankDetailsVersions } from "./bank-history";
import { invoiceCalls } from "./invoice-calls";
import {
  type BillingPlatform,
  type InvoiceSource,
  type InvoiceStatus,
  type OiStatus,
  type RemunerationModel,
} from "@/lib/domain/states";
export { OI_STATUSES, BILLING_PLATFORMS } from "@/lib/domain/states";
export type { BillingPlatform } from "@/lib/domain/states";

/**
 * An insertion order (OI) an administrator drafts for an advertiser and sends it (to_sign); the
 * advertiser signs it in the browser (its sealed PDF is in oi_signatures), then an administrator
 * processes it; cancelled is final. The terms are nullable so that the older title-only rows stay valid.
 */
export const oiDocuments = pgTable(
  "oi_documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    advertiserUserId: integer("advertiser_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The advertiser's MyAffil client id (users.id_clien_myaffil) when the OI was drafted: /OIlist/{id_annonceur}. */
    advertiserClientId: integer("advertiser_client_id"),
    title: text("title").notNull(),
    status: text("status").$type<OiStatus>().notNull().default("to_sign"),
    programId: integer("program_id").references(() => myaffilPrograms.id, { onDelete: "set null" }),
    model: text("model").$type<RemunerationModel>(),
    /** HT cents per action (lead, sale, click or thousand impressions, as the model says). */
    priceCents: bigint("price_cents", { mode: "number" }),
    /** Actions ordered over the period. */
    volume: integer("volume"),
    startsOn: date("starts_on"),
    endsOn: date("ends_on"),
    terms: text("terms").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last change of the terms (the PDF's date; a change before signing sends the new version). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    processedBy: integer("processed_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: integer("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancelReason: text("cancel_reason"),
  },
  (t) => [
    index("oi_documents_advertiser_idx").on(t.advertiserUserId, t.status),
    index("oi_documents_status_idx").on(t.status),
    index("oi_documents_client_idx").on(t.advertiserClientId),
    check("oi_documents_status_check", sql`${t.status} in ('to_sign','signed','processed','cancelled')`),
    // Unsigned while to_sign; signed and processed ones carry their signature time (a cancelled one may or may not).
    check("oi_documents_signed", sql`(${t.status} <> 'to_sign' or ${t.signedAt} is null)`),
    check("oi_documents_signed_at", sql`(${t.status} not in ('signed','processed') or ${t.signedAt} is not null)`),
    check("oi_documents_processed", sql`(${t.status} = 'processed') = (${t.processedAt} is not null)`),
    check("oi_documents_cancelled", sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check("oi_documents_price", sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
    check("oi_documents_volume", sql`${t.volume} is null or ${t.volume} > 0`),
    check("oi_documents_period", sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * An invoice issued to an advertiser client of one platform (client ids are per platform:
 * id_clien_myaffil for perf and mongustave, id_clien_mycoreg, id_clien_leadmarket for market).
 * Spec section 4: receiving, paid; overdue is derived (receiving after due_date), never stored.
 * Totals are integer cents: ht = sum of its lines' ht, vat = sum of its lines' vat (each rounded to
 * the cent, features/billing/invoices/server/money.ts), ttc = ht + vat; amount_cents is the TTC (what is owed),
 * read by the dashboards and counts. An issued invoice is never edited: credit notes cancel it.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer("client_id").notNull(),
    platform: text("platform").$type<BillingPlatform>().notNull(),
    number: text("number").notNull(),
    /** The number's position in its platform's sequence (MA-000042 → 42), gapless. */
    seq: integer("seq"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    htCents: bigint("ht_cents", { mode: "number" }).notNull().default(0),
    vatCents: bigint("vat_cents", { mode: "number" }).notNull().default(0),
    status: text("status").$type<InvoiceStatus>().notNull().default("receiving"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issueDate: date("issue_date")
      .notNull()
      .default(sql`current_date`),
    dueDate: date("due_date")
      .notNull()
      .default(sql`(current_date + 30)`),
    source: text("source").$type<InvoiceSource>().notNull().default("legacy"),
    /** The validated month it bills (source month), first day. */
    sourceMonth: date("source_month"),
    /** The validated marketplace prepayment it bills (source prepayment). */
    prepaymentId: integer("prepayment_id").references(() => prepayments.id),
    /** The buyer as billed (society, address), frozen at issue. */
    buyerName: text("buyer_name").notNull().default(""),
    buyerAddress: text("buyer_address").notNull().default(""),
    /**
     * The same address in the fields an e-invoice carries (BT-50 street, BT-53 postcode, BT-52 city,
     * BT-55 country, ISO 3166-1 alpha-2); empty on invoices issued before they were kept apart.
     */
    buyerLine1: text("buyer_line1").notNull().default(""),
    buyerPostcode: text("buyer_postcode").notNull().default(""),
    buyerCity: text("buyer_city").notNull().default(""),
    buyerCountry: text("buyer_country").notNull().default(""),
    /**
     * The invoice this one replaces: cancelled by a credit note after the e-invoicing platform
     * rejected it or its buyer refused it (features/billing/e-invoicing/server/correct.ts).
     */
    replacesInvoiceId: integer("replaces_invoice_id").references((): AnyPgColumn => invoices.id),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: integer("paid_by").references(() => users.id, { onDelete: "set null" }),
    paymentReference: text("payment_reference"),
    /** TTC received: what was due when the payment was recorded (features/billing/amounts-due). */
    paidCents: bigint("paid_cents", { mode: "number" }).notNull().default(0),
    /**
     * TTC of the factures d'acompte a month's final invoice deducts (BT-113), fixed at issue
     * (features/billing/market-settlement: which acomptes, and how much of each).
     */
    prepaidCents: bigint("prepaid_cents", { mode: "number" }).notNull().default(0),
    /** The one overdue reminder e-mail, claimed by setting this before sending. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.platform, t.number),
    uniqueIndex("invoices_seq_idx").on(t.platform, t.seq),
    // One invoice per client, platform and validated month; one per prepayment.
    // A replacement (the corrective path of e-invoicing) bills the same month or prepayment again.
    uniqueIndex("invoices_month_uq")
      .on(t.platform, t.clientId, t.sourceMonth)
      .where(sql`${t.source} = 'month' and ${t.replacesInvoiceId} is null`),
    uniqueIndex("invoices_prepayment_uq")
      .on(t.prepaymentId)
      .where(sql`${t.replacesInvoiceId} is null`),
    uniqueIndex("invoices_replaces_uq").on(t.replacesInvoiceId),
    index("invoices_client_idx").on(t.platform, t.clientId, t.status),
    index("invoices_due_idx").on(t.status, t.dueDate),
    check("invoices_platform_check", sql`${t.platform} in ('perf','coreg','market','mongustave')`),
    check("invoices_status_check", sql`${t.status} in ('receiving','paid')`),
    check("invoices_source_check", sql`${t.source} in ('month','prepayment','legacy')`),
    check("invoices_amount_check", sql`${t.amountCents} > 0`),
    check("invoices_totals", sql`${t.amountCents} = ${t.htCents} + ${t.vatCents}`),
    check("invoices_due_after_issue", sql`${t.dueDate} >= ${t.issueDate}`),
    check("invoices_paid", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check("invoices_paid_cents", sql`${t.paidCents} >= 0 and ${t.paidCents} <= ${t.amountCents}`),
    check(
      "invoices_prepaid_cents",
      sql`${t.prepaidCents} >= 0 and ${t.paidCents} + ${t.prepaidCents} <= ${t.amountCents}`,
    ),
  ],
);

/**
 * A payment owed to a publisher client for its earnings on one platform: always the payment of one
 * invoice call (opened when an administrator accepts the call's invoice, closed when the call is
 * paid). The call points back at it (invoice_calls.payment_id, with a foreign key on both ids so
 * that the two links cannot disagree).
 */
export const publisherPayments = pgTable(
  "publisher_payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    publisherClientId: integer("publisher_client_id").notNull(),
    platform: text("platform").$type<"perf" | "coreg">().notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status").$type<"waiting" | "paid">().notNull().default("waiting"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The bank details the payment was made to (the version valid at payment time). */
    bankDetailsVersionId: integer("bank_details_version_id").references(() => bankDetailsVersions.id),
    /** The invoice call this payment settles (one payment per call). */
    invoiceCallId: integer("invoice_call_id")
      .notNull()
      .references((): AnyPgColumn => invoiceCalls.id),
  },
  (t) => [
    uniqueIndex("publisher_payments_call_uq").on(t.invoiceCallId),
    // The target of invoice_calls' (payment_id, id) foreign key.
    unique("publisher_payments_id_call_uq").on(t.id, t.invoiceCallId),
    index("publisher_payments_client_idx").on(t.platform, t.publisherClientId, t.status),
    check("publisher_payments_platform_check", sql`${t.platform} in ('perf','coreg')`),
    check("publisher_payments_status_check", sql`${t.status} in ('waiting','paid')`),
    check("publisher_payments_amount_check", sql`${t.amountCents} > 0`),
    check("publisher_payments_paid", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);
