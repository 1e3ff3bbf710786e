import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { marketLeads, marketPromoCodes } from "./market-catalog";
import { marketInvalidations, marketSales } from "./market-orders";
import { users } from "./users";
import { PREPAYMENT_STATUSES, LEDGER_KINDS, type SaleType } from "@/lib/domain/states";
export { PREPAYMENT_STATUSES, LEDGER_KINDS, SALE_TYPES } from "@/lib/domain/states";
export type { SaleType } from "@/lib/domain/states";

/** An advertiser's top-up request; validating it writes a ledger credit. Amounts HT in cents. */
export const prepayments = pgTable(
  "prepayments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    method: text("method").$type<"transfer" | "card">().notNull(),
    reference: text("reference"),
    status: text("status").$type<(typeof PREPAYMENT_STATUSES)[number]>().notNull().default("waiting"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id),
  },
  (t) => [
    index("prepayments_user_idx").on(t.userId, t.createdAt),
    index("prepayments_status_idx").on(t.status),
    check("prepayments_amount_check", sql`${t.amountCents} > 0`),
    check("prepayments_method_check", sql`${t.method} in ('transfer','card')`),
    check("prepayments_status_check", sql`${t.status} in ('waiting','validated','refused')`),
  ],
);

/**
 * The marketplace balance is the sum of this append-only ledger (HT, cents):
 * credits are positive, sale debits negative. Rows are never updated.
 */
export const balanceLedger = pgTable(
  "balance_ledger",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: text("kind").$type<(typeof LEDGER_KINDS)[number]>().notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    prepaymentId: integer("prepayment_id").references(() => prepayments.id),
    /** The sale a debit pays for. */
    saleId: integer("sale_id").references(() => marketSales.id),
    /** The accepted invalidation a refund answers. */
    invalidationId: integer("invalidation_id").references(() => marketInvalidations.id),
    promoCodeId: integer("promo_code_id").references(() => marketPromoCodes.id),
    reason: text("reason"),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("balance_ledger_user_idx").on(t.userId, t.createdAt),
    // A sale is debited once, a refund granted once, a prepayment credited once.
    uniqueIndex("balance_ledger_sale_uq")
      .on(t.saleId)
      .where(sql`${t.kind} = 'sale'`),
    uniqueIndex("balance_ledger_invalidation_uq").on(t.invalidationId),
    uniqueIndex("balance_ledger_prepayment_uq").on(t.prepaymentId),
    check("balance_ledger_kind_check", sql`${t.kind} in ('prepayment','sale','refund','promo','adjustment')`),
    check("balance_ledger_adjustment_reason", sql`${t.kind} <> 'adjustment' or ${t.reason} is not null`),
  ],
);

/**
 * Each buyer's balance (HT cents), so that reading it is one row, not a sum over the history. It is
 * kept by statement triggers on balance_ledger (migration market_balances_trigger), in the same
 * transaction as every ledger write, whatever path or raw SQL writes it; the ledger stays the
 * truth and checkBalanceDrift (features/market/money/server/balance/drift.ts) proves they agree.
 */
export const marketBalances = pgTable("market_balances", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  balanceCents: bigint("balance_cents", { mode: "number" }).notNull().default(0),
  /** How many ledger rows the balance sums (the drift check compares it too). */
  entries: integer("entries").notNull().default(0),
  /** The time of the latest ledger movement the balance includes. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stock leads an advertiser has put in its cart, by sale type. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => marketLeads.id, { onDelete: "cascade" }),
    saleType: text("sale_type").$type<SaleType>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_user_lead_uq").on(t.userId, t.leadId),
    check("cart_items_sale_type_check", sql`${t.saleType} in ('exclusive','duo','trio')`),
  ],
);
