import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { cartItems, marketCategories, marketLeads, type LeadCriteria } from "@/lib/db/schema";
import { SALE_TYPES, type SaleType } from "@/lib/validation/order";
import { BUYER_LIMIT, limitAllows } from "@/features/market/distribution/server/distribution/criteria";
import { ledgerBalance, sellLeadToUser } from "@/features/market/distribution/server/distribution/sell";
import { priceFor } from "@/features/market/filters/server/filters";
import { buyableWhere, criteriaWhere } from "@/features/market/filters/server/criteria";
import { orderError } from "@/features/market/orders/server/errors";

export interface CartLine {
  id: number;
  leadId: number;
  saleType: SaleType;
  categoryId: number;
  categoryName: string;
  /** First name and initial only: the lead is not bought yet. */
  leadLabel: string;
  department: string;
  age: number | null;
  leadDay: string;
  priceCents: number;
  /** Still buyable by this user under this sale type. */
  available: boolean;
  addedAt: Date;
}

const masked = (first: string, last: string) => `${first} ${last.slice(0, 1)}.`;

export async function listCart(db: Db, userId: number): Promise<CartLine[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      leadId: cartItems.leadId,
      saleType: cartItems.saleType,
      addedAt: cartItems.createdAt,
      categoryId: marketLeads.categoryId,
      categoryName: marketCategories.name,
      firstName: marketLeads.firstName,
      lastName: marketLeads.lastName,
      department: marketLeads.department,
      age: marketLeads.age,
      leadDay: marketLeads.day,
      state: marketLeads.state,
      buyerLimit: marketLeads.buyerLimit,
      soldCount: marketLeads.soldCount,
      priceExclusiveCents: marketCategories.priceExclusiveCents,
      priceDuoCents: marketCategories.priceDuoCents,
      priceTrioCents: marketCategories.priceTrioCents,
      boughtByMe: sql<boolean>`exists (select 1 from market_sales s where s.lead_id = "market_leads"."id" and s.user_id = ${userId})`,
    })
    .from(cartItems)
    .innerJoin(marketLeads, eq(marketLeads.id, cartItems.leadId))
    .innerJoin(marketCategories, eq(marketCategories.id, marketLeads.categoryId))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  return rows.map((r) => ({
    id: r.id,
    leadId: r.leadId,
    saleType: r.saleType,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    leadLabel: masked(r.firstName, r.lastName),
    department: r.department,
    age: r.age,
    leadDay: r.leadDay,
    priceCents: priceFor(r, r.saleType),
    available:
      r.state === "available" &&
      !r.boughtByMe &&
      limitAllows({ buyerLimit: r.buyerLimit, soldCount: r.soldCount }, r.saleType),
    addedAt: r.addedAt,
  }));
}

/** Puts stock leads in the cart under a sale type (a lead already there changes type); refuses leads it may not buy. */
export async function addToCart(db: Db, userId: number, leadIds: number[], saleType: SaleType): Promise<number> {
  if (!SALE_TYPES.includes(saleType)) throw orderError("BAD_USER_INPUT", "saleType", { saleType: "saleType" });
  const ids = [...new Set(leadIds)];
  if (!ids.length) return 0;
  const ok = await db
    .select({ id: marketLeads.id })
    .from(marketLeads)
    .where(and(inArray(marketLeads.id, ids), buyableWhere(userId, saleType)));
  if (ok.length !== ids.length) throw orderError("BAD_USER_INPUT", "leadUnavailable", { leadIds: "leadUnavailable" });
  await db
    .insert(cartItems)
    .values(ids.map((leadId) => ({ userId, leadId, saleType })))
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.leadId], set: { saleType } });
  return ids.length;
}

/** Removes cart lines (by cart item id) of the user; others' lines are never touched. */
export async function removeFromCart(db: Db, userId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
    .returning({ id: cartItems.id });
  return rows.length;
}

export interface CheckoutResult {
  sold: number;
  soldCents: number;
  /** Lead ids no longer for sale to the user: reported and taken out of the cart. */
  unavailable: number[];
  balanceCents: number;
}

/**
 * Buys the cart: each still-available line is sold through the same transaction as the distribution
 * engine (sale + ledger debit). If the balance cannot pay for all of them, nothing is sold.
 */
export async function checkoutCart(db: Db, userId: number): Promise<CheckoutResult> {
  const lines = await listCart(db, userId);
  if (!lines.length) throw orderError("BAD_USER_INPUT", "cartEmpty");
  const buyable = lines.filter((l) => l.available);
  const total = buyable.reduce((s, l) => s + l.priceCents, 0);
  const balance = await ledgerBalance(db, userId);
  if (buyable.length && balance < total) throw orderError("BAD_USER_INPUT", "insufficientBalance");
  const unavailable = lines.filter((l) => !l.available).map((l) => l.leadId);
  let sold = 0;
  let soldCents = 0;
  for (const line of buyable) {
    const r = await db.transaction(async (tx) => {
      const res = await sellLeadToUser(tx, {
        leadId: line.leadId,
        userId,
        saleType: line.saleType,
        priceCents: line.priceCents,
        orderId: null,
      });
      if (res.ok) await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      return res;
    });
    if (r.ok) {
      sold++;
      soldCents += line.priceCents;
    } else unavailable.push(line.leadId);
  }
  if (unavailable.length)
    await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.leadId, unavailable)));
  return { sold, soldCents, unavailable, balanceCents: await ledgerBalance(db, userId) };
}

export interface StockLead {
  id: number;
  categoryId: number;
  label: string;
  department: string;
  postcode: string;
  age: number | null;
  fields: Record<string, string | number | boolean>;
  day: string;
  /** Buyers so far (a duo/trio lead may be bought again under its type). */
  soldCount: number;
  buyerLimit: number | null;
  inCart: boolean;
}

/** Stock the user may buy as `saleType` in a category, newest first, a page at a time. */
export async function browseStock(
  db: Db,
  userId: number,
  q: { categoryId: number; saleType: SaleType; criteria: LeadCriteria; page: number; pageSize: number },
): Promise<{ total: number; items: StockLead[] }> {
  const where = and(
    eq(marketLeads.categoryId, q.categoryId),
    buyableWhere(userId, q.saleType),
    ...criteriaWhere(q.criteria),
  );
  const [[count], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketLeads)
      .where(where),
    db
      .select({
        id: marketLeads.id,
        categoryId: marketLeads.categoryId,
        firstName: marketLeads.firstName,
        lastName: marketLeads.lastName,
        department: marketLeads.department,
        postcode: marketLeads.postcode,
        age: marketLeads.age,
        fields: marketLeads.fields,
        day: marketLeads.day,
        soldCount: marketLeads.soldCount,
        buyerLimit: marketLeads.buyerLimit,
        inCart: sql<boolean>`exists (select 1 from cart_items c where c.lead_id = "market_leads"."id" and c.user_id = ${userId})`,
      })
      .from(marketLeads)
      .where(where)
      .orderBy(desc(marketLeads.createdAt), asc(marketLeads.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return {
    total: count?.n ?? 0,
    items: rows.map(({ firstName, lastName, postcode, ...r }) => ({
      ...r,
      label: masked(firstName, lastName),
      postcode: `${postcode.slice(0, 2)}***`,
    })),
  };
}

export { BUYER_LIMIT };
