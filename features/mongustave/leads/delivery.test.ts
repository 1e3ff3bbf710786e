import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { mgDeliveries, mgLeads, mgWebServices } from "@/lib/db/schema";
import { jobs } from "@/lib/db/schema/jobs";
import { MG_DELIVER_JOB, MG_MAX_ATTEMPTS, MG_PAUSE_AFTER_FAILURES } from "@/features/mongustave/leads/server/deliver";
import { takeMgLead } from "@/features/mongustave/leads/server/intake";
import { JOB_HANDLERS } from "@/lib/jobs/handlers";
import { runDueJobs } from "@/lib/jobs/runner";
import { ACCEPT, addMgClient, addMgWs, mgLeadBody, REFUSE, startWsReceiver } from "@/tests/helpers/mongustave-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const T0 = new Date("2026-03-02T09:00:00Z");
/**
 * Short enough for the slow receiver to pass it quickly, long enough that an immediate answer never
 * misses it: at 300 ms a worker starved of CPU on CI once took a 500 for a timeout.
 */
const TIMEOUT_MS = 1500;

describe.each(ENGINES)("Mon Gustave deliveries (%s)", (engine) => {
  let t: TestDb;
  let receiver: Awaited<ReturnType<typeof startWsReceiver>>;
  beforeAll(async () => {
    process.env.OUTBOUND_ALLOW_PRIVATE = "1"; // the client's WS listens on loopback here
    process.env.MONGUSTAVE_WS_TIMEOUT_MS = String(TIMEOUT_MS);
    resetEnvCache();
    t = await createTestDb(engine);
    receiver = await startWsReceiver((path, count) => {
      if (path === "/accept") return ACCEPT;
      if (path === "/accepted-flag") return { status: 201, body: JSON.stringify({ accepted: true }) };
      if (path === "/refuse") return REFUSE;
      if (path === "/bad-request") return { status: 422, body: '{"error":"missing field"}' };
      if (path === "/slow-accept") return { ...ACCEPT, delayMs: 120 };
      if (path === "/slow") return { ...ACCEPT, delayMs: TIMEOUT_MS + 1000 };
      if (path === "/flaky") return count === 1 ? { status: 503, body: "busy" } : ACCEPT;
      return { status: 500, body: "boom" };
    });
  });
  afterAll(async () => {
    delete process.env.OUTBOUND_ALLOW_PRIVATE;
    delete process.env.MONGUSTAVE_WS_TIMEOUT_MS;
    resetEnvCache();
    await receiver.close();
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(jobs);
    await t.db.delete(mgLeads);
    await t.db.delete(mgWebServices);
  });
  afterEach(() => {
    receiver.received.length = 0;
  });

  /** Runs what is due at `at` until nothing is left. */
  const drain = async (at: Date) => {
    for (let i = 0; i < 10; i++) if ((await runDueJobs(t.db, JOB_HANDLERS, { now: at })).claimed === 0) return;
  };
  const later = (ms: number) => new Date(T0.getTime() + ms);
  const deliveryOf = async (wsId: number) => {
    const [d] = await t.db.select().from(mgDeliveries).where(eq(mgDeliveries.webServiceId, wsId));
    return d!;
  };
  const wsOf = async (id: number) => (await t.db.select().from(mgWebServices).where(eq(mgWebServices.id, id)))[0]!;
  const take = async (over: Record<string, unknown> = {}, at = T0) => {
    const r = await takeMgLead(t.db, mgLeadBody(over), at);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r;
  };

  it("queues one delivery and one job per active WS of the product, at the WS's price", async () => {
    const client = await addMgClient(t.db);
    const a = await addMgWs(t.db, client, receiver.url("/accept"), { priceCents: 900 });
    const b = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/accept"), { priceCents: 1500 });
    await addMgWs(t.db, client, receiver.url("/accept"), { state: "test" });
    await addMgWs(t.db, client, receiver.url("/accept"), { product: "energie" });
    const r = await take();
    expect(r.webServices).toBe(2);
    const ds = await t.db.select().from(mgDeliveries).where(eq(mgDeliveries.leadId, r.leadId));
    expect(ds.map((d) => [d.webServiceId, d.priceCents, d.state]).sort()).toEqual(
      [
        [a.id, 900, "pending"],
        [b.id, 1500, "pending"],
      ].sort(),
    );
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, MG_DELIVER_JOB));
    expect(queued.map((j) => j.payload.deliveryId).sort()).toEqual(ds.map((d) => d.id).sort());
    expect(queued.every((j) => j.maxAttempts === MG_MAX_ATTEMPTS)).toBe(true);
  });

  it("POSTs the mapped fields and the database as JSON, the keys as HTTP Basic and X-Client-Token", async () => {
    const ws = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/accept"), {
      fieldMapping: { firstname: "prenom", email: "mail", postcode: "cp" },
    });
    const r = await take({ first_name: "Lucie", email: "Lucie.Petit@Exemple.FR", postcode: "69003" });
    await drain(T0);
    const [call] = receiver.calls("/accept");
    expect(call!.method).toBe("POST");
    expect(call!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(call!.body)).toEqual({
      prenom: "Lucie",
      mail: "lucie.petit@exemple.fr",
      cp: "69003",
      database: "base_mutuelle",
    });
    expect(call!.headers.authorization).toBe(
      `Basic ${Buffer.from("consumer-key-abcd:consumer-secret-wxyz").toString("base64")}`,
    );
    expect(call!.headers["x-client-token"]).toBe("client-token-1234");
    const d = await deliveryOf(ws.id);
    expect(d).toMatchObject({ leadId: r.leadId, state: "accepted", httpStatus: 200, attempts: 1 });
    expect(d.responseExcerpt).toContain("accepted");
    expect(d.settledAt).toEqual(T0);
  });

  it("GET sends the fields in the query string; {accepted: true} is a sale", async () => {
    const ws = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/accepted-flag?partner=weedo"), {
      method: "GET",
      fieldMapping: { phone: "tel", lead_id: "ref" },
    });
    const r = await take({ phone: "0612345678" });
    await drain(T0);
    const [call] = receiver.calls("/accepted-flag");
    expect(call!.method).toBe("GET");
    const q = new URL(call!.url, "http://x").searchParams;
    expect(Object.fromEntries(q)).toEqual({
      partner: "weedo",
      tel: "+33612345678",
      ref: String(r.leadId),
      database: "base_mutuelle",
    });
    expect((await deliveryOf(ws.id)).state).toBe("accepted");
  });

  it("a 2xx saying refused and a 4xx are final refusals, not retried", async () => {
    const client = await addMgClient(t.db);
    const refusing = await addMgWs(t.db, client, receiver.url("/refuse"));
    const invalid = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/bad-request"));
    await take();
    await drain(T0);
    await drain(later(3600_000));
    expect(await deliveryOf(refusing.id)).toMatchObject({ state: "refused", httpStatus: 200, attempts: 1 });
    expect(await deliveryOf(invalid.id)).toMatchObject({ state: "refused", httpStatus: 422, attempts: 1 });
    expect(receiver.calls("/refuse")).toHaveLength(1);
    expect(receiver.calls("/bad-request")).toHaveLength(1);
  });

  it("records the response time of a slow answer (at least the WS's delay)", async () => {
    const ws = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/slow-accept"));
    await take();
    await drain(T0);
    const d = await deliveryOf(ws.id);
    expect(d.state).toBe("accepted");
    expect(d.responseMs).toBeGreaterThanOrEqual(120);
    expect(d.responseMs).toBeLessThan(TIMEOUT_MS);
  });

  it("retries a 5xx with the queue's back-off, then records the answer that came", async () => {
    const ws = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/flaky"));
    await take();
    await drain(T0);
    let d = await deliveryOf(ws.id);
    expect(d).toMatchObject({ state: "pending", httpStatus: 503, attempts: 1, responseExcerpt: "busy" });
    await drain(later(5_000)); // before the 10 s back-off: nothing is sent
    expect(receiver.calls("/flaky")).toHaveLength(1);
    await drain(later(11_000));
    d = await deliveryOf(ws.id);
    expect(d).toMatchObject({ state: "accepted", httpStatus: 200, attempts: 2 });
    expect((await wsOf(ws.id)).failureStreak).toBe(0);
  });

  it("a WS failing with 500 on every attempt ends in error; its streak grows by one", async () => {
    const ws = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/fail"));
    await take();
    for (const at of [0, 11_000, 31_000, 100_000]) await drain(later(at));
    expect(receiver.calls("/fail")).toHaveLength(MG_MAX_ATTEMPTS);
    const d = await deliveryOf(ws.id);
    expect(d).toMatchObject({ state: "error", httpStatus: 500, attempts: MG_MAX_ATTEMPTS, responseExcerpt: "boom" });
    expect(d.settledAt).toEqual(later(31_000));
    expect((await wsOf(ws.id)).failureStreak).toBe(1);
    const [job] = await t.db.select().from(jobs);
    expect(job!.state).toBe("failed");
  });

  it("a WS that does not answer in time is retried, then ends in timeout", async () => {
    const ws = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/slow"));
    await take();
    await drain(T0);
    let d = await deliveryOf(ws.id);
    expect(d).toMatchObject({ state: "pending", httpStatus: null, attempts: 1 });
    expect(d.responseMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    for (const at of [11_000, 31_000]) await drain(later(at));
    d = await deliveryOf(ws.id);
    expect(d).toMatchObject({ state: "timeout", attempts: MG_MAX_ATTEMPTS });
    expect(d.responseExcerpt).toMatch(/timeout/);
  });

  it(`pauses a WS after ${MG_PAUSE_AFTER_FAILURES} failed deliveries in a row and settles its queue without sending`, async () => {
    const failing = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/fail"), { failureStreak: 3 });
    // Two leads fail (streak 3 → 5: paused); the third, queued for later, is never sent.
    await take({}, T0);
    await take({}, T0);
    await take({}, later(60_000));
    for (const at of [0, 11_000, 31_000]) await drain(later(at));
    const before = receiver.calls("/fail").length;
    expect(before).toBe(2 * MG_MAX_ATTEMPTS);
    const ws = await wsOf(failing.id);
    expect(ws).toMatchObject({ state: "paused", pauseReason: "auto:failures", failureStreak: 5 });
    expect(ws.pausedAt).toEqual(later(31_000));
    const ds = await t.db.select().from(mgDeliveries).where(eq(mgDeliveries.webServiceId, failing.id));
    expect(ds.map((d) => d.state).sort()).toEqual(["error", "error", "error"]);
    const unsent = ds.find((d) => d.attempts === 0);
    expect(unsent?.responseExcerpt).toBe("web service paused (auto:failures)");
    await drain(later(3600_000));
    expect(receiver.calls("/fail")).toHaveLength(before);
    // A paused WS takes no new lead.
    expect((await take({}, later(3_700_000))).webServices).toBe(0);
  });

  it("an answer resets the failure streak", async () => {
    const ws = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/refuse"), { failureStreak: 4 });
    await take();
    await drain(T0);
    expect(await wsOf(ws.id)).toMatchObject({ state: "active", failureStreak: 0 });
  });

  it("refuses to send to a private address without OUTBOUND_ALLOW_PRIVATE: error at once, no retry", async () => {
    process.env.OUTBOUND_ALLOW_PRIVATE = "0";
    resetEnvCache();
    try {
      const ws = await addMgWs(t.db, await addMgClient(t.db), receiver.url("/accept"));
      await take();
      await drain(T0);
      const d = await deliveryOf(ws.id);
      expect(d).toMatchObject({ state: "error", httpStatus: null, attempts: 1 });
      expect(d.responseExcerpt).toMatch(/private address/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      process.env.OUTBOUND_ALLOW_PRIVATE = "1";
      resetEnvCache();
    }
  });
});
