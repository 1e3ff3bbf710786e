import { sql } from "drizzle-orm";
import { inList } from "@/lib/db/check-values";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import {
  PUSH_DELIVERY_STATES,
  PUSH_NOTIFICATION_STATES,
  type PushDeliveryState,
  type PushNotificationState,
  type PushPlatform,
} from "@/lib/domain/states";
import { users } from "./users";

/** A browser's Web Push subscription, for the signed-in person who accepted notifications there. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's URL for this browser (unique: a browser re-subscribing moves it). */
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the push service answered 404/410: the browser dropped it; never sent to again. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/** Who a notification goes to: empty lists mean everyone (each list narrows). */
export interface PushAudience {
  laws: ("ad" | "tem" | "ma" | "an" | "af")[];
  platforms: PushPlatform[];
}

/** A notification an administrator (ad) wrote, sent now or at `sendAt`. */
export const pushNotifications = pgTable(
  "push_notifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Opened on click: a path of the portal or an https URL. */
    url: text("url").notNull(),
    audience: jsonb("audience").$type<PushAudience>().notNull(),
    state: text("state").$type<PushNotificationState>().notNull().default("scheduled"),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its deliveries were queued. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("push_notifications_created_idx").on(t.createdAt),
    check("push_notifications_state_check", sql`${t.state} in (${inList(PUSH_NOTIFICATION_STATES)})`),
  ],
);

/** One notification to one subscription, with the push service's answer (the logs screen). */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => pushNotifications.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => pushSubscriptions.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    state: text("state").$type<PushDeliveryState>().notNull().default("pending"),
    /** Carried in the encrypted payload; the service worker's click sends it back (unguessable). */
    clickToken: text("click_token").notNull(),
    attempts: integer("attempts").notNull().default(0),
    statusCode: integer("status_code"),
    /** The push service's answer (an excerpt) or the network error. */
    response: text("response"),
    /** The push service's host, for the logs (the full endpoint is a capability: not shown). */
    service: text("service").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
  },
  (t) => [
    index("push_deliveries_notification_idx").on(t.notificationId, t.state),
    index("push_deliveries_created_idx").on(t.createdAt),
    uniqueIndex("push_deliveries_click_token_idx").on(t.clickToken),
    check("push_deliveries_state_check", sql`${t.state} in (${inList(PUSH_DELIVERY_STATES)})`),
  ],
);
