import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intakeText } from "@/features/market/distribution/server/intake/errors-text";
import { intakeLead } from "@/features/market/distribution/server/intake/intake";
import { auditLog, marketLeads, marketSources } from "@/lib/db/schema";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { startMxZone } from "@/tests/helpers/dns-zone";
import { addCategory, addSource } from "@/tests/helpers/market-fixtures";
import { createPrincipal, tokenOf } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const lead = (categoryId: number, email: string, phone: string) => ({
  category_id: categoryId,
  first_name: "Camille",
  last_name: "Durand",
  email,
  phone,
  postcode: "75011",
  age: 40,
});

const SET_TRUST = `mutation($id: Int!, $min: Int) {
  setMarketSourceMinTrustScore(id: $id, minTrustScore: $min) { id minTrustScore }
}`;

/** Issue 14: a marketplace source may require a minimum Weedo Trust score (off by default). */
describe.each(ENGINES)("market intake trust switch (%s)", (engine) => {
  let t: TestDb;
  let dns: Awaited<ReturnType<typeof startMxZone>>;
  let cat: number;

  beforeAll(async () => {
    t = await createTestDb(engine);
    cat = await addCategory(t.db, "Confiance");
    // exemple.test receives mail; yopmail.com (a disposable domain) is unknown to this DNS.
    dns = await startMxZone({ mx: { "exemple.test": ["mx.exemple.test"] }, noMx: [] });
  });
  afterAll(async () => {
    dns.close();
    await t.dispose();
  });

  const stored = (email: string) => t.db.select().from(marketLeads).where(eq(marketLeads.email, email));
  const setMin = (id: number, min: number | null) =>
    t.db.update(marketSources).set({ minTrustScore: min }).where(eq(marketSources.id, id));

  it("off by default: a new source's leads are not verified at all", async () => {
    await addSource(t.db, "trust-off");
    const [s] = await t.db.select().from(marketSources).where(eq(marketSources.name, "Source trust-off"));
    expect(s?.minTrustScore).toBeNull();
    const asked = dns.queries.length;
    const r = await intakeLead(t.db, "trust-off", lead(cat, "jetable@yopmail.com", "0611000001"), {
      resolver: dns.resolver,
    });
    expect(r.status).toBe(201);
    expect(dns.queries.length).toBe(asked);
  });

  it("on: a disposable-domain lead is refused with its score and failing checks, and nothing is stored", async () => {
    await setMin(await addSource(t.db, "trust-on"), 70);
    const r = await intakeLead(t.db, "trust-on", lead(cat, "autre@yopmail.com", "0611000002"), {
      resolver: dns.resolver,
    });
    expect(r).toMatchObject({ status: 422, code: "LOW_TRUST_SCORE", minScore: 70 });
    if (r.status !== 422 || r.code !== "LOW_TRUST_SCORE") throw new Error("expected a trust refusal");
    expect(r.score).toBeLessThan(70);
    expect(r.failed.map((c) => c.name)).toContain("email_disposable");
    expect(r.failed.find((c) => c.name === "email_disposable")).toMatchObject({ outcome: "fail" });
    expect(await stored("autre@yopmail.com")).toEqual([]);
  });

  it("on: a good lead passes the minimum and is stored", async () => {
    await setMin(await addSource(t.db, "trust-good"), 70);
    const r = await intakeLead(t.db, "trust-good", lead(cat, "marie.dupont@exemple.test", "0611000003"), {
      resolver: dns.resolver,
    });
    expect(r.status).toBe(201);
    expect(dns.queries).toContain("exemple.test");
    expect(await stored("marie.dupont@exemple.test")).toHaveLength(1);
  });

  it("the refusal reads in French by default and in English, with the score and the minimum", () => {
    expect(intakeText("fr", "lowTrustScore", { score: 67, min: 70 })).toContain("67/100, minimum 70");
    expect(intakeText("en", "lowTrustScore", { score: 67, min: 70 })).toContain("67/100, this source requires 70");
  });

  it("an administrator sets and clears the minimum (validated 0–100, audited); others may not", async () => {
    const admin = await createPrincipal(t.db, { name: "trust-admin", law: "tem" });
    const advertiser = await createPrincipal(t.db, { name: "trust-an", law: "an", marketplace: true });
    const [adminToken, advertiserToken] = await Promise.all([tokenOf(t.db, admin), tokenOf(t.db, advertiser)]);
    const id = await addSource(t.db, "trust-edit");
    const call = apiClient(t.db);

    const bad = await call("market", SET_TRUST, { token: adminToken, variables: { id, min: 101 } });
    expect(codeOf(bad.body)).toBe("BAD_USER_INPUT");
    const refused = await call("market", SET_TRUST, { token: advertiserToken, variables: { id, min: 50 } });
    expect(codeOf(refused.body)).toBe("FORBIDDEN");

    const on = await call("market", SET_TRUST, { token: adminToken, variables: { id, min: 55 } });
    expect(on.body.data).toEqual({ setMarketSourceMinTrustScore: { id, minTrustScore: 55 } });
    const off = await call("market", SET_TRUST, { token: adminToken, variables: { id, min: null } });
    expect(off.body.data).toEqual({ setMarketSourceMinTrustScore: { id, minTrustScore: null } });

    const entries = await t.db
      .select({ details: auditLog.details, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, "market_source_trust_changed"), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { actorId: admin.id, details: { changes: { minTrustScore: { from: null, to: 55 } } } },
      { actorId: admin.id, details: { changes: { minTrustScore: { from: 55, to: null } } } },
    ]);
  });
});
