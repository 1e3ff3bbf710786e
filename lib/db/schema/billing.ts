import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { OI_STATUSES, type BillingPlatform } from "@/lib/domain/states";
export { OI_STATUSES, BILLING_PLATFORMS } from "@/lib/domain/states";
export type { BillingPlatform } from "@/lib/domain/states";

/**
 * An insertion order (OI) sent to an advertiser: it signs it, then an administrator processes it.
 */
export const oiDocuments = pgTable(
  "oi_documents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    advertiserUserId: integer("advertiser_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    status: text("status").$type<(typeof OI_STATUSES)[number]>().notNull().default("to_sign"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("oi_documents_advertiser_idx").on(t.advertiserUserId, t.status),
    index("oi_documents_status_idx").on(t.status),
    check("oi_documents_status_check", sql`${t.status} in ('to_sign','signed','processed')`),
    check("oi_documents_signed", sql`(${t.status} = 'to_sign') = (${t.signedAt} is null)`),
    check("oi_documents_processed", sql`(${t.status} = 'processed') = (${t.processedAt} is not null)`),
  ],
);

/**
 * An invoice issued to an advertiser client of one platform (client ids are per platform:
 * id_clien_myaffil, id_clien_mycoreg, id_clien_leadmarket). Spec section 4: receiving, paid.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer("client_id").notNull(),
    platform: text("platform").$type<BillingPlatform>().notNull(),
    number: text("number").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status").$type<"receiving" | "paid">().notNull().default("receiving"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.platform, t.number),
    index("invoices_client_idx").on(t.platform, t.clientId, t.status),
    check("invoices_platform_check", sql`${t.platform} in ('perf','coreg','market')`),
    check("invoices_status_check", sql`${t.status} in ('receiving','paid')`),
    check("invoices_amount_check", sql`${t.amountCents} > 0`),
    check("invoices_paid", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/** A payment owed to a publisher client for its earnings on one platform. */
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
  },
  (t) => [
    index("publisher_payments_client_idx").on(t.platform, t.publisherClientId, t.status),
    check("publisher_payments_platform_check", sql`${t.platform} in ('perf','coreg')`),
    check("publisher_payments_status_check", sql`${t.status} in ('waiting','paid')`),
    check("publisher_payments_amount_check", sql`${t.amountCents} > 0`),
    check("publisher_payments_paid", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);
