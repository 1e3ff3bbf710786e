import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { myaffilCampaigns } from "./myaffil";
import type { LeadStatus, SocialNetwork } from "@/lib/domain/states";
export { LEAD_STATUSES } from "@/lib/domain/states";
export type { LeadStatus } from "@/lib/domain/states";

/** A tracked click: the redirect endpoint records it and hands its click id to the landing page. */
export const myaffilClicks = pgTable(
  "perf_clicks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** Random, public: travels in the landing URL and comes back in the postback. */
    clickId: text("click_id").notNull(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => myaffilCampaigns.id),
    publisherClientId: integer("publisher_client_id").notNull(),
    /** 0 when the link named no support. */
    supportId: integer("support_id").notNull().default(0),
    subId: text("sub_id").notNull().default(""),
    /** The link's utm_source, as given (trimmed, at most 100 characters); null without one. */
    utmSource: text("utm_source"),
    /** The host of the Referer the browser sent; null without one. */
    referrerHost: text("referrer_host"),
    /** Social network of utm_source or the referrer (lib/domain/social-networks.ts); null: not social traffic. */
    network: text("network").$type<SocialNetwork>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("perf_clicks_click_id_uq").on(t.clickId),
    index("perf_clicks_campaign_idx").on(t.campaignId, t.createdAt),
    // /statsSocialMedia reads a period's social clicks only: an index range over them, not every click.
    index("perf_clicks_network_idx")
      .on(t.createdAt, t.network)
      .where(sql`${t.network} is not null`),
  ],
);

/**
 * A lead reported by the advertiser's postback. Program and advertiser are copied from the
 * campaign so that statistics never join through it. A duplicate (same e-mail or phone on the
 * same program within 30 days) is kept, marked, and earns nothing.
 */
export const myaffilLeads = pgTable(
  "perf_leads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => myaffilCampaigns.id),
    programId: integer("program_id").notNull(),
    advertiserClientId: integer("advertiser_client_id").notNull(),
    publisherClientId: integer("publisher_client_id").notNull(),
    supportId: integer("support_id").notNull().default(0),
    subId: text("sub_id").notNull().default(""),
    clickId: text("click_id"),
    /**
     * The `sig` of a signed server-to-server postback (no click): a replay of the same signed call
     * finds this lead instead of recording another.
     */
    postbackSignature: text("postback_signature"),
    /** Lower-cased; null when the postback carried none. */
    email: text("email"),
    /** E.164 when it parsed. */
    phone: text("phone"),
    status: text("status").$type<LeadStatus>().notNull().default("pending"),
    duplicate: boolean("duplicate").notNull().default(false),
    /** HT cents; 0 for duplicates. */
    payoutCents: bigint("payout_cents", { mode: "number" }).notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The Europe/Paris calendar day of createdAt: the roll-up key. */
    day: date("day").notNull(),
  },
  (t) => [
    index("perf_leads_campaign_day_idx").on(t.campaignId, t.day),
    index("perf_leads_publisher_day_idx").on(t.publisherClientId, t.day),
    index("perf_leads_advertiser_day_idx").on(t.advertiserClientId, t.day),
    index("perf_leads_program_email_idx").on(t.programId, t.email, t.createdAt),
    index("perf_leads_program_phone_idx").on(t.programId, t.phone, t.createdAt),
    // A click converts once: the postback looks its lead up by click id.
    index("perf_leads_click_idx").on(t.clickId),
    uniqueIndex("perf_leads_postback_signature_uq")
      .on(t.postbackSignature)
      .where(sql`${t.postbackSignature} is not null`),
    check("perf_leads_status_check", sql`${t.status} in ('pending','valid','invalid')`),
    check("perf_leads_money_check", sql`${t.payoutCents} >= 0 and ${t.revenueCents} >= 0`),
  ],
);

/**
 * An advertiser client's postback secret: server-to-server postbacks without a click are signed with
 * it (HMAC-SHA256). Sealed (AES-GCM, lib/security/secret-box.ts) because verifying needs the secret
 * itself; shown once when generated, replaced by a rotation.
 */
export const myaffilPostbackSecrets = pgTable("perf_postback_secrets", {
  /** users.id_clien_myaffil of the advertiser. */
  advertiserClientId: integer("advertiser_client_id").primaryKey(),
  secretSealed: text("secret_sealed").notNull(),
  /** The secret's last four characters, to recognise it on screen. */
  hint: text("hint").notNull(),
  createdBy: integer("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Daily roll-up that every statistics screen reads, kept up to date in the same transaction as
 * each click and lead write (and status change). Money counts pending and valid, non-duplicate
 * leads; invalid and duplicate leads are counted but earn nothing.
 */
export const myaffilStatsDaily = pgTable(
  "perf_stats_daily",
  {
    day: date("day").notNull(),
    campaignId: integer("campaign_id").notNull(),
    programId: integer("program_id").notNull(),
    advertiserClientId: integer("advertiser_client_id").notNull(),
    publisherClientId: integer("publisher_client_id").notNull(),
    supportId: integer("support_id").notNull().default(0),
    subId: text("sub_id").notNull().default(""),
    clicks: integer("clicks").notNull().default(0),
    leads: integer("leads").notNull().default(0),
    validLeads: integer("valid_leads").notNull().default(0),
    invalidLeads: integer("invalid_leads").notNull().default(0),
    duplicateLeads: integer("duplicate_leads").notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
    payoutCents: bigint("payout_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("perf_stats_daily_key_uq").on(t.day, t.campaignId, t.publisherClientId, t.supportId, t.subId),
    index("perf_stats_daily_advertiser_idx").on(t.advertiserClientId, t.day),
    index("perf_stats_daily_publisher_idx").on(t.publisherClientId, t.day),
    index("perf_stats_daily_program_idx").on(t.programId, t.day),
  ],
);
