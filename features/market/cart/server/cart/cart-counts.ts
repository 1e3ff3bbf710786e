import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { cartItems, type SaleType } from "@/lib/db/schema";

export type CartCounts = Record<SaleType, number>;

/** How many leads of each sale type the user has in its cart; the top bar shows their sum. */
export async function getCartCounts(db: Db, userId: number): Promise<CartCounts> {
  const rows = await db
    .select({ saleType: cartItems.saleType, n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .groupBy(cartItems.saleType);
  const counts: CartCounts = { trio: 0, duo: 0, exclusive: 0 };
  for (const r of rows) counts[r.saleType] = r.n;
  return counts;
}
