import { and, asc, eq, gt, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { balanceLedger, marketCategories, marketOrders, users } from "@/lib/db/schema";

/**
 * Prepares the intake benchmark's database (DATA_DIR or DATABASE_URL, already seeded): 20 orders in
 * progress on the active categories, spread over the marketplace advertisers, each with a balance
 * large enough to keep buying for the whole run, all-day schedules and no daily cap; then the
 * buyers' ledgers are filled up to BENCH_LEDGER_ROWS rows (default 10 000) with balanced history
 * (+1/−1 adjustments), written set-based.
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
const orderBuyers = [...new Set(orders.map((o) => o.userId))];
await db.insert(balanceLedger).values(
  orderBuyers.map((userId) => ({
    userId,
    kind: "adjustment" as const,
    amountCents: 1_000_000_000,
    reason: "Benchmark",
  })),
);
const target = Number(process.env.BENCH_LEDGER_ROWS ?? 10_000);
const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int n from balance_ledger`)) as [
  { n: number },
];
const fill = Math.max(0, target - Number(n));
if (fill > 0)
  await db.execute(sql`insert into balance_ledger (user_id, kind, amount_cents, reason, created_at)
    select (${`{${orderBuyers.join(",")}}`}::int[])[1 + (g / 2) % ${orderBuyers.length}::int],
      'adjustment', case when g % 2 = 0 then 1 else -1 end, 'Benchmark history', now() - (g % 365) * interval '1 day'
    from generate_series(0, ${fill - 1}::int) g`);
console.log(
  `intake bench: ${orders.length} orders in progress for ${orderBuyers.length} buyers on ${cats.length} categories; ledger ${Number(n) + fill} rows`,
);
await closeDb();
