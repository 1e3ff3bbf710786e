import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { marketSales } from "./market-orders";
import { users } from "./users";
import { WEBHOOK_STATES, WEBHOOK_PARTNERS, DELIVERY_STATES } from "@/lib/domain/states";
export { WEBHOOK_STATES, WEBHOOK_PARTNERS, DELIVERY_STATES } from "@/lib/domain/states";

/**
 * Where an advertiser's leads are pushed: its own endpoint, or a partner's (partner set).
 * `mapping` maps the target's field names to lead fields; bodies are signed with HMAC-SHA256.
 */
export const marketWebhooks = pgTable(
  "market_webhooks",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    partner: text("partner").$type<(typeof WEBHOOK_PARTNERS)[number]>(),
    url: text("url").notNull(),
    method: text("method").$type<"POST" | "PUT">().notNull().default("POST"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull().default({}),
    secret: text("secret").notNull(),
    state: text("state").$type<(typeof WEBHOOK_STATES)[number]>().notNull().default("test"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    pausedReason: text("paused_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("market_webhooks_user_idx").on(t.userId),
    check("market_webhooks_state_check", sql`${t.state} in ('test','active','paused')`),
    check("market_webhooks_method_check", sql`${t.method} in ('POST','PUT')`),
  ],
);

/** A durable queue entry: one payload to one target, retried with back-off until delivered or given up. */
export const marketWebhookDeliveries = pgTable(
  "market_webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    webhookId: integer("webhook_id")
      .notNull()
      .references(() => marketWebhooks.id, { onDelete: "cascade" }),
    saleId: integer("sale_id").references(() => marketSales.id),
    payload: jsonb("payload").notNull(),
    state: text("state").$type<(typeof DELIVERY_STATES)[number]>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim; a claim older than the lease is free again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("market_webhook_deliveries_due_idx").on(t.state, t.nextAttemptAt),
    index("market_webhook_deliveries_webhook_idx").on(t.webhookId, t.createdAt),
    check("market_webhook_deliveries_state_check", sql`${t.state} in ('pending','delivered','failed')`),
  ],
);

/** Every attempt of a delivery, as the target answered. */
export const marketWebhookAttempts = pgTable(
  "market_webhook_attempts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => marketWebhookDeliveries.id, { onDelete: "cascade" }),
    statusCode: integer("status_code"),
    latencyMs: integer("latency_ms").notNull(),
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("market_webhook_attempts_delivery_idx").on(t.deliveryId, t.createdAt)],
);
