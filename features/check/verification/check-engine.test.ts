import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_SCENARIO_CHECKS,
  verifyContact,
  type ScenarioVersion,
} from "@/features/check/verification/server/engine";
import { emailMx, type MxResolver } from "@/features/check/verification/server/mx";
import { scoreOf } from "@/features/check/verification/server/score";
import { verifyAndRecord } from "@/features/check/verification/server/verify";
import { CHECK_NAMES, CHECK_OUTCOMES } from "@/lib/domain/states";
import { startMxZone } from "@/tests/helpers/dns-zone";
import { addCheckClient, addMarketLead } from "@/tests/helpers/check-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ALL: ScenarioVersion = { id: 0, version: 1, checks: DEFAULT_SCENARIO_CHECKS, validFrom: 70, riskyFrom: 40 };
const only = (name: (typeof CHECK_NAMES)[number]): ScenarioVersion => ({
  ...ALL,
  checks: [{ name, weight: 1 }],
});

describe("the trust score (a pure function of the results and the scenario version)", () => {
  // One result per check, as the engine gives.
  const results = fc.uniqueArray(
    fc.record({ name: fc.constantFrom(...CHECK_NAMES), outcome: fc.constantFrom(...CHECK_OUTCOMES) }),
    { selector: (r) => r.name },
  );
  const rule = fc
    .record({
      checks: fc.uniqueArray(
        fc.record({
          name: fc.constantFrom(...CHECK_NAMES),
          weight: fc.integer({ min: 0, max: 100 }),
          blocking: fc.boolean(),
        }),
        { selector: (c) => c.name },
      ),
      a: fc.integer({ min: 0, max: 100 }),
      b: fc.integer({ min: 0, max: 100 }),
    })
    .map(({ checks, a, b }) => ({ checks, validFrom: Math.max(a, b), riskyFrom: Math.min(a, b) }));

  it("is between 0 and 100, the same for the same input, and its verdict follows the thresholds", () => {
    fc.assert(
      fc.property(results, rule, (rs, r) => {
        const a = scoreOf(rs, r);
        expect(scoreOf(structuredClone(rs), structuredClone(r))).toEqual(a);
        expect(a.score).toBeGreaterThanOrEqual(0);
        expect(a.score).toBeLessThanOrEqual(100);
        const blocked = r.checks.some(
          (c) => c.blocking && c.weight > 0 && rs.find((x) => x.name === c.name)?.outcome === "fail",
        );
        const expected = blocked
          ? "invalid"
          : a.score >= r.validFrom
            ? "valid"
            : a.score >= r.riskyFrom
              ? "risky"
              : "invalid";
        expect(a.verdict).toBe(expected);
      }),
    );
  });

  it("never drops when a check's outcome improves (fail → warn → pass)", () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: CHECK_NAMES.length - 1 }), (r, i) => {
        const name = CHECK_NAMES[i]!;
        const at = (outcome: "fail" | "warn" | "pass") => scoreOf([{ name, outcome }], r).score;
        expect(at("warn")).toBeGreaterThanOrEqual(at("fail"));
        expect(at("pass")).toBeGreaterThanOrEqual(at("warn"));
      }),
    );
  });

  it("counts skipped checks for nothing, and a contact with no check run scores 0", () => {
    const r = {
      checks: [
        { name: "email_syntax" as const, weight: 10 },
        { name: "phone_valid" as const, weight: 30 },
      ],
      validFrom: 70,
      riskyFrom: 40,
    };
    expect(
      scoreOf(
        [
          { name: "email_syntax", outcome: "pass" },
          { name: "phone_valid", outcome: "skip" },
        ],
        r,
      ),
    ).toEqual({ score: 100, verdict: "valid" });
    expect(scoreOf([], r)).toEqual({ score: 0, verdict: "invalid" });
  });
});

