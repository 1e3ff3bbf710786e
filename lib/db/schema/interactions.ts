import { sql } from "drizzle-orm";
import { inList } from "@/lib/db/check-values";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import {
  INTERACTION_KINDS,
  INTERACTION_OUTCOMES,
  type InteractionKind,
  type InteractionOutcome,
} from "@/lib/domain/states";
import { users } from "./users";

/**
 * The staff's record of contacts with members (/bedrock/interactions and each member's page): a
 * call, an e-mail, a meeting or a note, who had it with whom, how it ended and when to follow up.
 */
export const memberInteractions = pgTable(
  "member_interactions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").$type<InteractionKind>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** The staff member who had the contact (ad, tem or ma). */
    staffId: integer("staff_id")
      .notNull()
      .references(() => users.id),
    /** The member (client) it was with; their interactions go when the account is deleted. */
    memberId: integer("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    notes: text("notes").notNull().default(""),
    outcome: text("outcome").$type<InteractionOutcome>().notNull().default("pending"),
    /** A Paris day; null: nothing to follow up. Due from that day on until marked done. */
    followUpOn: date("follow_up_on"),
    followUpDone: boolean("follow_up_done").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("member_interactions_kind", sql`${t.kind} in (${inList(INTERACTION_KINDS)})`),
    check("member_interactions_outcome", sql`${t.outcome} in (${inList(INTERACTION_OUTCOMES)})`),
    index("member_interactions_occurred_idx").on(t.occurredAt.desc(), t.id.desc()),
    index("member_interactions_member_idx").on(t.memberId, t.occurredAt.desc()),
    index("member_interactions_staff_idx").on(t.staffId, t.occurredAt.desc()),
    // The "follow-ups due" list reads only the open ones, by day.
    index("member_interactions_due_idx")
      .on(t.followUpOn)
      .where(sql`${t.followUpOn} is not null and not ${t.followUpDone}`),
  ],
);
