import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { DataContactState, SuppressionChannel } from "@/lib/domain/states";
import { users } from "./users";

/**
 * Weedo data's opt-in contact base: one row per address (lower case), with where and when the person
 * consented (source, theme, the consent text shown), its last activity and its state. A double opt-in
 * confirmation (VerifEmailConfirmation) sets confirmed_at.
 */
export const dataContacts = pgTable(
  "data_contacts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    source: text("source").notNull(),
    theme: text("theme").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    consentText: text("consent_text").notNull(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    state: text("state").$type<DataContactState>().notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("data_contacts_state_check", sql`${t.state} in ('active','unsubscribed','bounced','invalid')`),
    check("data_contacts_email_lower", sql`${t.email} = lower(${t.email})`),
    index("data_contacts_created_idx").on(t.createdAt, t.id),
    index("data_contacts_state_idx").on(t.state, t.createdAt),
    index("data_contacts_source_idx").on(t.source, t.theme),
  ],
);

/**
 * The suppression list: an address here receives no send and is sold by no marketplace sale. One row
 * per address (lower case); the source and theme it unsubscribed from are kept for the statistics.
 */
export const dataSuppressions = pgTable(
  "data_suppressions",
  {
    email: text("email").primaryKey(),
    source: text("source"),
    theme: text("theme"),
    channel: text("channel").$type<SuppressionChannel>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("data_suppressions_channel_check", sql`${t.channel} in ('one_click','link','admin','import','bounce')`),
    check("data_suppressions_email_lower", sql`${t.email} = lower(${t.email})`),
    index("data_suppressions_created_idx").on(t.createdAt),
    index("data_suppressions_source_idx").on(t.source, t.createdAt),
  ],
);