describe("the MX check against a local DNS server", () => {
  let zone: Awaited<ReturnType<typeof startMxZone>>;
  beforeAll(async () => {
    zone = await startMxZone({ mx: { "bonne-boite.test": ["mx1.bonne-boite.test"] }, noMx: ["sans-mx.test"] });
  });
  afterAll(async () => zone.close());

  it("passes a domain with MX records", async () => {
    expect(await emailMx("bonne-boite.test", zone.resolver)).toEqual({ outcome: "pass", detail: "ok" });
  });
  it("fails a domain that exists without MX", async () => {
    expect(await emailMx("sans-mx.test", zone.resolver)).toEqual({ outcome: "fail", detail: "noMx" });
  });
  it("fails a domain that does not resolve", async () => {
    expect(await emailMx("inconnu.test", zone.resolver)).toEqual({ outcome: "fail", detail: "unknownDomain" });
  });
  it("refuses private and reserved names without asking DNS (the server's resolver knows internal names)", async () => {
    const names = [
      "intranet",
      "db.internal",
      "mail.corp",
      "printer.local",
      "LOCALHOST",
      "10.0.0.1",
      "[10.0.0.1]",
      "1.0.0.10.in-addr.arpa",
    ];
    for (const name of names)
      expect(await emailMx(name, zone.resolver), name).toEqual({ outcome: "fail", detail: "notPublicDomain" });
    expect(zone.queries.filter((q) => names.map((n) => n.toLowerCase()).includes(q))).toEqual([]);
  });
  it("only doubts when DNS itself fails, and asks again next time", async () => {
    let calls = 0;
    const broken: MxResolver = {
      resolveMx: () => {
        calls++;
        return Promise.reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" }));
      },
    };
    expect(await emailMx("x.test", broken)).toEqual({ outcome: "warn", detail: "dnsError" });
    await emailMx("x.test", broken);
    expect(calls).toBe(2);
  });
  it("asks DNS once per domain for a list", async () => {
    const before = zone.queries.filter((q) => q === "bonne-boite.test").length;
    await emailMx("bonne-boite.test", zone.resolver);
    expect(zone.queries.filter((q) => q === "bonne-boite.test").length).toBe(before);
  });
});

