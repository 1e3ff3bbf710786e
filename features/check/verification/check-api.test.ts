import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCheckExportHandler,
  createListUploadHandler,
  createVerifyHandler,
} from "@/features/check/verification/server/http";
import { checkEvents, users } from "@/lib/db/schema";
import { demoCheckKey } from "@/lib/db/seed/check";
import { graphql } from "@/lib/graphql/market";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, type Query } from "@/tests/helpers/api";
import { startMxZone } from "@/tests/helpers/dns-zone";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

// admin (ad, every staff list), tem (admin law, no list), ma (admin law, no trust list), the listed
// advertiser and publisher, and an advertiser not on the scenarios list.
const ACCOUNTS = { admin: 1, tem: 2, ma: 3, annonceur: 4, perf: 5, editeur: 6 } as const;
type Account = keyof typeof ACCOUNTS;

const VERIFICATIONS = graphql(`
  query ($filter: CheckFilterInput) {
    checkVerifications(filter: $filter) {
      total
      items {
        id
        clientId
        scenarioVersion
        verdict
      }
    }
  }
`);
const EVENTS = graphql(`
  {
    checkEvents {
      total
    }
  }
`);
const TRUST = graphql(`
  {
    trustStatistics(from: "2020-01-01", to: "2020-12-31") {
      totals {
        total
      }
    }
  }
`);
const QUOTE = graphql(`
  {
    checkQuote(volume: 20000, checks: [email_syntax, email_mx]) {
      perThousandCents
      monthlyCents
    }
  }
`);
const SCENARIOS = graphql(`
  {
    checkScenarios {
      id
      isDefault
      currentVersion
      clientId
    }
  }
`);
const SAVE = graphql(`
  mutation ($id: Int!, $draft: CheckScenarioDraft!) {
    saveCheckScenarioVersion(scenarioId: $id, draft: $draft)
  }
`);

