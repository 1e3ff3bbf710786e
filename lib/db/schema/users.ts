import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CODE_PURPOSES, type UserStatus } from "@/lib/domain/states";
export { USER_STATUSES, CODE_PURPOSES } from "@/lib/domain/states";
export type { UserStatus } from "@/lib/domain/states";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    /** argon2id; null for an account migrated without a usable password. */
    passwordHash: text("password_hash"),
    status: text("status").$type<UserStatus>().notNull().default("unconfirmed"),
    /** Bumped on sign-out everywhere and on password change: older session tokens stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    law: text("law").$type<"ad" | "tem" | "ma" | "an" | "af">().notNull(),
    multiDroit: boolean("multi_droit").notNull().default(false),
    haswebhook: boolean("haswebhook").notNull().default(false),
    idClienMyaffil: integer("id_clien_myaffil"),
    idClienMycoreg: integer("id_clien_mycoreg"),
    /** 0 means not a marketplace client. */
    idClienLeadmarket: integer("id_clien_leadmarket").notNull().default(0),
    /** A multi_droit account's two performance client ids; id_clien_myaffil is the one of the current law. */
    idClienMyaffilAnnonceur: integer("id_clien_myaffil_annonceur"),
    idClienMyaffilEditeur: integer("id_clien_myaffil_editeur"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    society: text("society").notNull().default(""),
    image: text("image"),
    language: text("language").$type<"fr" | "en">().notNull().default("fr"),
    countryCode: text("country_code"),
    phone: text("phone"),
    address: text("address"),
    city: text("city"),
    zipCode: text("zip_code"),
    country: text("country"),
    businessSector: text("business_sector"),
    jobFunction: text("job_function"),
    vatIntra: text("vat_intra"),
    /** Nine digits, checked (lib/domain/company-ids); the invoices' BT-47 before the VAT number's. */
    siren: text("siren"),
    broadcastType: text("broadcast_type"),
    websiteUrl: text("website_url"),
    themes: jsonb("themes").$type<string[]>().notNull().default([]),
    /** Yes/no practices of the sign-up preferences step, keyed by practice. */
    practices: jsonb("practices").$type<Record<string, boolean>>().notNull().default({}),
    remunerationType: text("remuneration_type"),
    minimumStatus: text("minimum_status"),
    secureTracking: boolean("secure_tracking"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** Set with status "refused": when and why an administrator refused the account (the reason is e-mailed). */
    refusedAt: timestamp("refused_at", { withTimezone: true }),
    refusalReason: text("refusal_reason"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_status_idx").on(t.status),
    // Every click and postback looks up the publisher behind a MyAffil client id (features/myaffil/tracking/server/tracking).
    index("users_myaffil_client_idx").on(t.idClienMyaffil),
    index("users_myaffil_editeur_client_idx").on(t.idClienMyaffilEditeur),
    check("users_law_check", sql`${t.law} in ('ad','tem','ma','an','af')`),
    check("users_status_check", sql`${t.status} in ('unconfirmed','pending','active','refused','disabled')`),
    // The members list sorts and pages by creation (its default order).
    index("users_created_idx").on(t.createdAt, t.id),
    check("users_language_check", sql`${t.language} in ('fr','en')`),
  ],
);

/** A publisher's bank details: French (RIB) or international (IBAN + SWIFT). */
export const bankDetails = pgTable(
  "bank_details",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"fr" | "intl">().notNull(),
    accountOwner: text("account_owner").notNull(),
    bankName: text("bank_name").notNull(),
    rib: text("rib"),
    iban: text("iban"),
    swift: text("swift"),
    vatSubject: boolean("vat_subject").notNull().default(false),
    vatNumber: text("vat_number"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("bank_details_kind_check", sql`${t.kind} in ('fr','intl')`)],
);

/** 6-digit codes sent by e-mail; only a hash is kept. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<(typeof CODE_PURPOSES)[number]>().notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_codes_user_idx").on(t.userId, t.purpose),
    check("verification_codes_purpose_check", sql`${t.purpose} in ('email','reset','old_user')`),
  ],
);

/** Who did what, when: sign-ins, approvals, role switches, balance adjustments… */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    // The /Logs filters: an action over a period, and one entity's history.
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.at),
  ],
);

/**
 * Short-lived single-use tokens that /checktocken/{token} exchanges for a session cookie
 * (after SSO or a hosted login). Only a hash is kept.
 */
export const loginTokens = pgTable(
  "login_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_tokens_user_idx").on(t.userId)],
);

/**
 * Session tokens ended by a sign-out before their expiry, by token id (jti). A row is kept until the
 * token would have expired anyway, then purged.
 */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    jti: text("jti").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * An account's TOTP authenticator (RFC 6238). The secret is encrypted (lib/security/secret-box.ts);
 * enabledAt is null while the enrolment awaits its first code. lastTimeStep is the time step of the
 * last accepted code, so that a code is never accepted twice.
 */
export const twoFactor = pgTable("two_factor", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretEnc: text("secret_enc").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes of a two-factor account (argon2id hashes). */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId)],
);
