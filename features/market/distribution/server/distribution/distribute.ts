import { and, asc, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketLeads, marketOrders, marketSales } from "@/lib/db/schema";
import { BUYER_LIMIT, inSchedule, limitAllows, matchesCriteria, type SaleType } from "./criteria";
import { sellLeadToUser, type SellRefusal } from "./sell";

export interface DistributeOptions {
  /** The moment of distribution (schedule, daily caps); default: now. */
  now?: Date;
}

/**
 * Offers a fresh lead to the eligible orders, best-paying first (then the oldest): same category,
 * in progress, criteria met, within schedule. Each sale is its own transaction through
 * sellLeadToUser, which rechecks every limit under locks. Returns the sale ids.
 */
export async function distributeLead(db: Db, leadId: number, opts: DistributeOptions = {}): Promise<number[]> {
  const now = opts.now ?? new Date();
  const [lead] = await db.select().from(marketLeads).where(eq(marketLeads.id, leadId)).limit(1);
  if (!lead || lead.state !== "available") return [];
  const orders = await db
    .select()
    .from(marketOrders)
    .where(
      and(
        eq(marketOrders.categoryId, lead.categoryId),
        eq(marketOrders.state, "in_progress"),
        lt(marketOrders.delivered, marketOrders.totalVolume),
      ),
    )
    .orderBy(desc(marketOrders.unitPriceCents), asc(marketOrders.createdAt), asc(marketOrders.id));
  if (orders.length === 0) return [];
  const buyers = new Set(
    (await db.select({ userId: marketSales.userId }).from(marketSales).where(eq(marketSales.leadId, leadId))).map(
      (r) => r.userId,
    ),
  );
  const state = { buyerLimit: lead.buyerLimit, soldCount: lead.soldCount };
  const sales: number[] = [];
  for (const order of orders) {
    if (buyers.has(order.userId)) continue;
    if (!limitAllows(state, order.saleType)) continue;
    if (!inSchedule(order, now) || !matchesCriteria(lead, order.criteria)) continue;
    const r = await db.transaction((tx) =>
      sellLeadToUser(tx, {
        leadId,
        userId: order.userId,
        saleType: order.saleType,
        priceCents: order.unitPriceCents,
        orderId: order.id,
        now,
      }),
    );
    if (r.ok) {
      sales.push(r.saleId);
      buyers.add(order.userId);
      state.buyerLimit ??= BUYER_LIMIT[order.saleType];
      state.soldCount += 1;
      if (state.soldCount >= state.buyerLimit) break;
    } else if (r.reason === "lead_unavailable" || r.reason === "lead_unsubscribed") {
      break;
    } else if (r.reason === "buyer_limit") {
      // Another transaction sold it meanwhile: refresh what the lead accepts now.
      const [fresh] = await db
        .select({ buyerLimit: marketLeads.buyerLimit, soldCount: marketLeads.soldCount, state: marketLeads.state })
        .from(marketLeads)
        .where(eq(marketLeads.id, leadId));
      if (!fresh || fresh.state !== "available") break;
      state.buyerLimit = fresh.buyerLimit;
      state.soldCount = fresh.soldCount;
    } else if (r.reason === "already_bought") {
      buyers.add(order.userId);
    }
  }
  return sales;
}

const STOP: SellRefusal[] = ["insufficient_balance", "order_inactive", "order_full", "daily_cap"];

/**
 * Fills an order from stock (on creation or relaunch): the oldest matching available leads first,
 * until the order is full, its daily cap is reached, the buyer's balance runs out, or stock runs out.
 * Outside the order's schedule nothing is delivered. Returns the sale ids.
 */
export async function distributeOrder(
  db: Db,
  orderId: number,
  opts: DistributeOptions & { maxLeads?: number } = {},
): Promise<number[]> {
  const now = opts.now ?? new Date();
  const [order] = await db.select().from(marketOrders).where(eq(marketOrders.id, orderId)).limit(1);
  if (!order || order.state !== "in_progress" || order.delivered >= order.totalVolume || !inSchedule(order, now))
    return [];
  const c = order.criteria ?? {};
  const limit = BUYER_LIMIT[order.saleType as SaleType];
  const sales: number[] = [];
  let cursor = { createdAt: new Date(0), id: 0 };
  let remaining = Math.min(order.totalVolume - order.delivered, opts.maxLeads ?? Infinity);
  for (;;) {
    const batch = await db
      .select()
      .from(marketLeads)
      .where(
        and(
          eq(marketLeads.categoryId, order.categoryId),
          eq(marketLeads.state, "available"),
          lte(marketLeads.createdAt, now),
          sql`(${marketLeads.buyerLimit} is null or ${marketLeads.buyerLimit} = ${limit})`,
          sql`(${marketLeads.createdAt}, ${marketLeads.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`,
          c.departments?.length ? inArray(marketLeads.department, c.departments) : undefined,
          c.ageMin != null ? sql`${marketLeads.age} >= ${c.ageMin}` : undefined,
          c.ageMax != null ? sql`${marketLeads.age} <= ${c.ageMax}` : undefined,
          sql`not exists (select 1 from ${marketSales} s where s.lead_id = market_leads.id and s.user_id = ${order.userId})`,
        ),
      )
      .orderBy(asc(marketLeads.createdAt), asc(marketLeads.id))
      .limit(200);
    if (batch.length === 0) return sales;
    for (const lead of batch) {
      cursor = { createdAt: lead.createdAt, id: lead.id };
      if (!matchesCriteria(lead, c) || !limitAllows(lead, order.saleType)) continue;
      const r = await db.transaction((tx) =>
        sellLeadToUser(tx, {
          leadId: lead.id,
          userId: order.userId,
          saleType: order.saleType,
          priceCents: order.unitPriceCents,
          orderId: order.id,
          now,
        }),
      );
      if (r.ok) {
        sales.push(r.saleId);
        if (--remaining <= 0) return sales;
      } else if (STOP.includes(r.reason)) {
        return sales;
      }
    }
  }
}

/** Ages the stock: available leads never sold, older than `days`, become unsold. Returns how many. */
export async function ageOutStock(db: Db, now: Date, days = 30): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  const rows = await db
    .update(marketLeads)
    .set({ state: "unsold" })
    .where(and(eq(marketLeads.state, "available"), eq(marketLeads.soldCount, 0), lt(marketLeads.createdAt, before)))
    .returning({ id: marketLeads.id });
  return rows.length;
}
