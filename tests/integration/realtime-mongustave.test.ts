import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeMgLead } from "@/features/mongustave/leads/server/intake";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";
import type { MgDeliveryState, MgProduct } from "@/lib/domain/states";
import { mgRealtime, type MgRealtime } from "@/lib/realtime/mongustave";
import { createMgRealtimeHandler } from "@/lib/realtime/mongustave-stream";
import { addMgClient, addMgWs, mgLeadBody } from "../helpers/mongustave-fixtures";
import { realtimeCallers } from "../helpers/realtime-callers";
import { sseReader } from "../helpers/sse";
import { createTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const URL_ = "http://127.0.0.1/api/realtime/mongustave";
/** The constructed rows' clock: far from the stream test's real one, so the two never mix. */
const NOW = new Date("2026-03-10T09:30:20Z");
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe.each(ENGINES)("real-time statistics /temps-reel/mongustave (%s)", (engine) => {
  let t: TestDb;
  let GET: ReturnType<typeof createMgRealtimeHandler>;
  let client: number;
  let callers: Awaited<ReturnType<typeof realtimeCallers>>;
  let seq = 0;

  /** A lead as the intake stores it, at `at`. */
  async function lead(product: MgProduct, at: Date, over: Partial<typeof mgLeads.$inferInsert> = {}) {
    seq++;
    const [row] = await t.db
      .insert(mgLeads)
      .values({
        product,
        source: "form-test",
        firstname: "Léa",
        lastname: `Direct${seq}`,
        email: `lea.${seq}.${engine}@exemple.test`,
        phone: `+3361200${String(seq).padStart(4, "0")}`,
        postcode: "69003",
        createdAt: at,
        ...over,
      })
      .returning({ id: mgLeads.id });
    return row!.id;
  }
  /** A delivery of `leadId` that settled in `state` at `at` (pending: not settled). */
  async function delivery(leadId: number, product: MgProduct, state: MgDeliveryState, at: Date, priceCents = 1500) {
    const w = await addMgWs(t.db, client, `https://ws.example.test/${++seq}`, { product });
    await t.db.insert(mgDeliveries).values({
      leadId,
      webServiceId: w.id,
      clientId: client,
      product,
      state,
      priceCents,
      createdAt: at,
      settledAt: state === "pending" ? null : at,
    });
  }

  beforeAll(async () => {
    t = await createTestDb(engine);
    GET = createMgRealtimeHandler({ db: async () => t.db });
    callers = await realtimeCallers(t.db, URL_, GET);
    client = await addMgClient(t.db);
    await addMgWs(t.db, client, "https://ws.example.test/live", { product: "energie", priceCents: 900 });
  });

  afterAll(async () => {
    await callers?.restore();
    await t?.dispose();
  });

  it("counts requests in, accepted and refused deliveries and revenue per minute and per product", async () => {
    const auto = await lead("assurance_auto", ago(2));
    await delivery(auto, "assurance_auto", "accepted", ago(1), 1500);
    await delivery(auto, "assurance_auto", "refused", ago(1));
    // The WS failed or has not answered yet: neither accepted nor refused.
    await delivery(auto, "assurance_auto", "error", ago(1));
    await delivery(auto, "assurance_auto", "pending", ago(1));
    // Confirmed fraud: the delivery happened, it earns nothing.
    const fraud = await lead("mutuelle", ago(5), { fraudState: "confirmed", reviewedAt: ago(4) });
    await delivery(fraud, "mutuelle", "accepted", ago(4), 2000);
    // Out of the figures: a test lead, and a lead of 61 minutes ago (its late delivery counts).
    const test = await lead("mutuelle", ago(3), { isTest: true });
    await delivery(test, "mutuelle", "accepted", ago(3), 700);
    const old = await lead("mutuelle", ago(61));
    await delivery(old, "mutuelle", "accepted", ago(10), 1100);

    const live = await mgRealtime(t.db, NOW);
    expect(live.totals).toEqual({ leadsIn: 2, sold: 3, refused: 1, revenueCents: 1500 + 1100 });
    expect(live.products).toEqual([
      { id: "assurance_auto", name: "assurance_auto", leadsIn: 1, sold: 1, refused: 1, revenueCents: 1500 },
      { id: "mutuelle", name: "mutuelle", leadsIn: 1, sold: 2, refused: 0, revenueCents: 1100 },
    ]);
    expect(live.minutes).toHaveLength(60);
    expect(live.minutes.at(-1)!.at).toBe("2026-03-10T09:30:00.000Z");
    expect(live.minutes.find((m) => m.at === "2026-03-10T09:28:00.000Z")).toMatchObject({ leadsIn: 1 });
    expect(live.minutes.find((m) => m.at === "2026-03-10T09:29:00.000Z")).toMatchObject({ sold: 1, refused: 1 });
    expect(live.minutes.reduce((n, m) => n + m.sold, 0)).toBe(3);
    // An hour later the window is empty.
    const later = await mgRealtime(t.db, new Date(NOW.getTime() + 60 * 60_000));
    expect([later.totals, later.products]).toEqual([{ leadsIn: 0, sold: 0, refused: 0, revenueCents: 0 }, []]);
  });

  it("pushes a snapshot with the new request when the engine takes a lead in", async () => {
    const res = await callers.open(callers.tokens.listed);
    expect([res.status, res.headers.get("content-type")]).toEqual([200, "text/event-stream; charset=utf-8"]);
    const events = sseReader(res);
    try {
      const first = await events.next<MgRealtime>("snapshot");
      expect(first.minutes).toHaveLength(60);
      const taken = await takeMgLead(t.db, mgLeadBody({ product: "energie" }));
      expect(taken).toMatchObject({ ok: true, webServices: 1 });
      let next = await events.next<MgRealtime>("snapshot");
      while (next.totals.leadsIn === first.totals.leadsIn) next = await events.next<MgRealtime>("snapshot");
      expect(next.totals.leadsIn).toBe(first.totals.leadsIn + 1);
      expect(next.products.find((p) => p.id === "energie")).toMatchObject({ leadsIn: 1, sold: 0 });
    } finally {
      await events.close();
    }
  });

  it("answers 401 without a session and 403 to a caller who is not the listed user", async () => {
    expect(await callers.refusals()).toEqual([401, 403, 403]);
  });
});
