import { sql } from "drizzle-orm";
import type { InvoiceFormat, InvoiceMatch } from "@/features/billing/incoming-invoices/formats";
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { billingMonths } from "./billing-months";
import { publisherPayments } from "./billing";
import { users } from "./users";
import type { InvoiceCallStatus, MonthPlatform } from "@/lib/domain/states";
export { INVOICE_CALL_STATUSES } from "@/lib/domain/states";
export type { InvoiceCallStatus } from "@/lib/domain/states";

/**
 * A publisher asked to invoice its earnings of a validated month on one platform (the sum of its
 * validated publisher lines). It uploads its invoice (PDF), an administrator accepts or refuses it,
 * then records the payment: accepting opens a waiting publisher_payments row, paying closes it.
 */
export const invoiceCalls = pgTable(
  "invoice_calls",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** MyAffil or MyCoreg: Mon Gustave has no publisher side, hence no invoice call. */
    platform: text("platform").$type<Exclude<MonthPlatform, "mongustave">>().notNull(),
    month: date("month").notNull(),
    /** id_clien_myaffil / id_clien_mycoreg of the publisher (the {id_editeur} of the admin URL). */
    publisherClientId: integer("publisher_client_id").notNull(),
    /** The publisher's account (the {id_utilisateur} of the admin URL): owner of the call and its file. */
    publisherUserId: integer("publisher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** HT cents owed: validated lines plus their adjustments. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status").$type<InvoiceCallStatus>().notNull().default("waiting_invoice"),
    /** Storage key of the uploaded PDF (under DATA_DIR/invoice-calls). */
    invoiceFile: text("invoice_file"),
    invoiceFileName: text("invoice_file_name"),
    invoiceUploadedAt: timestamp("invoice_uploaded_at", { withTimezone: true }),
    /**
     * How the invoice arrived (features/billing/incoming-invoices): Factur-X, CII XML or a plain PDF;
     * for a structured one, its number (BT-1) and how it compares with the call, field by field.
     */
    invoiceFormat: text("invoice_format").$type<InvoiceFormat>(),
    invoiceNumber: text("invoice_number"),
    invoiceMatch: jsonb("invoice_match").$type<InvoiceMatch>(),
    refusalReason: text("refusal_reason"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Its payment once the invoice is accepted; that payment names this call back (publisher_payments.invoice_call_id). */
    paymentId: integer("payment_id").references(() => publisherPayments.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.platform, t.month], foreignColumns: [billingMonths.platform, billingMonths.month] }),
    // The call's payment is a payment of this call, never another's.
    foreignKey({
      name: "invoice_calls_payment_of_call_fk",
      columns: [t.paymentId, t.id],
      foreignColumns: [publisherPayments.id, publisherPayments.invoiceCallId],
    }),
    uniqueIndex("invoice_calls_key_uq").on(t.platform, t.month, t.publisherClientId),
    uniqueIndex("invoice_calls_payment_uq").on(t.paymentId),
    index("invoice_calls_owner_idx").on(t.publisherUserId, t.status),
    index("invoice_calls_status_idx").on(t.status),
    check(
      "invoice_calls_status_check",
      sql`${t.status} in ('waiting_invoice','submitted','refused','receiving','paid')`,
    ),
    check("invoice_calls_amount_check", sql`${t.amountCents} > 0`),
    check(
      "invoice_calls_format_check",
      sql`${t.invoiceFormat} is null or ${t.invoiceFormat} in ('facturx','cii','pdf')`,
    ),
    check("invoice_calls_file", sql`${t.status} in ('waiting_invoice') or ${t.invoiceFile} is not null`),
    check("invoice_calls_refused", sql`(${t.status} = 'refused') = (${t.refusalReason} is not null)`),
    check("invoice_calls_payment", sql`(${t.status} in ('receiving','paid')) = (${t.paymentId} is not null)`),
  ],
);
