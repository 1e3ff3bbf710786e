import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mgClientStats } from "@/features/mongustave/stats/server/stats-clients";
import { mgMarginStats } from "@/features/mongustave/stats/server/stats-margin";
import { mgWsResponseDays, mgWsResponseTimes, SLOW_P95_MS } from "@/features/mongustave/stats/server/stats-response";
import { mgVolumeStats } from "@/features/mongustave/stats/server/stats-volumes";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";
import type { Db } from "@/lib/db";
import type { MgDeliveryState, MgFraudState, MgProduct } from "@/lib/domain/states";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { addMgClient, addMgWs } from "@/tests/helpers/mongustave-fixtures";
import { createPrincipal, listPrincipals, tokenOf } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

// A period of its own, far from any other row: noon in Paris on days of March 2031.
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour - 1).padStart(2, "0")}:00:00Z`);
const DAY1 = "2031-03-10";
const DAY2 = "2031-03-11";
const PERIOD = { from: DAY1, to: DAY2 };

let leadSeq = 0;
async function addLead(
  db: Db,
  over: { product?: MgProduct; isTest?: boolean; fraudState?: MgFraudState; costCents?: number; day?: string } = {},
) {
  leadSeq++;
  const fraudState = over.fraudState ?? "clean";
  const createdAt = at(over.day ?? DAY1);
  const [l] = await db
    .insert(mgLeads)
    .values({
      product: over.product ?? "mutuelle",
      source: "form-test",
      firstname: "Jeanne",
      lastname: "Martin",
      email: `stats-${leadSeq}@exemple.fr`,
      phone: `06120000${String(leadSeq).padStart(2, "0")}`,
      postcode: "69003",
      costCents: over.costCents ?? 0,
      isTest: over.isTest ?? false,
      fraudState,
      fraudReasons: fraudState === "clean" ? [] : ["ip_burst"],
      reviewedAt: fraudState === "confirmed" || fraudState === "cleared" ? createdAt : null,
      createdAt,
    })
    .returning({ id: mgLeads.id });
  return l!.id;
}

async function addDelivery(
  db: Db,
  ws: { id: number; clientId: number; product: MgProduct },
  leadId: number,
  state: MgDeliveryState,
  over: { responseMs?: number | null; priceCents?: number; day?: string } = {},
) {
  const createdAt = at(over.day ?? DAY1);
  await db.insert(mgDeliveries).values({
    leadId,
    webServiceId: ws.id,
    clientId: ws.clientId,
    product: ws.product,
    state,
    priceCents: over.priceCents ?? 1000,
    responseMs: over.responseMs ?? null,
    attempts: state === "pending" ? 0 : 1,
    createdAt,
    settledAt: state === "pending" ? null : createdAt,
  });
}

/** percentile_cont's definition: linear interpolation between the sorted values around p × (n − 1). */
function percentileCont(values: number[], p: number): number {
  const v = [...values].sort((a, b) => a - b);
  const pos = p * (v.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return v[lo]! + (v[hi]! - v[lo]!) * (pos - lo);
}

describe.each(ENGINES)("Mon Gustave administrators' statistics (%s)", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("computes p50 / p95 / p99 as a direct computation does, and flags the slow WS", async () => {
    const client = await addMgClient(t.db);
    const ws = await addMgWs(t.db, client, "http://127.0.0.1:9/ws", { product: "energie" });
    const times = [120, 340, 90, 2500, 610, 75, 1800, 430, 3900, 260, 150, 2950];
    for (const ms of times)
      await addDelivery(t.db, ws, await addLead(t.db, { product: "energie" }), "accepted", { responseMs: ms });
    // Not answered yet, a time-out (its time is the limit, not an answer) and a test lead's (never
    // counted): none moves a percentile.
    await addDelivery(t.db, ws, await addLead(t.db, { product: "energie" }), "pending");
    await addDelivery(t.db, ws, await addLead(t.db, { product: "energie" }), "timeout", { responseMs: 10_000 });
    await addDelivery(t.db, ws, await addLead(t.db, { product: "energie", isTest: true }), "accepted", {
      responseMs: 99_999,
    });

    const row = (await mgWsResponseTimes(t.db, PERIOD)).find((r) => r.webServiceId === ws.id)!;
    expect(row.settled).toBe(times.length + 1);
    expect(row.errorRate).toBeCloseTo(1 / (times.length + 1), 9);
    expect(row.p50Ms).toBeCloseTo(percentileCont(times, 0.5), 6);
    expect(row.p95Ms).toBeCloseTo(percentileCont(times, 0.95), 6);
    expect(row.p99Ms).toBeCloseTo(percentileCont(times, 0.99), 6);
    expect(percentileCont(times, 0.95)).toBeGreaterThan(SLOW_P95_MS);
    expect(row.slow).toBe(true);
    // One time-out in thirteen answers: under the failing rate.
    expect(row.failing).toBe(false);

    const days = await mgWsResponseDays(t.db, ws.id, PERIOD);
    expect(days.map((d) => d.day)).toEqual([DAY1, DAY2]);
    expect(days[0]!.p95Ms).toBeCloseTo(percentileCont(times, 0.95), 6);
    expect(days[1]).toMatchObject({ settled: 0, p95Ms: null, errorRate: 0 });
  });

  it("flags a WS whose errors and time-outs reach the failing rate, a fast one not slow", async () => {
    const client = await addMgClient(t.db);
    const ws = await addMgWs(t.db, client, "http://127.0.0.1:9/ws", { product: "credit_conso" });
    const states: MgDeliveryState[] = ["accepted", "refused", "error", "timeout", "accepted", "error"];
    for (const s of states)
      await addDelivery(t.db, ws, await addLead(t.db, { product: "credit_conso" }), s, { responseMs: 200, day: DAY2 });
    const row = (await mgWsResponseTimes(t.db, PERIOD)).find((r) => r.webServiceId === ws.id)!;
    expect(row.errorRate).toBeCloseTo(3 / 6, 9);
    expect(row).toMatchObject({ failing: true, slow: false, p95Ms: 200 });
  });

  it("counts revenue without confirmed fraud nor test leads, and margin against the leads' cost", async () => {
    const client = await addMgClient(t.db);
    const ws = await addMgWs(t.db, client, "http://127.0.0.1:9/ws", { product: "rachat_credit" });
    const p = { product: "rachat_credit" as const };
    await addDelivery(t.db, ws, await addLead(t.db, { ...p, costCents: 300 }), "accepted", { priceCents: 1000 });
    await addDelivery(t.db, ws, await addLead(t.db, { ...p, costCents: 300, fraudState: "suspected" }), "accepted", {
      priceCents: 1500,
    });
    await addDelivery(t.db, ws, await addLead(t.db, { ...p, costCents: 300, fraudState: "confirmed" }), "accepted", {
      priceCents: 2000,
    });
    await addDelivery(t.db, ws, await addLead(t.db, { ...p, costCents: 300, isTest: true }), "accepted", {
      priceCents: 4000,
    });
    await addDelivery(t.db, ws, await addLead(t.db, { ...p, costCents: 300, day: DAY2 }), "refused", { day: DAY2 });

    const v = await mgVolumeStats(t.db, { ...PERIOD, product: "rachat_credit" });
    expect(v.totals).toMatchObject({
      leadsIn: 4,
      delivered: 4,
      settled: 4,
      accepted: 3,
      refused: 1,
      revenueCents: 2500,
    });
    expect(v.totals.acceptanceRate).toBeCloseTo(3 / 4, 9);
    expect(v.byDay.map((d) => [d.day, d.revenueCents, d.leadsIn])).toEqual([
      [DAY1, 2500, 3],
      [DAY2, 0, 1],
    ]);

    const c = (await mgClientStats(t.db, { ...PERIOD, product: "rachat_credit" })).find((r) => r.clientId === client)!;
    expect(c).toMatchObject({ wsCount: 1, activeWsCount: 1, leadsBought: 2, revenueCents: 2500, share: 1 });

    const m = await mgMarginStats(t.db, { from: "2031-03", to: "2031-03", product: "rachat_credit" });
    // Cost: the four real leads (confirmed fraud was paid for too); revenue: 1000 + 1500.
    expect(m.totals).toMatchObject({ costCents: 1200, revenueCents: 2500, marginCents: 1300 });
    expect(m.totals.marginRate).toBeCloseTo(1300 / 2500, 9);
  });

  describe("policies", () => {
    let call: ReturnType<typeof apiClient>;
    let unlist: () => void;
    const tokens: Record<string, string> = {};
    const VOLUMES = `query ($f: MgAdminStatsInput!) { mgAdminVolumeStats(filter: $f) { totals { revenueCents } } }`;
    const DASHBOARD = `query { mgAdminDashboard { fraudSuspected } }`;
    const variables = { f: PERIOD };

    beforeAll(async () => {
      call = apiClient(t.db);
      const listed = await createPrincipal(t.db, { name: "ad listed", law: "ad", listed: true });
      const tem = await createPrincipal(t.db, { name: "tem", law: "tem" });
      const an = await createPrincipal(t.db, { name: "an", law: "an", marketplace: true });
      unlist = listPrincipals([listed]);
      tokens.listed = await tokenOf(t.db, listed);
      tokens.tem = await tokenOf(t.db, tem);
      tokens.an = await tokenOf(t.db, an);
    });
    afterAll(() => unlist?.());

    it("a listed marketplace administrator reads the statistics and the dashboard", async () => {
      const v = await call("market", VOLUMES, { token: tokens.listed, variables });
      expect(v.body.errors).toBeUndefined();
      const d = await call("market", DASHBOARD, { token: tokens.listed });
      expect(d.body.errors).toBeUndefined();
    });

    it("an administrator off the marketplace list reads the dashboard but not the statistics pages", async () => {
      expect(codeOf((await call("market", VOLUMES, { token: tokens.tem, variables })).body)).toBe("FORBIDDEN");
      expect((await call("market", DASHBOARD, { token: tokens.tem })).body.errors).toBeUndefined();
    });

    it("an advertiser reads neither, and an anonymous caller is asked to sign in", async () => {
      for (const q of [VOLUMES, DASHBOARD]) {
        const r = await call("market", q, { token: tokens.an, variables });
        expect(codeOf(r.body)).toBe("FORBIDDEN");
        expect(r.body.data).toBeNull();
      }
      expect(codeOf((await call("market", DASHBOARD)).body)).toBe("UNAUTHENTICATED");
    });

    it("refuses an inverted period", async () => {
      const r = await call("market", VOLUMES, { token: tokens.listed, variables: { f: { from: DAY2, to: DAY1 } } });
      expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    });
  });
});
