import { sql } from "drizzle-orm";
import { inList } from "@/lib/db/check-values";
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { invoiceCalls } from "@/lib/db/schema";
import { bytea } from "@/lib/db/bytea";
import { INBOX_STATUSES, type InboxStatus, type InvoiceFormat } from "./formats";

/**
 * The invoices suppliers addressed to us through the approved platform, once each (the platform's
 * id is unique): the one attached to the publisher's invoice call it answers, or kept unmatched
 * (no publisher with that SIREN, no call waiting) or unreadable, with the reason and the file. `cursor` is the
 * platform's position after the batch that brought it: the next pull starts from the latest.
 */
export const einvoiceInbox = pgTable(
  "einvoice_inbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ref: text("ref").notNull(),
    filename: text("filename").notNull(),
    format: text("format").$type<InvoiceFormat>(),
    number: text("number"),
    sellerSiren: text("seller_siren"),
    htCents: bigint("ht_cents", { mode: "number" }),
    callId: integer("call_id").references(() => invoiceCalls.id),
    status: text("status").$type<InboxStatus>().notNull(),
    reason: text("reason"),
    /**
     * The file as the platform delivered it (PDF, or the CII XML's bytes), kept while it is not
     * filed, so that an administrator can file it again once its cause is fixed (a publisher's
     * SIREN corrected, a call opened); a matched document lives with its call.
     */
    document: bytea("document"),
    cursor: text("cursor"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("einvoice_inbox_ref_uq").on(t.ref),
    check("einvoice_inbox_status_check", sql`${t.status} in (${inList(INBOX_STATUSES)})`),
  ],
);
