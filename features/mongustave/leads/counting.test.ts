import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mgWebServiceHealth } from "@/features/mongustave/advertiser/server/advertiser-dashboard";
import { mgWsResponseTimes } from "@/features/mongustave/stats/server/stats-response";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";
import type { MgDeliveryState } from "@/lib/domain/states";
import { addMgWs } from "@/tests/helpers/mongustave-fixtures";
import { createPrincipal } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

/** Issue 15: the advertiser's WS health and the admin's tempReponseWS share one percentile rule. */
describe.each(ENGINES)("Mon Gustave counting rules (%s)", (engine) => {
  let t: TestDb;
  let n = 0;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(async () => {
    await t.dispose();
  });

  async function deliver(wsId: number, clientId: number, state: MgDeliveryState, ms: number, at: Date) {
    const [lead] = await t.db
      .insert(mgLeads)
      .values({
        product: "mutuelle",
        source: "form-test",
        firstname: "A",
        lastname: "B",
        email: `count${++n}@exemple.fr`,
        phone: "0600000000",
        postcode: "69000",
        createdAt: at,
      })
      .returning({ id: mgLeads.id });
    await t.db.insert(mgDeliveries).values({
      leadId: lead!.id,
      webServiceId: wsId,
      clientId,
      product: "mutuelle",
      state,
      priceCents: 1000,
      responseMs: ms,
      attempts: 1,
      createdAt: at,
      settledAt: at,
    });
  }

  it("leaves time-outs out of p95 and counts them in the error rate, on both sides", async () => {
    const an = await createPrincipal(t.db, { name: "an p95", law: "an" });
    const ws = await addMgWs(t.db, an.id, "https://p95.example/ws", { name: "P95" });
    const at = new Date("2026-04-10T10:00:00Z");
    await deliver(ws.id, an.id, "accepted", 100, at);
    await deliver(ws.id, an.id, "refused", 200, at);
    // A time-out records the time limit: were it counted, p95 would be near 5000.
    await deliver(ws.id, an.id, "timeout", 5000, at);

    const [health] = await mgWebServiceHealth(t.db, an.id, new Date("2026-04-10T12:00:00Z"));
    // percentile_cont(0.95) over [100, 200] = 100 + 0.95 × 100.
    expect(health!.p95Ms).toBe(195);
    expect(health!.errorRate24h).toBeCloseTo(1 / 3);

    const admin = (await mgWsResponseTimes(t.db, { from: "2026-04-10", to: "2026-04-10" })).find(
      (r) => r.webServiceId === ws.id,
    );
    expect(admin!.p95Ms).toBe(195);
    expect(admin!.errorRate).toBeCloseTo(1 / 3);
  });
});
