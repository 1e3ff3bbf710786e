import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import {
  PROGRAM_VALIDATIONS,
  PROGRAM_ACCESS,
  type RecordState,
  type RemunerationModel,
  type ApplicationState,
} from "@/lib/domain/states";
export {
  RECORD_STATES,
  PROGRAM_VALIDATIONS,
  REMUNERATION_MODELS,
  PROGRAM_ACCESS,
  APPLICATION_STATES,
} from "@/lib/domain/states";
export type { RecordState, RemunerationModel, ApplicationState } from "@/lib/domain/states";

/**
 * A performance (MyAffil) program of an advertiser client. A new program waits for an
 * administrator's validation before it may run.
 */
export const myaffilPrograms = pgTable(
  "perf_programs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** users.id_clien_myaffil of the advertiser (clients are not rows of their own yet). */
    advertiserClientId: integer("advertiser_client_id").notNull(),
    name: text("name").notNull(),
    state: text("state").$type<RecordState>().notNull().default("pause"),
    validation: text("validation").$type<(typeof PROGRAM_VALIDATIONS)[number]>().notNull().default("pending"),
    description: text("description").notNull().default(""),
    conditions: text("conditions").notNull().default(""),
    /** A key of the sign-up theme list (lib/sign-up/lists.ts). */
    theme: text("theme"),
    model: text("model").$type<RemunerationModel>().notNull().default("CPL"),
    /** What the advertiser pays per action, HT cents. */
    advertiserPriceCents: bigint("advertiser_price_cents", { mode: "number" }).notNull().default(0),
    /** What the publisher earns per action, HT cents (never above the advertiser price). */
    publisherPayoutCents: bigint("publisher_payout_cents", { mode: "number" }).notNull().default(0),
    /** Keys of the sign-up broadcast-type list. */
    broadcastTypes: text("broadcast_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO 3166 alpha-2 codes. */
    countries: text("countries")
      .array()
      .notNull()
      .default(sql`'{FR}'::text[]`),
    landingUrl: text("landing_url").notNull().default(""),
    startsOn: date("starts_on"),
    endsOn: date("ends_on"),
    access: text("access").$type<(typeof PROGRAM_ACCESS)[number]>().notNull().default("on_approval"),
    /**
     * The advertiser's servers (IP addresses, or CIDR ranges) whose postbacks carrying a click id are
     * taken without a signature; any other postback is signed with the advertiser's secret.
     */
    postbackAddresses: text("postback_addresses")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("perf_programs_advertiser_idx").on(t.advertiserClientId),
    index("perf_programs_validation_idx").on(t.validation),
    check("perf_programs_state_check", sql`${t.state} in ('valide','pause','supprime')`),
    check("perf_programs_validation_check", sql`${t.validation} in ('pending','validated')`),
    // Only a validated program may run.
    check("perf_programs_runs_validated", sql`${t.state} <> 'valide' or ${t.validation} = 'validated'`),
    check("perf_programs_model_check", sql`${t.model} in ('CPL','CPA','CPC','CPM')`),
    check("perf_programs_access_check", sql`${t.access} in ('open','on_approval')`),
    check(
      "perf_programs_money_check",
      sql`${t.advertiserPriceCents} >= 0 and ${t.publisherPayoutCents} >= 0 and ${t.publisherPayoutCents} <= ${t.advertiserPriceCents}`,
    ),
    check(
      "perf_programs_dates_check",
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
  ],
);

/** A campaign (creative, tracking) inside a program. */
export const myaffilCampaigns = pgTable(
  "perf_campaigns",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    programId: integer("program_id")
      .notNull()
      .references(() => myaffilPrograms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    state: text("state").$type<RecordState>().notNull().default("pause"),
    /** The public tracking identifier ("identifiant" in URLs, click links and postbacks). */
    trackingId: text("tracking_id").notNull(),
    startsOn: date("starts_on"),
    endsOn: date("ends_on"),
    /** HT cents; null: no budget cap. */
    budgetCents: bigint("budget_cents", { mode: "number" }),
    dailyLeadCap: integer("daily_lead_cap"),
    totalLeadCap: integer("total_lead_cap"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("perf_campaigns_program_idx").on(t.programId),
    uniqueIndex("perf_campaigns_tracking_uq").on(t.trackingId),
    check("perf_campaigns_state_check", sql`${t.state} in ('valide','pause','supprime')`),
    check(
      "perf_campaigns_caps_check",
      sql`coalesce(${t.budgetCents}, 0) >= 0 and coalesce(${t.dailyLeadCap}, 0) >= 0 and coalesce(${t.totalLeadCap}, 0) >= 0`,
    ),
    check(
      "perf_campaigns_dates_check",
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
  ],
);

/** A publisher's medium (site, newsletter base, social account…). Name: letters, digits, spaces, hyphens (spec §5). */
export const myaffilSupports = pgTable(
  "perf_supports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** users.id_clien_myaffil of the publisher. */
    publisherClientId: integer("publisher_client_id").notNull(),
    name: text("name").notNull(),
    /** A key of the sign-up broadcast-type list. */
    broadcastType: text("broadcast_type").notNull(),
    url: text("url").notNull().default(""),
    /** Audience size (subscribers, monthly visitors…). */
    audience: integer("audience").notNull().default(0),
    themes: text("themes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    state: text("state").$type<RecordState>().notNull().default("valide"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("perf_supports_publisher_idx").on(t.publisherClientId),
    check("perf_supports_state_check", sql`${t.state} in ('valide','pause','supprime')`),
    check("perf_supports_audience_check", sql`${t.audience} >= 0`),
  ],
);

/** A publisher's request to broadcast a program ("postule"), reviewed by an administrator. */
export const myaffilApplications = pgTable(
  "perf_applications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    programId: integer("program_id")
      .notNull()
      .references(() => myaffilPrograms.id, { onDelete: "cascade" }),
    /** users.id_clien_myaffil of the publisher. */
    publisherClientId: integer("publisher_client_id").notNull(),
    supportId: integer("support_id").references(() => myaffilSupports.id),
    message: text("message").notNull().default(""),
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
