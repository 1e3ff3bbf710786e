import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distributeLead } from "@/features/market/distribution/server/distribution/distribute";
import { salesJson } from "@/features/market/distribution/server/distribution/write-sales";
import { intakeLead, takeLead } from "@/features/market/distribution/server/intake/intake";
import { balanceLedger, marketLeads, marketSales, marketWebhookDeliveries, marketWebhooks } from "@/lib/db/schema";
import type { Db } from "@/lib/db/client";
import {
  addBuyers,
  addCategory,
  addOrder,
  addSource,
  invariantViolations,
  resetMarket,
} from "@/tests/helpers/market-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const NOW = new Date("2026-11-17T10:00:00Z");
const KEY = "one-statement-key";
const MAPPING = { ref: "leadId", vente: "saleId", nom: "lastName" };

const body = (categoryId: number, i: number) => ({
  category_id: categoryId,
  first_name: "Camille",
  last_name: `Durand${i}`,
  email: `camille.durand${i}@exemple.test`,
  phone: `06 12 34 56 ${String(i).padStart(2, "0")}`,
  postcode: "75011",
  age: 40,
});

async function addHook(db: Db, userId: number, state: "active" | "paused" = "active") {
  const [h] = await db
    .insert(marketWebhooks)
    .values({ userId, name: "crm", url: "http://127.0.0.1:9/hook", secret: "s", state, mapping: MAPPING })
    .returning({ id: marketWebhooks.id });
  return h!.id;
}

describe.each(ENGINES)("market intake in one statement on %s", (engine) => {
  let t: TestDb;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestDb(engine, { logger: { logQuery: (q) => void log.push(q) } });
  });
  afterAll(() => t?.dispose());

  it("takes a lead in two statements: the read, then market_take_lead (its deliveries carry both ids)", async () => {
    const db = t.db;
    await resetMarket(db);
    const [a, b] = await addBuyers(db, [100_000, 100_000]);
    const cat = await addCategory(db);
    await addSource(db, KEY);
    await addOrder(db, { userId: a!, categoryId: cat, saleType: "duo", unitPriceCents: 1500, totalVolume: 10 });
    await addOrder(db, { userId: b!, categoryId: cat, saleType: "duo", unitPriceCents: 1200, totalVolume: 10 });
    const hook = await addHook(db, a!);
    log.length = 0;
    const r = await intakeLead(db, KEY, body(cat, 1), { now: NOW });
    expect(log).toHaveLength(2);
    expect(r).toMatchObject({ status: 201, soldTo: 2 });
    // A duplicate is answered by the same two statements.
    log.length = 0;
    expect((await intakeLead(db, KEY, { ...body(cat, 1), phone: "07 81 23 45 67" }, { now: NOW })).status).toBe(409);
    expect(log).toHaveLength(2);

    const leadId = r.status === 201 ? r.leadId : 0;
    const [sale] = await db.select().from(marketSales).where(eq(marketSales.userId, a!));
    const deliveries = await db.select().from(marketWebhookDeliveries);
    expect(deliveries.map((d) => [d.webhookId, d.saleId, d.payload])).toEqual([
      [hook, sale!.id, { ref: leadId, vente: sale!.id, nom: "Durand1" }],
    ]);
    expect(await invariantViolations(db)).toEqual([]);
  });

  it("keeps the planned sales up to the first that no longer holds, and distributeLead finishes the walk", async () => {
    const db = t.db;
    await resetMarket(db);
    const [a, b, c] = await addBuyers(db, [5000, 5000, 5000]);
    const cat = await addCategory(db);
    const source = await addSource(db, KEY);
    const orders = [
      await addOrder(db, { userId: a!, categoryId: cat, saleType: "trio", unitPriceCents: 1500, totalVolume: 10 }),
      await addOrder(db, { userId: b!, categoryId: cat, saleType: "trio", unitPriceCents: 1400, totalVolume: 10 }),
      await addOrder(db, { userId: c!, categoryId: cat, saleType: "trio", unitPriceCents: 1300, totalVolume: 10 }),
    ];
    const [hookOn, hookOff] = [await addHook(db, a!), await addHook(db, a!, "paused")];
    // The plan was made on figures read before the call: since then b's balance was drained, and
    // one of a's hooks (active when read) was paused.
    await db.insert(balanceLedger).values({ userId: b!, kind: "adjustment", amountCents: -5000, reason: "test" });
    const lead = {
      firstName: "Camille",
      lastName: "Durand",
      email: "camille.stale@exemple.test",
      phone: "+33612345600",
      postcode: "75011",
      department: "75",
      age: 40,
      fields: {},
    };
    const hooks = [hookOn, hookOff].map((id) => ({ id, mapping: MAPPING }));
    const plan = salesJson(
      { category: "Assurance test", ...lead, createdAt: NOW },
      [a, b, c].map((userId, i) => ({
        userId: userId!,
        orderId: orders[i]!,
        saleType: "trio" as const,
        priceCents: 1500 - 100 * i,
        hooks: i === 0 ? hooks : [],
      })),
      NOW,
    );
    const taken = (await takeLead(db, {
      categoryId: cat,
      sourceId: source,
      lead,
      now: NOW,
      sales: plan,
      buyerLimit: 3,
      channel: null,
    }))!;
    expect(taken.unfinished).toBe(true);
    expect(taken.sale_ids).toHaveLength(1);
    const soldTo = async () =>
      (await db.select().from(marketSales).where(eq(marketSales.leadId, taken.lead_id)))
        .map((s) => s.userId)
        .sort((x, y) => x - y);
    expect(await soldTo()).toEqual([a]);
    // Only the hook still active when the sale was written got a delivery.
    expect((await db.select().from(marketWebhookDeliveries)).map((d) => d.webhookId)).toEqual([hookOn]);

    expect(await distributeLead(db, taken.lead_id, { now: NOW })).toHaveLength(1);
    expect(await soldTo()).toEqual([a, c]);
    const [stored] = await db.select().from(marketLeads).where(eq(marketLeads.id, taken.lead_id));
    expect(stored).toMatchObject({ buyerLimit: 3, soldCount: 2, state: "available" });
    expect(await invariantViolations(db)).toEqual([]);
  });
});
