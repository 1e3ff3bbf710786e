import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { marketCategories, marketLeads, marketPromoCodes } from "./market-catalog";
import { users } from "./users";
import { DELIVERY_MODES, INVALIDATION_REASONS, INVALIDATION_OUTCOMES, type OrderState } from "@/lib/domain/states";
export { ORDER_STATES, DELIVERY_MODES, INVALIDATION_REASONS, INVALIDATION_OUTCOMES } from "@/lib/domain/states";
export type { OrderState } from "@/lib/domain/states";

/** What an order or a saved filter asks of a lead. Empty lists mean "any". */
export interface LeadCriteria {
  departments?: string[];
  postcodes?: string[];
  ageMin?: number;
  ageMax?: number;
  /** The category's own fields: accepted values per field key. */
  fields?: Record<string, Array<string | number | boolean>>;
}

/** An advertiser's saved filter (mesfiltres). */
export const marketFilters = pgTable(
  "market_filters",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => marketCategories.id),
    name: text("name").notNull(),
    criteria: jsonb("criteria").$type<LeadCriteria>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("market_filters_user_idx").on(t.userId)],
);

/**
 * An advertiser's standing order (commande). Leads are distributed to it while in progress,
 * within its caps and schedule; `delivered` counts its sales.
 */
export const marketOrders = pgTable(
  "market_orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => marketCategories.id),
    saleType: text("sale_type").$type<"exclusive" | "duo" | "trio">().notNull(),
    filterId: integer("filter_id").references(() => marketFilters.id, { onDelete: "set null" }),
    criteria: jsonb("criteria").$type<LeadCriteria>().notNull().default({}),
    totalVolume: integer("total_volume").notNull(),
    dailyCap: integer("daily_cap"),
    /** ISO weekdays 1 (Monday) – 7 on which leads may be delivered. */
    days: smallint("days")
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6,7}'::smallint[]`),
    /** Europe/Paris hours [hourFrom, hourTo). */
    hourFrom: smallint("hour_from").notNull().default(0),
    hourTo: smallint("hour_to").notNull().default(24),
    delivery: text("delivery").$type<(typeof DELIVERY_MODES)[number]>().notNull(),
    /** The category's price for the sale type, less the promo code, fixed at confirmation. */
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    promoCodeId: integer("promo_code_id").references(() => marketPromoCodes.id),
    state: text("state").$type<OrderState>().notNull().default("in_progress"),
    delivered: integer("delivered").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("market_orders_user_idx").on(t.userId, t.state),
    index("market_orders_category_state_idx").on(t.categoryId, t.state),
    check("market_orders_state_check", sql`${t.state} in ('in_progress','completed','paused','cancelled')`),
    check("market_orders_sale_type_check", sql`${t.saleType} in ('exclusive','duo','trio')`),
    check("market_orders_delivery_check", sql`${t.delivery} in ('webhook','email','csv')`),
    check(
      "market_orders_volume_check",
      sql`${t.totalVolume} > 0 and ${t.delivered} >= 0 and ${t.delivered} <= ${t.totalVolume}`,
    ),
    check("market_orders_cap_check", sql`${t.dailyCap} is null or ${t.dailyCap} > 0`),
    check("market_orders_hours_check", sql`${t.hourFrom} >= 0 and ${t.hourTo} <= 24 and ${t.hourFrom} < ${t.hourTo}`),
    check("market_orders_price_check", sql`${t.unitPriceCents} >= 0`),
  ],
);

/**
 * One lead sold to one buyer, through an order or the cart. The unique (lead, buyer) pair is
 * what makes "never twice to the same buyer" hold under concurrency.
 */
export const marketSales = pgTable(
  "market_sales",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => marketLeads.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    orderId: integer("order_id").references(() => marketOrders.id),
    saleType: text("sale_type").$type<"exclusive" | "duo" | "trio">().notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("market_sales_lead_buyer_uq").on(t.leadId, t.userId),
    index("market_sales_user_idx").on(t.userId, t.createdAt),
    // (order, time): the daily cap counts an order's sales of one Paris day as an index range.
    index("market_sales_order_idx").on(t.orderId, t.createdAt),
    check("market_sales_sale_type_check", sql`${t.saleType} in ('exclusive','duo','trio')`),
    check("market_sales_price_check", sql`${t.priceCents} >= 0`),
  ],
);

/** An advertiser's request to invalidate a bought lead; accepting it refunds the sale to the ledger. */
export const marketInvalidations = pgTable(
  "market_invalidations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    saleId: integer("sale_id")
      .notNull()
      .references(() => marketSales.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    reason: text("reason").$type<(typeof INVALIDATION_REASONS)[number]>().notNull(),
    comment: text("comment").notNull().default(""),
    outcome: text("outcome").$type<(typeof INVALIDATION_OUTCOMES)[number]>().notNull().default("being_processed"),
    decisionNote: text("decision_note"),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("market_invalidations_sale_uq").on(t.saleId),
    index("market_invalidations_outcome_idx").on(t.outcome, t.createdAt),
    index("market_invalidations_user_idx").on(t.userId),
    check(
      "market_invalidations_reason_check",
      sql`${t.reason} in ('no_answer','no_request','fake_phone','number_not_allocated','ws_refused','no_ws_return')`,
    ),
    check("market_invalidations_outcome_check", sql`${t.outcome} in ('being_processed','valid','accepted','refused')`),
  ],
);
