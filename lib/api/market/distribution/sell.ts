import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { balanceLedger, marketLeads, marketOrders, marketSales } from "@/lib/db/schema";
import { enqueueSaleDeliveries } from "../webhooks/enqueue";
import { BUYER_LIMIT, limitAllows, parisDay, type SaleType } from "./criteria";

/** A drizzle transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface SellInput {
  leadId: number;
  userId: number;
  saleType: SaleType;
  priceCents: number;
  /** The order the sale counts against; null for a cart purchase. */
  orderId: number | null;
  /** The moment of the sale (daily caps count Europe/Paris days); default: now. */
  now?: Date;
}

export type SellRefusal =
  | "lead_unavailable"
  | "buyer_limit"
  | "already_bought"
  | "insufficient_balance"
  | "order_inactive"
  | "order_full"
  | "daily_cap";

export type SellResult = { ok: true; saleId: number } | { ok: false; reason: SellRefusal };

const rowsOf = <R>(res: unknown): R[] => (Array.isArray(res) ? (res as R[]) : ((res as { rows: R[] }).rows ?? []));

/** The buyer's balance (sum of the ledger), read inside the caller's transaction. */
export async function ledgerBalance(tx: Tx | Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${balanceLedger.amountCents}), 0)` })
    .from(balanceLedger)
    .where(eq(balanceLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/** Sales of an order on the Europe/Paris day of `now`. */
export async function orderSalesOnDay(tx: Tx | Db, orderId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(marketSales)
    .where(
      and(
        eq(marketSales.orderId, orderId),
        sql`(${marketSales.createdAt} at time zone 'Europe/Paris')::date = ${parisDay(now)}::date`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Sells one lead to one buyer inside the caller's transaction, or says why not. Locks, in this
 * order (the same for the distribution engine and the cart, so they never deadlock): the buyer
 * (`pg_advisory_xact_lock(user_id)`), the lead row, the order row. Every condition is checked
 * again under those locks: lead available and its buyer limit (fixed by the first sale's type),
 * never twice to one buyer, balance from the ledger, the order's state, total volume and daily cap.
 * Then: the sale, its ledger debit, the order's delivered count (completed when full), the lead's
 * sold count and state, and the sale's webhook deliveries.
 */
export async function sellLeadToUser(tx: Tx, input: SellInput): Promise<SellResult> {
  const now = input.now ?? new Date();
  await tx.execute(sql`select pg_advisory_xact_lock(${input.userId}::bigint)`);
  const [lead] = rowsOf<{ state: string; buyer_limit: number | null; sold_count: number }>(
    await tx.execute(
      sql`select state, buyer_limit, sold_count from market_leads where id = ${input.leadId} for update`,
    ),
  );
  if (!lead || lead.state !== "available") return { ok: false, reason: "lead_unavailable" };
  const limitState = {
    buyerLimit: lead.buyer_limit == null ? null : Number(lead.buyer_limit),
    soldCount: Number(lead.sold_count),
  };
  if (!limitAllows(limitState, input.saleType)) return { ok: false, reason: "buyer_limit" };

  const [bought] = await tx
    .select({ id: marketSales.id })
    .from(marketSales)
    .where(and(eq(marketSales.leadId, input.leadId), eq(marketSales.userId, input.userId)))
    .limit(1);
  if (bought) return { ok: false, reason: "already_bought" };

  let completes = false;
  if (input.orderId != null) {
    const [order] = rowsOf<{
      state: string;
      delivered: number;
      total_volume: number;
      daily_cap: number | null;
      user_id: number;
    }>(
      await tx.execute(
        sql`select state, delivered, total_volume, daily_cap, user_id from market_orders where id = ${input.orderId} for update`,
      ),
    );
    if (!order || order.state !== "in_progress" || Number(order.user_id) !== input.userId)
      return { ok: false, reason: "order_inactive" };
    if (Number(order.delivered) >= Number(order.total_volume)) return { ok: false, reason: "order_full" };
    if (order.daily_cap != null && (await orderSalesOnDay(tx, input.orderId, now)) >= Number(order.daily_cap))
      return { ok: false, reason: "daily_cap" };
    completes = Number(order.delivered) + 1 >= Number(order.total_volume);
  }

  if ((await ledgerBalance(tx, input.userId)) < input.priceCents) return { ok: false, reason: "insufficient_balance" };

  const [sale] = await tx
    .insert(marketSales)
    .values({
      leadId: input.leadId,
      userId: input.userId,
      orderId: input.orderId,
      saleType: input.saleType,
      priceCents: input.priceCents,
      createdAt: now,
    })
    .returning({ id: marketSales.id });
  await tx
    .insert(balanceLedger)
    .values({ userId: input.userId, kind: "sale", amountCents: -input.priceCents, saleId: sale!.id, createdAt: now });
  if (input.orderId != null) {
    await tx
      .update(marketOrders)
      .set({
        delivered: sql`${marketOrders.delivered} + 1`,
        state: completes ? "completed" : "in_progress",
        updatedAt: now,
      })
      .where(eq(marketOrders.id, input.orderId));
  }
  const limit = limitState.buyerLimit ?? BUYER_LIMIT[input.saleType];
  const soldCount = limitState.soldCount + 1;
  await tx
    .update(marketLeads)
    .set({ buyerLimit: limit, soldCount, state: soldCount >= limit ? "sold" : "available" })
    .where(eq(marketLeads.id, input.leadId));
  await enqueueSaleDeliveries(tx, sale!.id, now);
  return { ok: true, saleId: sale!.id };
}
