import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisDay } from "@/lib/domain/paris-time";
import {
  ageOutStock,
  distributeLead,
  distributeOrder,
} from "@/features/market/distribution/server/distribution/distribute";
import {
  BUYER_LIMIT,
  inSchedule,
  limitAllows,
  matchesCriteria,
} from "@/features/market/distribution/server/distribution/criteria";
import {
  ledgerBalance,
  orderSalesOnDay,
  sellLeadToUser,
} from "@/features/market/distribution/server/distribution/sell";
import { getBalance } from "@/features/market/money/server/balance/balance";
import { marketLeads, marketOrders, marketSales } from "@/lib/db/schema";
import {
  addBuyers,
  addCategory,
  addLead,
  addOrder,
  invariantViolations,
  resetMarket,
  rowsOf,
} from "@/tests/helpers/market-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const DEPTS = ["75", "13", "2A", "974"] as const;
const TYPES = ["exclusive", "duo", "trio"] as const;
const KINDS = ["maison", "appartement"] as const;

const orderArb = fc.record({
  buyer: fc.nat({ max: 3 }),
  saleType: fc.constantFrom(...TYPES),
  price: fc.integer({ min: 0, max: 4000 }),
  totalVolume: fc.integer({ min: 1, max: 6 }),
  dailyCap: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
  hourFrom: fc.integer({ min: 0, max: 12 }),
  hourSpan: fc.integer({ min: 1, max: 24 }),
  departments: fc.subarray([...DEPTS]),
  ageMin: fc.option(fc.integer({ min: 18, max: 50 }), { nil: undefined }),
  kinds: fc.subarray([...KINDS]),
  paused: fc.boolean(),
  category: fc.nat({ max: 1 }),
});
const leadArb = fc.record({
  department: fc.constantFrom(...DEPTS),
  age: fc.option(fc.integer({ min: 18, max: 90 }), { nil: null }),
  kind: fc.constantFrom(...KINDS),
  category: fc.nat({ max: 1 }),
});
const opArb = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant("lead" as const), lead: leadArb }), weight: 6 },
  { arbitrary: fc.record({ op: fc.constant("relaunch" as const), order: fc.nat({ max: 7 }) }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant("cart" as const),
      buyer: fc.nat({ max: 3 }),
      saleType: fc.constantFrom(...TYPES),
      price: fc.integer({ min: 0, max: 3000 }),
    }),
    weight: 1,
  },
);
const scenarioArb = fc.record({
  balances: fc.array(fc.integer({ min: 0, max: 12_000 }), { minLength: 4, maxLength: 4 }),
  orders: fc.array(orderArb, { minLength: 0, maxLength: 8 }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 18 }),
  // A moment within one week of November 2026.
  now: fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }).map((m) => new Date(Date.UTC(2026, 10, 16) + m * 60_000)),
});

