import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { LEAD_STOCK_STATES, PROMO_KINDS } from "@/lib/domain/states";
export { LEAD_STOCK_STATES, PROMO_KINDS } from "@/lib/domain/states";

/** A field a category's leads carry beyond the common ones (name, e-mail, phone, postcode, age). */
export interface CategoryField {
  key: string;
  label: string;
  type: "text" | "number" | "select" | "boolean";
  options?: string[];
  required?: boolean;
}

/** A lead category with its price per sale type (HT cents). */
export const marketCategories = pgTable(
  "market_categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    /** A lucide icon name. */
    icon: text("icon").notNull().default("tag"),
    description: text("description").notNull().default(""),
    fields: jsonb("fields").$type<CategoryField[]>().notNull().default([]),
    priceExclusiveCents: bigint("price_exclusive_cents", { mode: "number" }).notNull(),
    priceDuoCents: bigint("price_duo_cents", { mode: "number" }).notNull(),
    priceTrioCents: bigint("price_trio_cents", { mode: "number" }).notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("market_categories_name_uq").on(t.name),
    check(
      "market_categories_prices_check",
      sql`${t.priceExclusiveCents} > 0 and ${t.priceDuoCents} > 0 and ${t.priceTrioCents} > 0`,
    ),
  ],
);

/** A partner that posts leads to the intake endpoint with its API key; `costCents` is what we pay it per lead. */
export const marketSources = pgTable(
  "market_sources",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull().unique(),
    /** SHA-256 of the API key (the key itself is shown once). */
    apiKeyHash: text("api_key_hash").notNull().unique(),
    costCents: bigint("cost_cents", { mode: "number" }).notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Weedo Trust on the intake (issue 14): when set, a lead must score at least this (0–100) under the
     * platform's default scenario or it is refused (422 LOW_TRUST_SCORE); null, the switch is off.
     */
    minTrustScore: smallint("min_trust_score"),
  },
  (t) => [check("market_sources_min_trust_score_check", sql`${t.minTrustScore} between 0 and 100`)],
);

/**
 * A marketplace lead. Its buyer limit is fixed by its first sale (exclusive 1, duo 2, trio 3);
 * `soldCount` never exceeds it (CHECK), which is what makes overselling impossible.
 */
export const marketLeads = pgTable(
  "market_leads",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => marketCategories.id),
    sourceId: integer("source_id").references(() => marketSources.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    postcode: text("postcode").notNull(),
    /** "75", "2A", "971"… derived from the postcode. */
    department: text("department").notNull(),
    age: smallint("age"),
    fields: jsonb("fields").$type<Record<string, string | number | boolean>>().notNull().default({}),
    state: text("state").$type<(typeof LEAD_STOCK_STATES)[number]>().notNull().default("available"),
    /** Set by the first sale: 1, 2 or 3. */
    buyerLimit: smallint("buyer_limit"),
    soldCount: smallint("sold_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Europe/Paris day of createdAt (stock screens group by it). */
    day: date("day").notNull(),
  },
  (t) => [
    index("market_leads_category_state_idx").on(t.categoryId, t.state, t.createdAt),
    index("market_leads_email_idx").on(t.categoryId, t.email, t.createdAt),
    index("market_leads_phone_idx").on(t.categoryId, t.phone, t.createdAt),
    index("market_leads_day_idx").on(t.day, t.categoryId),
    check("market_leads_state_check", sql`${t.state} in ('available','sold','unsold')`),
    check("market_leads_sold_check", sql`${t.soldCount} >= 0 and ${t.soldCount} <= coalesce(${t.buyerLimit}, 0)`),
    check("market_leads_limit_check", sql`${t.buyerLimit} is null or ${t.buyerLimit} in (1, 2, 3)`),
  ],
);

/** Promo codes: a percentage off an order, or an amount credited (HT cents). */
export const marketPromoCodes = pgTable(
  "market_promo_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull(),
    kind: text("kind").$type<(typeof PROMO_KINDS)[number]>().notNull(),
    /** percent: 1–100; amount: cents. */
    value: integer("value").notNull(),
    validFrom: date("valid_from"),
    validTo: date("valid_to"),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("market_promo_codes_code_uq").on(sql`upper(${t.code})`),
    check("market_promo_codes_kind_check", sql`${t.kind} in ('percent','amount')`),
    check("market_promo_codes_value_check", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check("market_promo_codes_uses_check", sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

/** Marketplace settings edited by administrators (invalidation policy…), one row per key. */
export const marketSettings = pgTable("market_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
