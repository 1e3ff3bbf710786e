import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { TeletechOutcome } from "@/lib/domain/states";
import { myaffilLeads } from "./myaffil-tracking";

/**
 * The call-centre partner Teletech's call on a MyAffil lead (/TeletechLeads): when it called, what came
 * of it and the agent's note. Campaign and publisher are copied from the lead so that the list filters
 * and the publisher's "only its own" rows never join through the leads table.
 */
export const teletechCalls = pgTable(
  "teletech_calls",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => myaffilLeads.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id").notNull(),
    publisherClientId: integer("publisher_client_id").notNull(),
    calledAt: timestamp("called_at", { withTimezone: true }).notNull(),
    outcome: text("outcome").$type<TeletechOutcome>().notNull(),
    agent: text("agent").notNull().default(""),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One verdict per lead: Teletech's latest call replaces the former one.
    uniqueIndex("teletech_calls_lead_uq").on(t.leadId),
    index("teletech_calls_called_idx").on(t.calledAt, t.id),
    index("teletech_calls_publisher_idx").on(t.publisherClientId, t.calledAt),
    check("teletech_calls_outcome_check", sql`${t.outcome} in ('qualified','not_reachable','refused','wrong_number')`),
    check("teletech_calls_note_check", sql`length(${t.note}) <= 2000`),
  ],
);