describe.each(ENGINES)("market distribution on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t?.dispose());

  it("never oversells, double-sells, overdraws or overfills, and leaves no eligible order unserved", async () => {
    const db = t.db;
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        await resetMarket(db);
        const buyers = await addBuyers(db, s.balances);
        const fields = [
          { key: "logement", label: "Logement", type: "select" as const, options: [...KINDS], required: true },
        ];
        const categories = [await addCategory(db, "Cat A", fields), await addCategory(db, "Cat B", fields)];
        const orderIds: number[] = [];
        for (const [i, o] of s.orders.entries()) {
          orderIds.push(
            await addOrder(db, {
              userId: buyers[o.buyer]!,
              categoryId: categories[o.category]!,
              saleType: o.saleType,
              unitPriceCents: o.price,
              totalVolume: o.totalVolume,
              dailyCap: o.dailyCap,
              days: o.days,
              hourFrom: o.hourFrom,
              hourTo: Math.min(24, o.hourFrom + o.hourSpan),
              criteria: {
                departments: o.departments,
                ageMin: o.ageMin,
                fields: o.kinds.length ? { logement: o.kinds } : {},
              },
              state: o.paused ? "paused" : "in_progress",
              createdAt: new Date(s.now.getTime() - (100 - i) * 60_000),
            }),
          );
        }
        let n = 0;
        const leads: number[] = [];
        for (const op of s.ops) {
          if (op.op === "lead") {
            const id = await addLead(db, {
              categoryId: categories[op.lead.category]!,
              department: op.lead.department,
              age: op.lead.age,
              fields: { logement: op.lead.kind },
              createdAt: new Date(s.now.getTime() - (60 - n) * 1000),
              n: n++,
            });
            leads.push(id);
            const sold = await distributeLead(db, id, { now: s.now });
            expect(new Set(sold).size).toBe(sold.length);
          } else if (op.op === "relaunch" && orderIds.length) {
            const id = orderIds[op.order % orderIds.length]!;
            await db
              .update(marketOrders)
              .set({ state: "in_progress" })
              .where(sql`${marketOrders.id} = ${id} and ${marketOrders.state} = 'paused'`);
            await distributeOrder(db, id, { now: s.now });
          } else if (op.op === "cart" && leads.length) {
            await db.transaction((tx) =>
              sellLeadToUser(tx, {
                leadId: leads[leads.length - 1]!,
                userId: buyers[op.buyer]!,
                saleType: op.saleType,
                priceCents: op.price,
                orderId: null,
                now: s.now,
              }),
            );
          }
        }

        expect(await invariantViolations(db)).toEqual([]);

        // The ledger sums to the balance: credits less the sales' prices.
        for (const [i, userId] of buyers.entries()) {
          const [spent] = rowsOf<{ v: string }>(
            await db.execute(sql`select coalesce(sum(price_cents), 0) v from market_sales where user_id = ${userId}`),
          );
          expect((await getBalance(db, userId)).soldeHt).toBe(s.balances[i]! - Number(spent!.v));
        }

        // Every sale through an order met its criteria and schedule.
        const sold = await db
          .select({ sale: marketSales, order: marketOrders, lead: marketLeads })
          .from(marketSales)
          .innerJoin(marketOrders, eq(marketOrders.id, marketSales.orderId))
          .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId));
        for (const r of sold) {
          expect(matchesCriteria(r.lead, r.order.criteria)).toBe(true);
          expect(inSchedule(r.order, s.now)).toBe(true);
        }

        // Nothing left undone: no available lead that an in-progress order could still legally buy.
        const available = await db.select().from(marketLeads).where(eq(marketLeads.state, "available"));
        const orders = await db.select().from(marketOrders).where(eq(marketOrders.state, "in_progress"));
        for (const lead of available) {
          for (const o of orders) {
            if (
              o.categoryId !== lead.categoryId ||
              !matchesCriteria(lead, o.criteria) ||
              !inSchedule(o, s.now) ||
              !limitAllows(lead, o.saleType)
            )
              continue;
            if (o.delivered >= o.totalVolume) continue;
            if (o.dailyCap != null && (await orderSalesOnDay(db, o.id, s.now)) >= o.dailyCap) continue;
            if ((await ledgerBalance(db, o.userId)) < o.unitPriceCents) continue;
            const [had] = await db
              .select()
              .from(marketSales)
              .where(sql`${marketSales.leadId} = ${lead.id} and ${marketSales.userId} = ${o.userId}`);
            if (had) continue;
            throw new Error(`lead ${lead.id} left unsold although order ${o.id} could buy it`);
          }
        }
      }),
      { numRuns: engine === "pglite" ? 20 : 15 },
    );
  }, 240_000);

  it("sells to the best-paying order first and fixes the buyer limit from the first sale", async () => {
    const db = t.db;
    await resetMarket(db);
    const now = new Date("2026-11-17T10:00:00Z");
    const [a, b, c, d] = await addBuyers(db, [10_000, 10_000, 10_000, 10_000]);
    const cat = await addCategory(db);
    await addOrder(db, { userId: a!, categoryId: cat, saleType: "duo", unitPriceCents: 2000, totalVolume: 5 });
    const excl = await addOrder(db, {
      userId: b!,
      categoryId: cat,
      saleType: "exclusive",
      unitPriceCents: 1500,
      totalVolume: 5,
    });
    await addOrder(db, {
      userId: c!,
      categoryId: cat,
      saleType: "duo",
      unitPriceCents: 1200,
      totalVolume: 5,
      createdAt: new Date("2026-11-01T00:00:00Z"),
    });
    await addOrder(db, {
      userId: d!,
      categoryId: cat,
      saleType: "duo",
      unitPriceCents: 1200,
      totalVolume: 5,
      createdAt: new Date("2026-11-02T00:00:00Z"),
    });
    const lead = await addLead(db, { categoryId: cat, department: "75", age: 40, createdAt: now, n: 1 });
    const sales = await distributeLead(db, lead, { now });
    const rows = await db.select().from(marketSales).where(eq(marketSales.leadId, lead)).orderBy(marketSales.id);
    expect(sales).toHaveLength(2);
    // Duo first (highest price), then the exclusive order cannot join; the oldest duo order gets the second place.
    expect(rows.map((r) => r.userId)).toEqual([a, c]);
    const [l] = await db.select().from(marketLeads).where(eq(marketLeads.id, lead));
    expect(l).toMatchObject({ buyerLimit: BUYER_LIMIT.duo, soldCount: 2, state: "sold" });
    expect((await getBalance(db, a!)).soldeHt).toBe(8000);
    // The exclusive order gets a fresh lead from stock on relaunch.
    const fresh = await addLead(db, { categoryId: cat, department: "13", age: 30, createdAt: now, n: 2 });
    await db.update(marketOrders).set({ state: "paused" }).where(eq(marketOrders.categoryId, cat));
    await db.update(marketOrders).set({ state: "in_progress" }).where(eq(marketOrders.id, excl));
    expect(await distributeOrder(db, excl, { now })).toHaveLength(1);
    const [f] = await db.select().from(marketLeads).where(eq(marketLeads.id, fresh));
    expect(f).toMatchObject({ buyerLimit: 1, soldCount: 1, state: "sold" });
  });

  it("respects the schedule and daily caps in Paris time and ages unsold stock out", async () => {
    const db = t.db;
    await resetMarket(db);
    const [a] = await addBuyers(db, [100_000]);
    const cat = await addCategory(db);
    // Monday to Friday, 9–18 h Paris. 2026-11-21 is a Saturday.
    const order = await addOrder(db, {
      userId: a!,
      categoryId: cat,
      saleType: "exclusive",
      unitPriceCents: 1000,
      totalVolume: 10,
      dailyCap: 2,
      days: [1, 2, 3, 4, 5],
      hourFrom: 9,
      hourTo: 18,
    });
    const saturday = new Date("2026-11-21T10:00:00Z");
    const mondayEarly = new Date("2026-11-23T07:30:00Z"); // 08:30 Paris
    const monday = new Date("2026-11-23T08:30:00Z"); // 09:30 Paris
    let n = 0;
    const mk = (at: Date) =>
      addLead(db, { categoryId: cat, department: "75", age: 30, createdAt: new Date(at.getTime() - 1000), n: n++ });
    expect(await distributeLead(db, await mk(saturday), { now: saturday })).toEqual([]);
    expect(await distributeLead(db, await mk(mondayEarly), { now: mondayEarly })).toEqual([]);
    expect(await distributeLead(db, await mk(monday), { now: monday })).toHaveLength(1);
    expect(await distributeLead(db, await mk(monday), { now: monday })).toHaveLength(1);
    expect(await distributeLead(db, await mk(monday), { now: monday })).toEqual([]); // daily cap 2
    // Relaunch on Tuesday fills from the oldest stock, two a day.
    const tuesday = new Date("2026-11-24T15:00:00Z");
    const sold = await distributeOrder(db, order, { now: tuesday });
    expect(sold).toHaveLength(2);
    const leads = await db
      .select({ id: marketLeads.id })
      .from(marketSales)
      .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
      .where(eq(marketSales.orderId, order))
      .orderBy(marketSales.id);
    expect(parisDay(tuesday)).toBe("2026-11-24");
    expect(leads.slice(2).map((l) => l.id)).toEqual([1, 2]);
    // 1 lead left available; 31 days later it ages out.
    expect(await ageOutStock(db, new Date("2026-12-30T00:00:00Z"))).toBe(1);
    expect(await invariantViolations(db)).toEqual([]);
  });
});
