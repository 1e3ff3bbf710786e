import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { balanceLedger, marketOrders, marketPromoCodes } from "@/lib/db/schema";
import { parisDay } from "@/lib/domain/paris-time";

export type PromoRow = typeof marketPromoCodes.$inferSelect;

/** Why a code cannot be used now (message keys of `marketOrders.promo`), or null when it can. */
export type PromoRefusal = "unknown" | "inactive" | "notYetValid" | "expired" | "exhausted" | "alreadyUsed";

export async function findPromoByCode(db: Db, code: string): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(marketPromoCodes)
    .where(sql`upper(${marketPromoCodes.code}) = upper(${code.trim()})`);
  return row ?? null;
}

/** Checks a code for a user today: active, within its dates, uses left, an amount code not yet credited to them. */
export async function checkPromo(
  db: Db,
  code: string,
  userId: number,
  now = new Date(),
): Promise<{ promo: PromoRow } | { refusal: PromoRefusal }> {
  const promo = await findPromoByCode(db, code);
  if (!promo) return { refusal: "unknown" };
  const today = parisDay(now);
  if (!promo.active) return { refusal: "inactive" };
  if (promo.validFrom && today < promo.validFrom) return { refusal: "notYetValid" };
  if (promo.validTo && today > promo.validTo) return { refusal: "expired" };
  if (promo.maxUses != null && promo.uses >= promo.maxUses) return { refusal: "exhausted" };
  if (promo.kind === "amount") {
    const [used] = await db
      .select({ id: balanceLedger.id })
      .from(balanceLedger)
      .where(
        and(eq(balanceLedger.userId, userId), eq(balanceLedger.kind, "promo"), eq(balanceLedger.promoCodeId, promo.id)),
      )
      .limit(1);
    if (used) return { refusal: "alreadyUsed" };
  }
  return { promo };
}

/** The unit price after a percent code (amount codes leave it as is). */
export const discounted = (baseCents: number, promo: Pick<PromoRow, "kind" | "value"> | null): number =>
  promo?.kind === "percent" ? Math.round((baseCents * (100 - promo.value)) / 100) : baseCents;

/** Counts one use, atomically within the limit; false when the last use was taken meanwhile. */
export async function takePromoUse(db: Db, promoId: number): Promise<boolean> {
  const rows = await db
    .update(marketPromoCodes)
    .set({ uses: sql`${marketPromoCodes.uses} + 1` })
    .where(
      and(
        eq(marketPromoCodes.id, promoId),
        or(isNull(marketPromoCodes.maxUses), lt(marketPromoCodes.uses, marketPromoCodes.maxUses)),
      ),
    )
    .returning({ id: marketPromoCodes.id });
  return rows.length === 1;
}

export interface PromoInputData {
  code: string;
  kind: "percent" | "amount";
  value: number;
  validFrom?: string | null;
  validTo?: string | null;
  maxUses?: number | null;
  active: boolean;
}

export async function listPromoCodes(db: Db): Promise<(PromoRow & { orders: number })[]> {
  return db
    .select({
      id: marketPromoCodes.id,
      code: marketPromoCodes.code,
      kind: marketPromoCodes.kind,
      value: marketPromoCodes.value,
      validFrom: marketPromoCodes.validFrom,
      validTo: marketPromoCodes.validTo,
      maxUses: marketPromoCodes.maxUses,
      uses: marketPromoCodes.uses,
      active: marketPromoCodes.active,
      createdAt: marketPromoCodes.createdAt,
      orders: sql<number>`(select count(*)::int from market_orders o where o.promo_code_id = "market_promo_codes"."id")`,
    })
    .from(marketPromoCodes)
    .orderBy(desc(marketPromoCodes.createdAt), desc(marketPromoCodes.id));
}

export async function createPromoCode(db: Db, p: PromoInputData): Promise<number> {
  const [row] = await db
    .insert(marketPromoCodes)
    .values({
      code: p.code,
      kind: p.kind,
      value: p.value,
      validFrom: p.validFrom ?? null,
      validTo: p.validTo ?? null,
      maxUses: p.maxUses ?? null,
      active: p.active,
    })
    .returning({ id: marketPromoCodes.id });
  return row!.id;
}

export async function updatePromoCode(db: Db, id: number, p: PromoInputData): Promise<void> {
  await db
    .update(marketPromoCodes)
    .set({
      code: p.code,
      kind: p.kind,
      value: p.value,
      validFrom: p.validFrom ?? null,
      validTo: p.validTo ?? null,
      maxUses: p.maxUses ?? null,
      active: p.active,
    })
    .where(eq(marketPromoCodes.id, id));
}

/** A code already used stays (orders and the ledger point at it): it is deactivated instead. */
export async function deletePromoCode(db: Db, id: number): Promise<"deleted" | "deactivated"> {
  const [row] = await db
    .select({ uses: marketPromoCodes.uses })
    .from(marketPromoCodes)
    .where(eq(marketPromoCodes.id, id));
  const [refs] = await db
    .select({
      n: sql<number>`(select count(*)::int from ${marketOrders} where ${marketOrders.promoCodeId} = ${id}) + (select count(*)::int from ${balanceLedger} where ${balanceLedger.promoCodeId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  if ((row?.uses ?? 0) > 0 || (refs?.n ?? 0) > 0) {
    await db.update(marketPromoCodes).set({ active: false }).where(eq(marketPromoCodes.id, id));
    return "deactivated";
  }
  await db.delete(marketPromoCodes).where(eq(marketPromoCodes.id, id));
  return "deleted";
}
