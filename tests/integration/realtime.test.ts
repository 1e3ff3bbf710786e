import { sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intakeLead } from "@/features/market/distribution/server/intake/intake";
import { rowsOf } from "@/lib/db/rows";
import { revokeSession } from "@/lib/session/revocation";
import { createMarketRealtimeHandler } from "@/lib/realtime/market-stream";
import { marketRealtime, type MarketRealtime } from "@/lib/realtime/weedomarket";
import { addBuyers, addCategory, addOrder, addSource } from "../helpers/market-fixtures";
import { realtimeCallers } from "../helpers/realtime-callers";
import { sseReader } from "../helpers/sse";
import { createTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const KEY = "realtime-key";
const URL_ = "http://127.0.0.1/api/realtime/weedomarket";

describe.each(ENGINES)("real-time statistics /temps-reel/weedomarket (%s)", (engine) => {
  let t: TestDb;
  let GET: ReturnType<typeof createMarketRealtimeHandler>;
  let cat: number;
  let callers: Awaited<ReturnType<typeof realtimeCallers>>;
  let seq = 0;
  const lead = () => ({
    category_id: cat,
    first_name: "Léa",
    last_name: `Direct${++seq}`,
    email: `lea.direct${seq}.${engine}@exemple.test`,
    phone: `+3376${String(seq).padStart(7, "0")}`,
    postcode: "69003",
    age: 35,
  });

  beforeAll(async () => {
    t = await createTestDb(engine);
    GET = createMarketRealtimeHandler({ db: async () => t.db });
    callers = await realtimeCallers(t.db, URL_, GET);
    cat = await addCategory(t.db, "Mutuelle directe");
    await addSource(t.db, KEY);
    const [buyer] = await addBuyers(t.db, [100_000]);
    await addOrder(t.db, {
      userId: buyer!,
      categoryId: cat,
      saleType: "exclusive",
      unitPriceCents: 2500,
      totalVolume: 100,
    });
  });

  afterAll(async () => {
    await callers?.restore();
    await t?.dispose();
  });

  it("pushes a snapshot with the new lead, its sale and revenue when a lead is taken in", async () => {
    const res = await callers.open(callers.tokens.listed);
    expect([res.status, res.headers.get("content-type")]).toEqual([200, "text/event-stream; charset=utf-8"]);
    const events = sseReader(res);
    try {
      const first = await events.next<MarketRealtime>("snapshot");
      expect(first.minutes).toHaveLength(60);
      expect(await intakeLead(t.db, KEY, lead())).toMatchObject({ status: 201, soldTo: 1 });
      // Each push is a whole snapshot: the next one holds the lead (it follows the commit).
      let next = await events.next<MarketRealtime>("snapshot");
      while (next.totals.leadsIn === first.totals.leadsIn) next = await events.next<MarketRealtime>("snapshot");
      expect(next.totals).toEqual({
        leadsIn: first.totals.leadsIn + 1,
        sold: first.totals.sold + 1,
        refused: first.totals.refused,
        revenueCents: first.totals.revenueCents + 2500,
      });
      expect(next.categories.find((c) => c.id === cat)).toMatchObject({
        name: "Mutuelle directe",
        leadsIn: 1,
        sold: 1,
      });
    } finally {
      await events.close();
    }
  });

  it("counts the last 60 minutes only, per minute and in total", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 61 * 60_000);
    const before = await marketRealtime(t.db, now);
    expect(await intakeLead(t.db, KEY, lead(), { now: old, distribute: false })).toMatchObject({ status: 201 });
    const after = await marketRealtime(t.db, now);
    expect(after.totals).toEqual(before.totals);
    const sum = after.minutes.reduce((n, m) => n + m.leadsIn, 0);
    expect(sum).toBe(after.totals.leadsIn);
    const [direct] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from market_leads where created_at >= ${after.minutes[0]!.at}::timestamptz`,
      ),
    );
    expect(sum).toBe(direct!.n);
  });

  it("answers 401 without a session and 403 to a caller who is not the listed user", async () => {
    expect(await callers.refusals()).toEqual([401, 403, 403]);
  });

  // Last: it signs the listed caller out.
  it("ends the stream once its session is signed out, sending nothing more", async () => {
    const res = await callers.open(callers.tokens.listed);
    const events = sseReader(res);
    try {
      await events.next<MarketRealtime>("snapshot");
      const { jti, exp } = decodeJwt(callers.tokens.listed);
      await revokeSession(t.db, { jti: jti!, expiresAt: exp! * 1000 }, null);
      expect(await intakeLead(t.db, KEY, lead())).toMatchObject({ status: 201 });
      await expect(events.next<MarketRealtime>("snapshot")).rejects.toThrow("the stream ended");
    } finally {
      await events.close().catch(() => {});
    }
  });
});
