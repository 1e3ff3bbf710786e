import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CheckListState, CheckName, CheckSource, CheckVerdict } from "@/lib/domain/states";
import { users } from "./users";

/** One check of a scenario: its weight in the score, and whether failing it alone makes the contact invalid. */
export interface ScenarioCheck {
  name: CheckName;
  weight: number;
  blocking?: boolean;
}

/** What a verification stored of each check. */
export interface StoredCheck {
  name: CheckName;
  outcome: "pass" | "warn" | "fail" | "skip";
  detail: string;
}

/**
 * A Weedo check client: an advertiser's or publisher's account with the product, its API key (only
 * the SHA-256 is kept), its monthly plan (verifications included) and the scenario that judges its
 * contacts (null: the platform's default scenario).
 */
export const checkClients = pgTable(
  "check_clients",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    apiKeyHash: text("api_key_hash").notNull(),
    /** The key's first characters, so that the client can tell which key it uses. */
    apiKeyPrefix: text("api_key_prefix").notNull(),
    planMonthly: integer("plan_monthly").notNull().default(10000),
    scenarioId: integer("scenario_id"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("check_clients_user_uq").on(t.userId),
    uniqueIndex("check_clients_key_uq").on(t.apiKeyHash),
    check("check_clients_plan_check", sql`${t.planMonthly} >= 0`),
  ],
);

/** A scenario: the platform's (client_id null) or a client's; its versions are immutable. */
export const checkScenarios = pgTable(
  "check_scenarios",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer("client_id").references(() => checkClients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The version new verifications use (the latest saved unless one is activated). */
    currentVersion: integer("current_version").notNull().default(1),
    /** The platform's default scenario (exactly one). */
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("check_scenarios_client_idx").on(t.clientId),
    uniqueIndex("check_scenarios_default_uq")
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** One version of a scenario: ordered checks with weights, and the score thresholds of the verdicts. */
export const checkScenarioVersions = pgTable(
  "check_scenario_versions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    scenarioId: integer("scenario_id")
      .notNull()
      .references(() => checkScenarios.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    checks: jsonb("checks").$type<ScenarioCheck[]>().notNull(),
    /** Score from which a contact is valid; from riskyFrom it is risky; below, invalid. */
    validFrom: smallint("valid_from").notNull(),
    riskyFrom: smallint("risky_from").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("check_scenario_versions_uq").on(t.scenarioId, t.version),
    check(
      "check_scenario_versions_thresholds",
      sql`0 <= ${t.riskyFrom} and ${t.riskyFrom} <= ${t.validFrom} and ${t.validFrom} <= 100`,
    ),
  ],
);

/** A CSV list a client uploaded: its progress and, once done, its rows in check_verifications. */
export const checkLists = pgTable(
  "check_lists",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => checkClients.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    state: text("state").$type<CheckListState>().notNull().default("running"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("check_lists_client_idx").on(t.clientId, t.createdAt),
    check("check_lists_state_check", sql`${t.state} in ('running','done','failed')`),
  ],
);

/** One verified contact: what was checked, the score and verdict, and the scenario version that judged it. */
export const checkVerifications = pgTable(
  "check_verifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => checkClients.id, { onDelete: "cascade" }),
    scenarioVersionId: integer("scenario_version_id")
      .notNull()
      .references(() => checkScenarioVersions.id),
    source: text("source").$type<CheckSource>().notNull(),
    listId: integer("list_id").references(() => checkLists.id, { onDelete: "cascade" }),
    /** The row of the list (1-based), to give the result back in the file's order. */
    listRow: integer("list_row"),
    email: text("email"),
    phone: text("phone"),
    postcode: text("postcode"),
    department: text("department"),
    ip: text("ip"),
    device: text("device"),
    score: smallint("score").notNull(),
    verdict: text("verdict").$type<CheckVerdict>().notNull(),
    checks: jsonb("checks").$type<StoredCheck[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("check_verifications_client_idx").on(t.clientId, t.createdAt),
    index("check_verifications_email_idx").on(t.clientId, t.email, t.createdAt),
    index("check_verifications_phone_idx").on(t.clientId, t.phone, t.createdAt),
    index("check_verifications_ip_idx").on(t.clientId, t.ip, t.createdAt),
    index("check_verifications_device_idx").on(t.clientId, t.device, t.createdAt),
    index("check_verifications_list_idx").on(t.listId, t.listRow),
    index("check_verifications_created_idx").on(t.createdAt),
    check("check_verifications_verdict_check", sql`${t.verdict} in ('valid','risky','invalid')`),
    check("check_verifications_source_check", sql`${t.source} in ('screen','api','list')`),
    check("check_verifications_score_check", sql`${t.score} between 0 and 100`),
  ],
);

/**
 * The log of every verification call (support and billing): refused calls too (status 400), with
 * the latency measured around the engine.
 */
export const checkEvents = pgTable(
  "check_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer("client_id")
      .notNull()
      .references(() => checkClients.id, { onDelete: "cascade" }),
    verificationId: integer("verification_id").references(() => checkVerifications.id, { onDelete: "set null" }),
    source: text("source").$type<CheckSource>().notNull(),
    scenarioVersionId: integer("scenario_version_id").references(() => checkScenarioVersions.id),
    status: smallint("status").notNull(),
    verdict: text("verdict").$type<CheckVerdict>(),
    latencyMs: integer("latency_ms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("check_events_client_idx").on(t.clientId, t.createdAt),
    index("check_events_created_idx").on(t.createdAt),
  ],
);

/**
 * Daily roll-up per client and verdict, kept on write: the statistics and the consumption read it,
 * never the raw verifications. `fails` counts, per check, the contacts that failed it.
 */
export const checkDaily = pgTable(
  "check_daily",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => checkClients.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    verdict: text("verdict").$type<CheckVerdict>().notNull(),
    n: integer("n").notNull().default(0),
    latencyMsSum: integer("latency_ms_sum").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day, t.verdict] }), index("check_daily_day_idx").on(t.day)],
);

/** Daily roll-up per client and check of the contacts that failed it. */
export const checkDailyFails = pgTable(
  "check_daily_fails",
  {
    clientId: integer("client_id")
      .notNull()
      .references(() => checkClients.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    check: text("check").$type<CheckName>().notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.day, t.check] }), index("check_daily_fails_day_idx").on(t.day)],
);

/**
 * The price grid administrators maintain: per check, from a monthly volume, a price per thousand
 * verifications (cents). The calculator and the consumption's billing read the same grid.
 */
export const checkPriceTiers = pgTable(
  "check_price_tiers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    check: text("check").$type<CheckName>().notNull(),
    minVolume: integer("min_volume").notNull(),
    perThousandCents: integer("per_thousand_cents").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("check_price_tiers_uq").on(t.check, t.minVolume),
    check("check_price_tiers_values", sql`${t.minVolume} >= 0 and ${t.perThousandCents} >= 0`),
  ],
);
