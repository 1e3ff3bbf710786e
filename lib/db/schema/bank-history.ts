import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import type { BankDetailsKind } from "@/lib/domain/states";

/**
 * Every version of a publisher's bank details, never edited: a change closes the current version
 * (valid_until) and adds one, so a payment keeps the details it was made to. bank_details (users.ts)
 * stays the current copy the profile reads.
 */
export const bankDetailsVersions = pgTable(
  "bank_details_versions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<BankDetailsKind>().notNull(),
    accountOwner: text("account_owner").notNull(),
    bankName: text("bank_name").notNull(),
    rib: text("rib"),
    iban: text("iban"),
    swift: text("swift"),
    vatSubject: boolean("vat_subject").notNull().default(false),
    vatNumber: text("vat_number"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp("valid_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bank_details_versions_current_uq")
      .on(t.userId)
      .where(sql`${t.validUntil} is null`),
    check("bank_details_versions_kind_check", sql`${t.kind} in ('fr','intl')`),
    check(
      "bank_details_versions_shape",
      sql`(${t.kind} = 'fr' and ${t.rib} is not null) or (${t.kind} = 'intl' and ${t.iban} is not null and ${t.swift} is not null)`,
    ),
  ],
);