describe.each(ENGINES)("Weedo check API on %s", (engine) => {
  let t: TestDb;
  let zone: Awaited<ReturnType<typeof startMxZone>>;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;
  const ask = <TData>(who: Account, query: Query<TData>, variables?: Record<string, unknown>) =>
    call("market", query, { token: tokens[who], variables });
  let verify: (body: unknown, key?: string | null, lang?: string) => Promise<Response>;

  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
    zone = await startMxZone({ mx: { "exemple.test": ["mx.exemple.test"] }, noMx: [] });
    const handler = createVerifyHandler({ db: async () => t.db, resolver: zone.resolver });
    verify = (body, key = demoCheckKey(6), lang = "fr") =>
      handler(
        new Request("http://localhost/api/check/verify", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "accept-language": lang,
            ...(key ? { "x-api-key": key } : {}),
          },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      );
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
  }, 240_000);
  afterAll(async () => {
    await zone?.close();
    await t?.dispose();
  });

  it("refuses a call without a key, or with an unknown key (401)", async () => {
    expect((await verify({ email: "a@exemple.test" }, null)).status).toBe(401);
    const r = await verify({ email: "a@exemple.test" }, "wc_nope");
    expect(r.status).toBe(401);
    expect((await r.json()).error).toBe("UNAUTHORIZED");
  });

  it("names each wrong field (400), in English on request, and logs the refused call", async () => {
    const before = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkEvents)
      .where(eq(checkEvents.status, 400));
    const r = await verify({ ip: "999.1.1.1", postcode: 75001 }, demoCheckKey(6), "en");
    expect(r.status).toBe(400);
    const body = await r.json();
    expect(body.errors).toMatchObject({ ip: "Invalid IP address", postcode: "Text expected" });
    const none = await (await verify({ device: "abc" })).json();
    expect(none.errors).toEqual({ email: "Un e-mail ou un téléphone est requis" });
    expect((await verify("{not json")).status).toBe(400);
    const after = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkEvents)
      .where(eq(checkEvents.status, 400));
    expect(after[0]!.n).toBe(before[0]!.n + 3);
  });

  it("verifies a contact with the client's key: score, verdict, each check, the scenario version", async () => {
    const r = await verify({ email: "Camille.Roux@exemple.test", phone: "06 71 23 45 67", postcode: "44000" });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body).toMatchObject({ verdict: "valid", scenario_version: 2 });
    expect(body.score).toBeGreaterThanOrEqual(75);
    expect(body.checks.find((c: { name: string }) => c.name === "email_mx")).toEqual({
      name: "email_mx",
      outcome: "pass",
      detail: "ok",
    });
    const mine = await ask("editeur", VERIFICATIONS, { filter: { q: "camille.roux" } });
    expect(mine.body.data?.checkVerifications.total).toBe(1);
  });

  it("an administrator's new scenario version judges the next verifications", async () => {
    const list = await ask("admin", SCENARIOS);
    const def = list.body.data!.checkScenarios.find((s) => s.isDefault)!;
    const saved = await ask("admin", SAVE, {
      id: def.id,
      draft: { checks: [{ name: "email_syntax", weight: 1, blocking: true }], validFrom: 50, riskyFrom: 10 },
    });
    expect(saved.body.data?.saveCheckScenarioVersion).toBe(def.currentVersion + 1);
    const body = await (await verify({ email: "nouvelle.version@exemple.test" })).json();
    expect(body.scenario_version).toBe(def.currentVersion + 1);
    expect(body.checks.map((c: { name: string }) => c.name)).toEqual(["email_syntax"]);
    // A client cannot write a new version of the platform's scenario.
    const refused = await ask("editeur", SAVE, {
      id: def.id,
      draft: { checks: [{ name: "velocity", weight: 1 }], validFrom: 1, riskyFrom: 0 },
    });
    expect(codeOf(refused.body)).toBe("BAD_USER_INPUT");
  });

  it("a client sees only its own verifications; an administrator every client's", async () => {
    const an = await ask("annonceur", VERIFICATIONS);
    const clients = new Set(an.body.data!.checkVerifications.items.map((v) => v.clientId));
    expect(clients.size).toBe(1);
    const admin = await ask("admin", VERIFICATIONS);
    expect(admin.body.data!.checkVerifications.total).toBeGreaterThan(an.body.data!.checkVerifications.total);
  });

  it("applies spec section 6's lists: scenarios and events, calculator, trust statistics", async () => {
    const codes = async (who: Account, q: Query<unknown>) => codeOf((await ask(who, q)).body) ?? "OK";
    expect(await codes("admin", EVENTS)).toBe("OK");
    expect(await codes("tem", EVENTS)).toBe("FORBIDDEN"); // admin layout: ad only
    expect(await codes("annonceur", EVENTS)).toBe("OK"); // on the five e-mails
    expect(await codes("perf", EVENTS)).toBe("FORBIDDEN");
    expect(await codes("perf", SCENARIOS)).toBe("FORBIDDEN");
    expect(await codes("tem", VERIFICATIONS)).toBe("OK");
    expect(await codes("admin", QUOTE)).toBe("OK");
    expect(await codes("ma", QUOTE)).toBe("FORBIDDEN"); // the calculator's five staff e-mails
    expect(await codes("perf", QUOTE)).toBe("OK");
    expect(await codes("admin", TRUST)).toBe("OK");
    expect(await codes("ma", TRUST)).toBe("FORBIDDEN");
    expect(await codes("annonceur", TRUST)).toBe("FORBIDDEN");
  });

  it("prices a volume from the tiered grid", async () => {
    const r = await ask("perf", QUOTE);
    // 20 000 a month: the 10 000 tier (80 %) of 80 + 150 cents per thousand.
    expect(r.body.data?.checkQuote).toEqual({ perThousandCents: 64 + 120, monthlyCents: 20 * (64 + 120) });
  });

  it("verifies an uploaded CSV list and gives the result back in the file's order", async () => {
    const upload = createListUploadHandler({ db: async () => t.db, resolver: zone.resolver, wait: true });
    const form = new FormData();
    const csv =
      "email;telephone;code_postal\nun@exemple.test;0611111111;75001\npas-une-adresse;;\ntrois@yopmail.com;0622222222;69003\n";
    form.set("file", new File([csv], "prospects.csv", { type: "text/csv" }));
    const cookie = (who: Account) => ({ cookie: `weedo_session=${tokens[who]}` });
    const post = (headers: Record<string, string>) =>
      upload(new Request("http://localhost/api/check/lists", { method: "POST", body: form, headers }));
    // A cross-site form carries the cookie but cannot add the header (issue 27).
    const forged = await post(cookie("annonceur"));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ code: "FORBIDDEN", reason: "csrf" });
    expect((await post({ ...cookie("admin"), "x-weedo-csrf": "1" })).status).toBe(403);
    const r = await post({ ...cookie("annonceur"), "x-weedo-csrf": "1" });
    expect(r.status).toBe(202);
    const { id, total } = await r.json();
    expect(total).toBe(3);
    const exportCsv = createCheckExportHandler("verifications", { db: async () => t.db });
    const res = await exportCsv(
      new Request(`http://localhost/api/check/verifications/csv?list=${id}`, { headers: cookie("annonceur") }),
    );
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("un@exemple.test");
    expect(lines[2]).toContain("pas-une-adresse");
    expect(lines[2]).toContain(";invalid;");
    expect(lines[3]).toContain("email_disposable:fail(disposable)");
    // Another client's list reads as empty.
    const other = await exportCsv(
      new Request(`http://localhost/api/check/verifications/csv?list=${id}`, { headers: cookie("editeur") }),
    );
    expect((await other.text()).trim().split("\r\n")).toHaveLength(1);
  });
});
