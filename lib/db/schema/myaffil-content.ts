import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { myaffilCampaigns, myaffilSupports } from "./myaffil";
import { users } from "./users";
import { CALL_OUTCOMES, type VisualKind, type ShootState } from "@/lib/domain/states";
export { VISUAL_KINDS, SHOOT_STATES, CALL_OUTCOMES } from "@/lib/domain/states";
export type { VisualKind, ShootState } from "@/lib/domain/states";

/**
 * A creative of a campaign. E-mail HTML is stored already sanitised (no script, event handler or
 * iframe); `{{tracking_link}}` placeholders are replaced by the publisher's link at preview time.
 */
export const myaffilVisuals = pgTable(
  "perf_visuals",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => myaffilCampaigns.id, { onDelete: "cascade" }),
    kind: text("kind").$type<VisualKind>().notNull(),
    name: text("name").notNull(),
    /** e-mail: subject line and sender name. */
    subject: text("subject"),
    senderName: text("sender_name"),
    html: text("html"),
    /** banner: a file of the image library. */
    imageId: integer("image_id").references(() => myaffilImages.id),
    width: integer("width"),
    height: integer("height"),
    /** text link: the anchor text. */
    linkText: text("link_text"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("perf_visuals_campaign_idx").on(t.campaignId),
    check("perf_visuals_kind_check", sql`${t.kind} in ('email','banner','text')`),
  ],
);

/** The administrators' image library (UploadImages); banners point at it. */
export const myaffilImages = pgTable("perf_images", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  /** The stored file's name under DATA_DIR/images (random, never the uploader's). */
  storedName: text("stored_name").notNull().unique(),
  originalName: text("original_name").notNull(),
  mime: text("mime").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  width: integer("width"),
  height: integer("height"),
  uploadedBy: integer("uploaded_by").references(() => users.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A publisher's scheduled e-mail send for a campaign (spec §4: valid, cancelled, postponed). */
export const myaffilShoots = pgTable(
  "perf_shoots",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => myaffilCampaigns.id, { onDelete: "cascade" }),
    publisherClientId: integer("publisher_client_id").notNull(),
    supportId: integer("support_id")
      .notNull()
      .references(() => myaffilSupports.id),
    visualId: integer("visual_id").references(() => myaffilVisuals.id),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    volume: integer("volume").notNull(),
    state: text("state").$type<ShootState>().notNull().default("valid"),
    /** Reported by the publisher after the send. */
    sent: integer("sent").notNull().default(0),
    opens: integer("opens").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("perf_shoots_campaign_idx").on(t.campaignId, t.scheduledAt),
    index("perf_shoots_publisher_idx").on(t.publisherClientId, t.scheduledAt),
    check("perf_shoots_state_check", sql`${t.state} in ('valid','cancelled','postponed')`),
    check("perf_shoots_volume_check", sql`${t.volume} > 0 and ${t.sent} >= 0 and ${t.opens} >= 0`),
  ],
);

/** Monthly targets per advertiser client (admin `objectifs`). */
export const myaffilObjectives = pgTable(
  "perf_objectives",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    advertiserClientId: integer("advertiser_client_id").notNull(),
    /** First day of the month. */
    month: date("month").notNull(),
    targetLeads: integer("target_leads").notNull().default(0),
    targetRevenueCents: bigint("target_revenue_cents", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("perf_objectives_client_month_uq").on(t.advertiserClientId, t.month),
    check("perf_objectives_targets_check", sql`${t.targetLeads} >= 0 and ${t.targetRevenueCents} >= 0`),
  ],
);

/** A Manivox call-tracking tag: a phone number shown for one campaign. */
export const manivoxTags = pgTable(
  "manivox_tags",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    campaignId: integer("campaign_id").references(() => myaffilCampaigns.id, { onDelete: "set null" }),
    phoneNumber: text("phone_number").notNull(),
    active: integer("active").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("manivox_tags_phone_uq").on(t.phoneNumber)],
);

/** A call received on a tag, with its lead outcome. */
export const manivoxCalls = pgTable(
  "manivox_calls",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tagId: integer("tag_id")
      .notNull()
      .references(() => manivoxTags.id, { onDelete: "cascade" }),
    callerNumber: text("caller_number").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    durationSeconds: integer("duration_seconds").notNull().default(0),
    outcome: text("outcome").$type<(typeof CALL_OUTCOMES)[number]>().notNull(),
    /** perf_leads.id when the call became a lead. */
    leadId: bigint("lead_id", { mode: "number" }),
  },
  (t) => [
    index("manivox_calls_tag_idx").on(t.tagId, t.startedAt),
    check("manivox_calls_outcome_check", sql`${t.outcome} in ('lead','no_lead','missed')`),
  ],
);
