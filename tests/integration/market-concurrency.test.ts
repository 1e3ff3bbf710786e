import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distributeLead } from "@/features/market/distribution/server/distribution/distribute";
import { intakeLead } from "@/features/market/distribution/server/intake/intake";
import { marketLeads, marketOrders, marketSales } from "@/lib/db/schema";
import {
  addBuyers,
  addCategory,
  addOrder,
  addSource,
  invariantViolations,
  resetMarket,
  rowsOf,
} from "../helpers/market-fixtures";
import { createTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const NOW = new Date("2026-11-17T10:00:00Z");
const KEY = "concurrency-key";

const body = (categoryId: number, i: number) => ({
  category_id: categoryId,
  first_name: "Camille",
  last_name: `Durand${i}`,
  email: `camille.durand${i}@exemple.test`,
  phone: `06 12 ${String(10 + Math.floor(i / 100)).padStart(2, "0")} ${String(i % 100).padStart(2, "0")} 00`,
  postcode: i % 2 ? "75011" : "13001",
  age: 30 + (i % 40),
});

describe.each(ENGINES)("market concurrency on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t?.dispose());

  it("50 parallel intakes for a few orders with tight balances: no oversell, no overdraft, no double sale", async () => {
    const db = t.db;
    await resetMarket(db);
    // Balances for 7, 5, 12 and 4 leads at their orders' prices.
    const [a, b, c, d] = await addBuyers(db, [7 * 1500, 5 * 1000 + 999, 12 * 800, 4 * 2500]);
    const cat = await addCategory(db);
    await addSource(db, KEY);
    const orders = [
      await addOrder(db, { userId: a!, categoryId: cat, saleType: "trio", unitPriceCents: 1500, totalVolume: 40 }),
      await addOrder(db, { userId: b!, categoryId: cat, saleType: "trio", unitPriceCents: 1000, totalVolume: 40 }),
      await addOrder(db, { userId: c!, categoryId: cat, saleType: "trio", unitPriceCents: 800, totalVolume: 9 }),
      // A second order of c's competes for c's balance.
      await addOrder(db, { userId: c!, categoryId: cat, saleType: "trio", unitPriceCents: 800, totalVolume: 40 }),
      await addOrder(db, {
        userId: d!,
        categoryId: cat,
        saleType: "exclusive",
        unitPriceCents: 2500,
        totalVolume: 40,
        dailyCap: 3,
      }),
    ];
    // 50 posts at once, 5 of which repeat an earlier lead's e-mail.
    const bodies = Array.from({ length: 50 }, (_, i) =>
      i >= 45 ? { ...body(cat, i - 45), phone: "07 81 23 45 6" + (i - 45) } : body(cat, i),
    );
    const results = await Promise.all(bodies.map((b) => intakeLead(db, KEY, b, { now: NOW })));
    const created = results.filter((r) => r.status === 201);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(created).toHaveLength(45);

    // Then every lead distributed again, twice at once: a racing duplicate distribution sells nothing more.
    const before = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int n from market_sales`))[0]!.n;
    const ids = (await db.select({ id: marketLeads.id }).from(marketLeads)).map((r) => r.id);
    await Promise.all(
      ids.flatMap((id) => [distributeLead(db, id, { now: NOW }), distributeLead(db, id, { now: NOW })]),
    );
    const after = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int n from market_sales`))[0]!.n;
    expect(after).toBe(before);

    expect(await invariantViolations(db)).toEqual([]);
    const perBuyer = rowsOf<{ user_id: number; n: number; balance: string }>(
      await db.execute(
        sql`select u.id user_id, (select count(*)::int from market_sales s where s.user_id = u.id) n, (select sum(amount_cents) from balance_ledger b where b.user_id = u.id) balance from users u order by u.id`,
      ),
    );
    // Each buyer bought exactly what its balance (or caps) allowed: 45 leads are more than enough.
    expect(perBuyer.map((r) => r.n)).toEqual([7, 5, 12, 3]);
    expect(perBuyer.map((r) => Number(r.balance))).toEqual([0, 999, 0, 2500]);
    const [o3] = await db.select().from(marketOrders).where(eq(marketOrders.id, orders[2]!));
    expect(o3!.delivered).toBeLessThanOrEqual(9);
    const soldTo = created.reduce((sum, r) => sum + (r.status === 201 ? r.soldTo : 0), 0);
    expect(soldTo).toBe(after);
    const sales = await db.select().from(marketSales);
    expect(new Set(sales.map((s) => `${s.leadId}:${s.userId}`)).size).toBe(sales.length);
  }, 120_000);

  it("rejects bad keys, inactive sources and invalid fields with per-field errors", async () => {
    const db = t.db;
    await resetMarket(db);
    const cat = await addCategory(db, "Solaire", [
      { key: "proprietaire", label: "Propriétaire", type: "boolean", required: true },
    ]);
    await addSource(db, KEY);
    await addSource(db, "off", false);
    expect((await intakeLead(db, "nope", body(cat, 1), { now: NOW })).status).toBe(401);
    expect((await intakeLead(db, "off", body(cat, 1), { now: NOW })).status).toBe(401);
    const bad = await intakeLead(
      db,
      KEY,
      { category_id: cat, first_name: "A", last_name: "", email: "x@", phone: "12", postcode: "2A000", age: 12 },
      { now: NOW },
    );
    expect(bad).toEqual({
      status: 400,
      errors: {
        last_name: "required",
        email: "invalidEmail",
        phone: "invalidPhone",
        postcode: "invalidPostcode",
        age: "ageRange",
        proprietaire: "required",
      },
    });
    const ok = await intakeLead(db, KEY, { ...body(cat, 1), postcode: "20090", proprietaire: "oui" }, { now: NOW });
    expect(ok.status).toBe(201);
    const [lead] = await db.select().from(marketLeads);
    expect(lead).toMatchObject({ department: "2A", phone: "+33612100100", fields: { proprietaire: true } });
    expect(
      (await intakeLead(db, KEY, { ...body(cat, 2), phone: "0612100100", proprietaire: false }, { now: NOW })).status,
    ).toBe(409);
    expect((await intakeLead(db, KEY, { ...body(cat, 1), category_id: 999 }, { now: NOW })).status).toBe(400);
  });
});
