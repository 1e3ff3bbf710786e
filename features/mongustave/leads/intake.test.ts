import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { mgDeliveries, mgLeads, mgWebServices } from "@/lib/db/schema";
import { jobs } from "@/lib/db/schema/jobs";
import {
  createMgIntakeHandler,
  mgIntakeKey,
  MONGUSTAVE_DEMO_INTAKE_KEY,
} from "@/features/mongustave/leads/server/intake-http";
import { clear } from "@/lib/security/rate-limit";
import { addMgClient, addMgWs, mgLeadBody } from "@/tests/helpers/mongustave-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const KEY = "test-intake-key-0123456789";
const T0 = new Date("2026-05-04T08:00:00Z");

describe.each(ENGINES)("POST /api/mongustave/leads (%s)", (engine) => {
  let t: TestDb;
  let handler: (r: Request) => Promise<Response>;
  beforeAll(async () => {
    t = await createTestDb(engine);
    handler = createMgIntakeHandler({ db: async () => t.db, key: () => KEY, now: () => T0 });
  });
  afterAll(async () => {
    await t.dispose();
  });
  beforeEach(async () => {
    await clear("mgIntakeBadKeyIp", "unknown");
    await t.db.delete(jobs);
    await t.db.delete(mgLeads);
    await t.db.delete(mgWebServices);
  });

  const post = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${KEY}` }) =>
    handler(
      new Request("http://127.0.0.1/api/mongustave/leads", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );

  it("201: stores the lead (e-mail in lower case, phone in E.164) and queues it for the product's active WS", async () => {
    const client = await addMgClient(t.db);
    await addMgWs(t.db, client, "https://ws.example.test/a");
    await addMgWs(t.db, await addMgClient(t.db), "https://ws.example.test/b");
    const res = await post(mgLeadBody({ email: "Jeanne.Martin@Orange.FR", phone: "06 12 34 56 78", cost_cents: 250 }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { lead_id: number; web_services: number; fraud_state: string };
    expect(body).toMatchObject({ web_services: 2, fraud_state: "clean" });
    const [lead] = await t.db.select().from(mgLeads).where(eq(mgLeads.id, body.lead_id));
    expect(lead).toMatchObject({
      email: "jeanne.martin@orange.fr",
      phone: "+33612345678",
      costCents: 250,
      isTest: false,
      createdAt: T0,
    });
    expect(await t.db.select().from(mgDeliveries).where(eq(mgDeliveries.leadId, body.lead_id))).toHaveLength(2);
    expect(await t.db.select().from(jobs)).toHaveLength(2);
  });

  it("201 with no WS for the product: stored, sent nowhere", async () => {
    const res = await post(mgLeadBody({ product: "rachat_credit" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ web_services: 0 });
  });

  it("400, not a 500: a NUL character in a name is the caller's error (issue 27)", async () => {
    const res = await post(mgLeadBody({ first_name: "Jea\u0000nne" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "INVALID",
      errors: { first_name: "Ce champ contient un caractère interdit (NUL)." },
    });
    expect(await t.db.select().from(mgLeads)).toHaveLength(0);
  });

  it("400: each invalid field with its message, in French by default and English on request", async () => {
    const bad = mgLeadBody({ product: "voyance", email: "pas-une-adresse", phone: "123", postcode: "99999" });
    delete (bad as Record<string, unknown>).first_name;
    const fr = await post(bad);
    expect(fr.status).toBe(400);
    expect(await fr.json()).toEqual({
      error: "INVALID",
      errors: {
        product: "Produit inconnu.",
        first_name: "Ce champ est obligatoire.",
        email: "Adresse e-mail invalide.",
        phone: "Numéro de téléphone invalide.",
        postcode: "Code postal français invalide.",
      },
    });
    const en = await post(bad, { authorization: `Bearer ${KEY}`, "accept-language": "en-GB,en;q=0.9" });
    expect(((await en.json()) as { errors: Record<string, string> }).errors.email).toBe("Invalid e-mail address.");
    expect(await t.db.select().from(mgLeads)).toHaveLength(0);
  });

  it("400 on a body that is not a JSON object", async () => {
    for (const body of ["{not json", "[1,2]", '"text"']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "INVALID",
        errors: { body: "Le corps de la requête doit être un objet JSON." },
      });
    }
  });

  it("401 without the key or with a wrong one; nothing stored", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-key-0123456789" },
      { authorization: KEY },
    ];
    for (const headers of attempts) {
      const res = await post(mgLeadBody(), headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await res.json()).toEqual({ error: "UNAUTHORIZED", message: "Clé d'API absente ou invalide." });
    }
    expect(await t.db.select().from(mgLeads)).toHaveLength(0);
  });

  it("429 after 20 wrong keys from one address, even with the right key", async () => {
    for (let i = 0; i < 20; i++) expect((await post(mgLeadBody(), { authorization: "Bearer nope" })).status).toBe(401);
    expect((await post(mgLeadBody())).status).toBe(429);
  });

  it("413 on a body over 16 KB", async () => {
    const res = await post(mgLeadBody({ city: "x".repeat(20_000) }));
    expect(res.status).toBe(413);
  });
});

describe("the intake key", () => {
  const saved = { key: process.env.MONGUSTAVE_INTAKE_KEY, env: process.env.NODE_ENV };
  afterAll(() => {
    if (saved.key === undefined) delete process.env.MONGUSTAVE_INTAKE_KEY;
    else process.env.MONGUSTAVE_INTAKE_KEY = saved.key;
    (process.env as Record<string, string | undefined>).NODE_ENV = saved.env;
    resetEnvCache();
  });

  it("is MONGUSTAVE_INTAKE_KEY; the demo key outside production only", () => {
    const envs = process.env as Record<string, string | undefined>;
    delete envs.MONGUSTAVE_INTAKE_KEY;
    envs.NODE_ENV = "test";
    resetEnvCache();
    expect(mgIntakeKey()).toBe(MONGUSTAVE_DEMO_INTAKE_KEY);
    envs.NODE_ENV = "production";
    resetEnvCache();
    expect(mgIntakeKey()).toBeNull();
    envs.MONGUSTAVE_INTAKE_KEY = "a-production-key-of-32-characters";
    resetEnvCache();
    expect(mgIntakeKey()).toBe("a-production-key-of-32-characters");
  });
});
