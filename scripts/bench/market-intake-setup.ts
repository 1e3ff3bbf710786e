import { and, asc, eq, gt } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/db";
import { balanceLedger, marketCategories, marketOrders, users } from "@/lib/db/schema";

/**
 * Prepares the intake benchmark's database (DATA_DIR, already seeded): 20 orders in progress on the
 * active categories, spread over the marketplace advertisers, each with a balance large enough to
 * keep buying for the whole run, all-day schedules and no daily cap.
 */
const db = await getDb();
const cats = await db
  .select()
  .from(marketCategories)
  .where(eq(marketCategories.active, true))
  .orderBy(asc(marketCategories.id));
const buyers = (
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.law, "an"), gt(users.idClienLeadmarket, 0)))
    .orderBy(asc(users.id))
).map((u) => u.id);
const types = ["exclusive", "duo", "trio"] as const;
const price = (c: (typeof cats)[number], t: (typeof types)[number]) =>
  t === "exclusive" ? c.priceExclusiveCents : t === "duo" ? c.priceDuoCents : c.priceTrioCents;
const orders = Array.from({ length: 20 }, (_, i) => {
  const c = cats[i % cats.length]!;
  const saleType = types[i % 3]!;
  return {
    userId: buyers[i % buyers.length]!,
    categoryId: c.id,
    saleType,
    criteria: i % 4 === 0 ? { ageMin: 25, ageMax: 70 } : {},
    totalVolume: 1_000_000,
    dailyCap: null,
    delivery: "csv" as const,
    unitPriceCents: price(c, saleType),
  };
});
await db.insert(marketOrders).values(orders);
await db
  .insert(balanceLedger)
  .values(
    buyers.map((userId) => ({ userId, kind: "adjustment" as const, amountCents: 1_000_000_000, reason: "Benchmark" })),
  );
console.log(
  `intake bench: ${orders.length} orders in progress for ${Math.min(buyers.length, orders.length)} buyers on ${cats.length} categories`,
);
await closeDb();
