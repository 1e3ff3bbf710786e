import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { marketCategories } from "@/lib/db/schema";
import type { SaleType } from "@/lib/validation/order";
import { ledgerBalance } from "@/features/market/distribution/server/distribution/sell";
import { priceFor } from "@/features/market/filters/server/filters";
import { checkPromo, discounted, type PromoRefusal, type PromoRow } from "@/features/market/cart/server/promo/promo";
import { orderError } from "./errors";

export interface OrderQuote {
  categoryId: number;
  saleType: SaleType;
  totalVolume: number;
  basePriceCents: number;
  unitPriceCents: number;
  /** volume × unit price: what the order will draw from the balance as it is delivered. */
  totalCents: number;
  /** Credited once to the balance at confirmation (an amount code). */
  promoCreditCents: number;
  promo: PromoRow | null;
  promoRefusal: PromoRefusal | null;
  balanceCents: number;
  /** The balance after the promo credit is below the total: the order still runs until it is out. */
  balanceShort: boolean;
}

/** Prices an order for a buyer: category price for the sale type, less a percent code; amount codes are a credit. */
export async function quoteOrder(
  db: Db,
  userId: number,
  q: { categoryId: number; saleType: SaleType; totalVolume: number; promoCode?: string | null },
): Promise<OrderQuote> {
  const [category] = await db.select().from(marketCategories).where(eq(marketCategories.id, q.categoryId));
  if (!category || !category.active) throw orderError("BAD_USER_INPUT", "category", { categoryId: "category" });
  const basePriceCents = priceFor(category, q.saleType);
  let promo: PromoRow | null = null;
  let promoRefusal: PromoRefusal | null = null;
  if (q.promoCode?.trim()) {
    const r = await checkPromo(db, q.promoCode, userId);
    if ("promo" in r) promo = r.promo;
    else promoRefusal = r.refusal;
  }
  const unitPriceCents = discounted(basePriceCents, promo);
  const totalCents = unitPriceCents * q.totalVolume;
  const promoCreditCents = promo?.kind === "amount" ? promo.value : 0;
  const balanceCents = await ledgerBalance(db, userId);
  return {
    categoryId: category.id,
    saleType: q.saleType,
    totalVolume: q.totalVolume,
    basePriceCents,
    unitPriceCents,
    totalCents,
    promoCreditCents,
    promo,
    promoRefusal,
    balanceCents,
    balanceShort: balanceCents + promoCreditCents < totalCents,
  };
}
