import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Spec section 4: a program or campaign runs (valide), is paused, or is deleted (kept for history). */
export const RECORD_STATES = ["valide", "pause", "supprime"] as const;
export type RecordState = (typeof RECORD_STATES)[number];

export const PROGRAM_VALIDATIONS = ["pending", "validated"] as const;

/**
 * A performance (MyAffil) program of an advertiser client. A new program waits for an
 * administrator's validation before it may run.
 */
export const perfPrograms = pgTable(
  "perf_programs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** users.id_clien_myaffil of the advertiser (clients are not rows of their own yet). */
    advertiserClientId: integer("advertiser_client_id").notNull(),
    name: text("name").notNull(),
    state: text("state").$type<RecordState>().notNull().default("pause"),
    validation: text("validation").$type<(typeof PROGRAM_VALIDATIONS)[number]>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("perf_programs_advertiser_idx").on(t.advertiserClientId),
    index("perf_programs_validation_idx").on(t.validation),
    check("perf_programs_state_check", sql`${t.state} in ('valide','pause','supprime')`),
    check("perf_programs_validation_check", sql`${t.validation} in ('pending','validated')`),
    // Only a validated program may run.
    check("perf_programs_runs_validated", sql`${t.state} <> 'valide' or ${t.validation} = 'validated'`),
  ],
);

/** A campaign (creative, tracking) inside a program. */
export const perfCampaigns = pgTable(
  "perf_campaigns",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    programId: integer("program_id").notNull().references(() => perfPrograms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    state: text("state").$type<RecordState>().notNull().default("pause"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("perf_campaigns_program_idx").on(t.programId),
    check("perf_campaigns_state_check", sql`${t.state} in ('valide','pause','supprime')`),
  ],
);

export const APPLICATION_STATES = ["being_verified", "accepted", "refused"] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** A publisher's request to broadcast a program ("postule"), reviewed by an administrator. */
export const perfApplications = pgTable(
  "perf_applications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    programId: integer("program_id").notNull().references(() => perfPrograms.id, { onDelete: "cascade" }),
    /** users.id_clien_myaffil of the publisher. */
    publisherClientId: integer("publisher_client_id").notNull(),
    state: text("state").$type<ApplicationState>().notNull().default("being_verified"),
    refusalReason: text("refusal_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("perf_applications_state_idx").on(t.state),
    index("perf_applications_publisher_idx").on(t.publisherClientId, t.state),
    index("perf_applications_program_idx").on(t.programId),
    check("perf_applications_state_check", sql`${t.state} in ('being_verified','accepted','refused')`),
    check("perf_applications_decided", sql`(${t.state} = 'being_verified') = (${t.decidedAt} is null)`),
    check("perf_applications_refusal_reason", sql`${t.state} <> 'refused' or ${t.refusalReason} is not null`),
  ],
);
