import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { balanceLedger, marketFilters, marketOrders, marketPromoCodes, type OrderState } from "@/lib/db/schema";
import type { Order } from "@/lib/validation/order";
import { distributeOrder } from "@/features/market/distribution/server/distribution/distribute";
import { compactCriteria } from "@/features/market/filters/server/filters";
import { takePromoUse } from "@/features/market/cart/server/promo/promo";
import { orderError } from "./errors";
import { quoteOrder, type OrderQuote } from "./quote";

export type OrderRow = typeof marketOrders.$inferSelect;

export async function getOrderRow(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(marketOrders).where(eq(marketOrders.id, id));
  return row ?? null;
}

/** A saved filter chosen in the wizard must be the buyer's own and of the order's category. */
async function checkFilter(
  db: Db,
  userId: number,
  categoryId: number,
  filterId: number | null | undefined,
): Promise<number | null> {
  if (filterId == null) return null;
  const [f] = await db
    .select({ userId: marketFilters.userId, categoryId: marketFilters.categoryId })
    .from(marketFilters)
    .where(eq(marketFilters.id, filterId));
  if (!f || f.userId !== userId || f.categoryId !== categoryId)
    throw orderError("BAD_USER_INPUT", "filter", { filterId: "filter" });
  return filterId;
}

/** Runs stock into an in-progress order; a failure of the engine does not undo the order. */
async function distribute(db: Db, orderId: number): Promise<number> {
  return (await distributeOrder(db, orderId)).length;
}

/**
 * Confirms an order: price fixed (category price for the sale type, less a percent code), the
 * promo use counted, an amount code credited once to the ledger, then stock is distributed to it.
 * A short balance does not block it: distribution stops when the balance is out.
 */
export async function createOrder(
  db: Db,
  userId: number,
  input: Order,
  actorId: number,
): Promise<{ id: number; quote: OrderQuote; distributed: number }> {
  const quote = await quoteOrder(db, userId, input);
  if (quote.promoRefusal)
    throw orderError("BAD_USER_INPUT", `promo.${quote.promoRefusal}`, { promoCode: `promo.${quote.promoRefusal}` });
  const filterId = await checkFilter(db, userId, input.categoryId, input.filterId);
  const id = await db.transaction(async (tx) => {
    if (quote.promo && !(await takePromoUse(tx, quote.promo.id)))
      throw orderError("BAD_USER_INPUT", "promo.exhausted", { promoCode: "promo.exhausted" });
    const now = new Date();
    const [row] = await tx
      .insert(marketOrders)
      .values({
        userId,
        categoryId: input.categoryId,
        saleType: input.saleType,
        filterId,
        criteria: compactCriteria(input.criteria),
        totalVolume: input.totalVolume,
        dailyCap: input.dailyCap ?? null,
        days: [...new Set(input.days)].sort(),
        hourFrom: input.hourFrom,
        hourTo: input.hourTo,
        delivery: input.delivery,
        unitPriceCents: quote.unitPriceCents,
        promoCodeId: quote.promo?.id ?? null,
        state: "in_progress",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: marketOrders.id });
    if (quote.promo?.kind === "amount") {
      await tx.insert(balanceLedger).values({
        userId,
        kind: "promo",
        amountCents: quote.promo.value,
        promoCodeId: quote.promo.id,
        reason: `Code promo ${quote.promo.code}`,
        createdBy: actorId,
        createdAt: now,
      });
    }
    return row!.id;
  });
  return { id, quote, distributed: await distribute(db, id) };
}

/**
 * Modifies an order. Category and sale type may change only before the first delivery (the price
 * is then that of the new pair, the percent code still applying); the volume never below what was
 * delivered. A cancelled order is final; a completed one given more volume runs again.
 */
export async function updateOrder(db: Db, order: OrderRow, input: Order): Promise<{ distributed: number }> {
  if (order.state === "cancelled") throw orderError("BAD_USER_INPUT", "orderCancelled");
  const retyped = input.categoryId !== order.categoryId || input.saleType !== order.saleType;
  if (retyped && order.delivered > 0)
    throw orderError("BAD_USER_INPUT", "lockedAfterDelivery", { categoryId: "lockedAfterDelivery" });
  if (input.totalVolume < order.delivered)
    throw orderError("BAD_USER_INPUT", "volumeBelowDelivered", { totalVolume: "volumeBelowDelivered" });
  const filterId = await checkFilter(db, order.userId, input.categoryId, input.filterId);
  let unitPriceCents = order.unitPriceCents;
  if (retyped) {
    const quote = await quoteOrder(db, order.userId, { ...input, promoCode: null });
    const [p] = order.promoCodeId
      ? await db
          .select({ kind: marketPromoCodes.kind, value: marketPromoCodes.value })
          .from(marketPromoCodes)
          .where(eq(marketPromoCodes.id, order.promoCodeId))
      : [];
    unitPriceCents =
      p?.kind === "percent" ? Math.round((quote.basePriceCents * (100 - p.value)) / 100) : quote.basePriceCents;
  }
  let state: OrderState = order.state;
  if (state === "completed" && input.totalVolume > order.delivered) state = "in_progress";
  if (state === "in_progress" && input.totalVolume === order.delivered) state = "completed";
  await db
    .update(marketOrders)
    .set({
      categoryId: input.categoryId,
      saleType: input.saleType,
      filterId,
      criteria: compactCriteria(input.criteria),
      totalVolume: input.totalVolume,
      dailyCap: input.dailyCap ?? null,
      days: [...new Set(input.days)].sort(),
      hourFrom: input.hourFrom,
      hourTo: input.hourTo,
      delivery: input.delivery,
      unitPriceCents,
      state,
      updatedAt: new Date(),
    })
    .where(eq(marketOrders.id, order.id));
  return { distributed: state === "in_progress" ? await distribute(db, order.id) : 0 };
}

export type OrderAction = "pause" | "relaunch" | "cancel";

const FROM: Record<OrderAction, OrderState[]> = {
  pause: ["in_progress"],
  relaunch: ["paused"],
  cancel: ["in_progress", "paused"],
};
const TO: Record<OrderAction, OrderState> = { pause: "paused", relaunch: "in_progress", cancel: "cancelled" };

/** pause (in progress → paused), relaunch (paused → in progress, then stock is distributed), cancel. */
export async function changeOrderState(
  db: Db,
  order: OrderRow,
  action: OrderAction,
): Promise<{ state: OrderState; distributed: number }> {
  const rows = await db
    .update(marketOrders)
    .set({ state: TO[action], updatedAt: new Date() })
    .where(
      and(
        eq(marketOrders.id, order.id),
        sql`${marketOrders.state} in (${sql.join(
          FROM[action].map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ id: marketOrders.id });
  if (rows.length === 0) throw orderError("BAD_USER_INPUT", `transition.${action}`);
  const distributed = action === "relaunch" ? await distribute(db, order.id) : 0;
  const after = await getOrderRow(db, order.id);
  return { state: after?.state ?? TO[action], distributed };
}