describe.each(ENGINES)("each check on good and bad contacts, on %s", (engine) => {
  let t: TestDb;
  let zone: Awaited<ReturnType<typeof startMxZone>>;
  let clientId: number;
  const run = (
    name: (typeof CHECK_NAMES)[number],
    input: Parameters<typeof verifyContact>[1],
    cid: number | null = clientId,
  ) =>
    verifyContact(t.db, input, { clientId: cid, scenario: only(name), resolver: zone.resolver }).then(
      (v) => v.checks[0]!,
    );

  beforeAll(async () => {
    t = await createTestDb(engine);
    zone = await startMxZone({ mx: { "exemple.test": ["mx.exemple.test"] }, noMx: [] });
    clientId = (await addCheckClient(t.db, "client-a")).clientId;
  });
  afterAll(async () => {
    await zone.close();
    await t.dispose();
  });

  it("e-mail syntax", async () => {
    expect((await run("email_syntax", { email: "Marie.Dupont@Exemple.test" })).outcome).toBe("pass");
    expect((await run("email_syntax", { email: "marie.dupont@@exemple" })).outcome).toBe("fail");
    expect((await run("email_syntax", { phone: "0612345678" })).outcome).toBe("skip");
  });
  it("disposable domains (the maintained list, parent domains too)", async () => {
    expect((await run("email_disposable", { email: "marie@exemple.test" })).outcome).toBe("pass");
    expect(await run("email_disposable", { email: "marie@yopmail.com" })).toMatchObject({
      outcome: "fail",
      detail: "disposable",
    });
    expect((await run("email_disposable", { email: "marie@eu.mailinator.com" })).outcome).toBe("fail");
  });
  it("role accounts", async () => {
    expect((await run("email_role", { email: "marie.dupont@exemple.test" })).outcome).toBe("pass");
    expect(await run("email_role", { email: "contact@exemple.test" })).toMatchObject({
      outcome: "warn",
      detail: "roleAccount",
    });
    expect((await run("email_role", { email: "compta@exemple.test" })).outcome).toBe("warn");
  });
  it("MX through the injected resolver", async () => {
    expect((await run("email_mx", { email: "marie@exemple.test" })).outcome).toBe("pass");
    expect((await run("email_mx", { email: "marie@nulle-part.test" })).outcome).toBe("fail");
  });
  it("phone validity, type and country", async () => {
    expect((await run("phone_valid", { phone: "06 12 34 56 78" })).outcome).toBe("pass");
    expect((await run("phone_valid", { phone: "06 12" })).outcome).toBe("fail");
    expect(await run("phone_type", { phone: "0612345678" })).toMatchObject({ outcome: "pass", detail: "mobile" });
    expect(await run("phone_type", { phone: "0142685300" })).toMatchObject({ outcome: "warn", detail: "fixedLine" });
    expect((await run("phone_type", { phone: "0899123456" })).outcome).toBe("fail");
    expect(await run("phone_country", { phone: "+33612345678" })).toMatchObject({ outcome: "pass", detail: "FR" });
    expect(await run("phone_country", { phone: "+32470123456" })).toMatchObject({
      outcome: "fail",
      detail: "country_BE",
    });
  });
  it("postcode ↔ department", async () => {
    expect(await run("postcode_department", { postcode: "69003" })).toMatchObject({ outcome: "pass", detail: "69" });
    expect((await run("postcode_department", { postcode: "20100", department: "2A" })).outcome).toBe("pass");
    expect(await run("postcode_department", { postcode: "69003", department: "75" })).toMatchObject({
      outcome: "fail",
      detail: "otherDepartment",
    });
    expect((await run("postcode_department", { postcode: "99999" })).outcome).toBe("fail");
  });
  it("duplicates against the client's own history, not another client's", async () => {
    const other = (await addCheckClient(t.db, "client-b")).clientId;
    await verifyAndRecord(
      t.db,
      clientId,
      { email: "deja@exemple.test" },
      { source: "screen", resolver: zone.resolver },
    );
    expect(await run("duplicate_client", { email: "DEJA@exemple.test" })).toMatchObject({
      outcome: "fail",
      detail: "seenByClient",
    });
    expect((await run("duplicate_client", { email: "deja@exemple.test" }, other)).outcome).toBe("pass");
    expect((await run("duplicate_client", { email: "neuf@exemple.test" })).outcome).toBe("pass");
  });
  it("duplicates against the marketplace stock", async () => {
    await addMarketLead(t.db, { email: "stock@exemple.test", phone: "+33611223344" });
    expect((await run("duplicate_market", { email: "stock@exemple.test" })).outcome).toBe("fail");
    expect((await run("duplicate_market", { phone: "06 11 22 33 44" })).outcome).toBe("fail");
    expect((await run("duplicate_market", { email: "ailleurs@exemple.test" })).outcome).toBe("pass");
  });
  it("velocity: the same IP many times in ten minutes", async () => {
    const now = new Date();
    for (let i = 0; i < 5; i++)
      await verifyAndRecord(
        t.db,
        clientId,
        { email: `v${i}@exemple.test`, ip: "203.0.113.9" },
        { source: "api", resolver: zone.resolver, now },
      );
    expect(await run("velocity", { email: "v9@exemple.test", ip: "203.0.113.9" })).toMatchObject({
      outcome: "fail",
      detail: "tooFast",
    });
    expect((await run("velocity", { email: "v9@exemple.test", ip: "203.0.113.10" })).outcome).toBe("pass");
    // Ten minutes later the window is empty again.
    const later = await verifyContact(
      t.db,
      { email: "v9@exemple.test", ip: "203.0.113.9" },
      {
        clientId,
        scenario: only("velocity"),
        now: new Date(now.getTime() + 11 * 60_000),
      },
    );
    expect(later.checks[0]!.outcome).toBe("pass");
  });
  it("a good contact is valid, a bad one invalid, under the default scenario", async () => {
    const good = await verifyContact(
      t.db,
      { email: "jean.martin@exemple.test", phone: "0698765432", postcode: "33000" },
      { clientId, scenario: ALL, resolver: zone.resolver },
    );
    expect(good.verdict).toBe("valid");
    expect(good.checks.map((c) => c.name)).toEqual(DEFAULT_SCENARIO_CHECKS.map((c) => c.name));
    const bad = await verifyContact(
      t.db,
      { email: "pas-une-adresse", phone: "12" },
      { clientId, scenario: ALL, resolver: zone.resolver },
    );
    expect(bad).toMatchObject({ verdict: "invalid" });
  });
});
