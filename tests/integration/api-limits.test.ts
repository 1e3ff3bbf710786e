import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SERVICES, type Service } from "@/lib/api/services";
import { createApiHandler } from "@/lib/api/yoga";
import { resetEnvCache } from "@/lib/config/env";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";
import { resetRateLimits } from "@/lib/security/rate-limit";
import { apiClient, codeOf, type ApiBody } from "../helpers/api";
import { appDocuments } from "../helpers/app-documents";
import { createTestDb, seededTestDb, type TestDb } from "../helpers/test-db";

/** What Apollo Client sends: under it, yoga answers refused documents with a 4xx status. */
const APOLLO_ACCEPT = "application/graphql-response+json,application/json;q=0.9";

/**
 * One query per Query field with a date-named String argument, 31 February in it, other required
 * arguments given a plain value: what a client can send to every date argument of a service.
 */
function dateArgumentQueries(service: Service): string[] {
  const schema = SERVICES[service].schema;
  const fields = Object.values(schema.getQueryType()!.getFields());
  return fields.flatMap((f) => {
    const dateArgs = f.args.filter(
      (a) => /^String!?$/.test(String(a.type)) && /^(from|to|day|date|month)$/.test(a.name),
    );
    if (!dateArgs.length) return [];
    const others = f.args.filter((a) => !dateArgs.includes(a) && String(a.type).endsWith("!"));
    if (others.some((a) => !/^(Int|String)!$/.test(String(a.type)))) return [];
    const value = (a: { name: string; type: unknown }) =>
      dateArgs.includes(a as never)
        ? a.name === "month"
          ? '"2026-02"'
          : '"2026-02-31"'
        : String(a.type) === "Int!"
          ? "1"
          : '"x"';
    const args = [...dateArgs, ...others].map((a) => `${a.name}: ${value(a)}`).join(", ");
    const named = String(f.type).replace(/[[\]!]/g, "");
    const selection = "getFields" in (schema.getType(named) ?? {}) ? " { __typename }" : "";
    return dateArgs.some((a) => a.name !== "month") ? [`{ ${f.name}(${args})${selection} }`] : [];
  });
}

const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(" ");
const nested = (levels: number) => `{ ${"me { ".repeat(levels)}id${" }".repeat(levels)} }`;

describe("GraphQL abuse limits", () => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  let adminToken: string;

  beforeAll(async () => {
    t = await seededTestDb("pglite", { now: new Date("2026-11-21T00:00:00Z"), members: 10 });
    call = apiClient(t.db);
    const login = await call(
      "auth",
      `mutation { login(email: "admin@weedo.test", password: "${DEMO_PASSWORD}") { code } }`,
    );
    adminToken = /weedo_session=([^;]+)/.exec(login.setCookie ?? "")![1]!;
  });
  afterAll(() => t?.dispose());
  beforeEach(() => resetRateLimits());

  const message = (body: ApiBody<unknown>) => body.errors?.[0]?.message ?? "";

  it("refuses 1 000 aliases of a field at once, with a clear error and before any resolver runs", async () => {
    const query = `{ ${repeat(1000, (i) => `a${i}: checkEmailAvailable(email: "x${i}@weedo.test") { code }`)} }`;
    const started = performance.now();
    const r = await call("auth", query);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(r.body.data ?? null).toBeNull();
    expect(message(r.body)).toMatch(/limit|more than \d+ tokens/i);
    // Nothing ran: the e-mail checks of the window are all still there.
    const one = await call("auth", `{ checkEmailAvailable(email: "seul@weedo.test") { code } }`);
    expect(one.body.data).toEqual({ checkEmailAvailable: { code: "AVAILABLE" } });
  });

  it("refuses more aliases than the limit even when the document is small", async () => {
    const r = await call("myaffil", `{ ${repeat(11, (i) => `m${i}: me { id }`)} }`, { token: adminToken });
    expect(message(r.body)).toBe("Aliases limit of 10 exceeded, found 11.");
    expect(r.body.data ?? null).toBeNull();
  });

  it("refuses a document of more tokens than the limit", async () => {
    const r = await call("myaffil", `{ ${repeat(1100, () => "__typename")} }`);
    expect(message(r.body)).toBe("Query too large: more than 1000 tokens.");
    expect(codeOf(r.body)).toBe("GRAPHQL_PARSE_FAILED");
  });

  it("refuses a flood of directives", async () => {
    const r = await call("myaffil", `{ __typename ${repeat(11, () => "@include(if: true)")} }`);
    expect(message(r.body)).toBe("Directives limit of 10 exceeded, found 11.");
  });

  it("counts list fields in the cost: three aliases of the categories with their fields and options are over it", async () => {
    const categories = `marketCategories { id name fields { key label type options required } leads { total available } }`;
    const r = await call("market", `{ ${repeat(3, (i) => `c${i}: ${categories}`)} }`, { token: adminToken });
    expect(message(r.body)).toMatch(/^Query too expensive: its estimated cost is \d+, over the limit of 5000\./);
    expect(r.body.data ?? null).toBeNull();
    // One of them alone is what the order pages ask for, and passes.
    const one = await call("market", `{ ${categories} }`, { token: adminToken });
    expect(one.body.errors).toBeUndefined();
  });

  it("weighs a field that reads a date range by the work it may do: three searches of a year's leads are over it", async () => {
    const search = (from: string) =>
      `myaffilLeadDetails(input: { from: "${from}", to: "2026-11-20", search: "a" }) { total items { id } }`;
    const three = await call("myaffil", `{ ${repeat(3, (i) => `l${i}: ${search(`2025-11-2${i}`)}`)} }`, {
      token: adminToken,
    });
    expect(message(three.body)).toMatch(/^Query too expensive: its estimated cost is \d+, over the limit of 5000\./);
    expect(three.body.data ?? null).toBeNull();
    // What the lead details screen asks for, once, passes.
    const one = await call("myaffil", `{ ${search("2025-11-21")} }`, { token: adminToken });
    expect(one.body.errors).toBeUndefined();
  });

  it("answers a 3 000-level query with a client error naming the limit, not a 500", async () => {
    for (const accept of [APOLLO_ACCEPT, "application/json"]) {
      const r = await call("myaffil", nested(3000), { headers: { accept } });
      expect(r.status).toBeLessThan(500);
      expect(codeOf(r.body)).toBe("GRAPHQL_PARSE_FAILED");
      expect(message(r.body)).toBe("Query too large: more than 1000 tokens.");
    }
    expect((await call("myaffil", nested(3000), { headers: { accept: APOLLO_ACCEPT } })).status).toBe(400);
  });

  it("refuses a query deeper than the depth limit", async () => {
    const r = await call("myaffil", nested(11), { token: adminToken, headers: { accept: APOLLO_ACCEPT } });
    expect(r.status).toBe(400);
    expect(message(r.body)).toMatch(/^Query depth limit of 10 exceeded, found \d+\.$/);
  });

  it("refuses batches: an array body is a 400 saying so", async () => {
    const res = await createApiHandler(SERVICES.myaffil.schema, SERVICES.myaffil.endpoint, { db: async () => t.db })(
      new Request("http://127.0.0.1/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]),
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiBody<unknown>).errors?.[0]?.message).toBe("Batching is not supported.");
  });

  describe("impossible dates", () => {
    it("31 February in an argument that reached the database is a BAD_USER_INPUT naming the date", async () => {
      for (const accept of [APOLLO_ACCEPT, "application/json"]) {
        const r = await call("myaffil", `{ shoots(from: "2026-02-31") { id } }`, {
          token: adminToken,
          headers: { accept },
        });
        expect(r.status).toBeLessThan(500);
        expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
        expect(message(r.body)).toBe('Invalid date "2026-02-31": that day does not exist.');
      }
    });

    it("no date argument of the three APIs answers 31 February with a 500", async () => {
      const refused: string[] = [];
      for (const service of Object.keys(SERVICES) as Service[]) {
        for (const query of dateArgumentQueries(service)) {
          const r = await call(service, query, { token: adminToken });
          expect(r.status, query).toBeLessThan(500);
          expect(codeOf(r.body), query).not.toBe("INTERNAL_SERVER_ERROR");
          if (codeOf(r.body) === "BAD_USER_INPUT") refused.push(query);
        }
      }
      expect(refused.length).toBeGreaterThanOrEqual(5);
    });

    it("in a variable inside an input object too", async () => {
      const r = await call(
        "market",
        `mutation($input: MarketPromoCodeInput!) { createMarketPromoCode(input: $input) { id } }`,
        {
          token: adminToken,
          variables: { input: { code: "FEVRIER31", kind: "percent", value: 10, validFrom: "2026-02-31" } },
        },
      );
      expect(r.status).toBeLessThan(500);
      expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    });

    it("lets a real 29 February of a leap year through", async () => {
      const r = await call("myaffil", `{ shoots(from: "2028-02-29", to: "2028-03-01") { id } }`, { token: adminToken });
      expect(r.body.errors).toBeUndefined();
    });
  });

  describe("e-mail existence checks", () => {
    const CHECK = (i: number) => `c${i}: checkEmailAvailable(email: "libre${i}@weedo.test") { code }`;

    it("one check answers", async () => {
      const r = await call("auth", `{ ${CHECK(0)} }`);
      expect(r.body.data).toEqual({ c0: { code: "AVAILABLE" } });
    });

    it("a client address gets 20 checks per window, counted per check even when aliased", async () => {
      const first = await call("auth", `{ ${repeat(10, CHECK)} }`);
      const second = await call("auth", `{ ${repeat(10, CHECK)} }`);
      expect(first.body.errors).toBeUndefined();
      expect(second.body.errors).toBeUndefined();
      const third = await call("auth", `{ ${CHECK(99)} }`);
      expect(codeOf(third.body)).toBe("RATE_LIMITED");
      expect(message(third.body)).toBe("Too many e-mail checks: try again in a few minutes");
      expect(third.body.data ?? null).toBeNull();
    });
  });

  describe("in production", () => {
    let prod: ReturnType<typeof apiClient>;
    const nodeEnv = process.env.NODE_ENV;
    beforeAll(() => {
      (process.env as Record<string, string>).NODE_ENV = "production";
      resetEnvCache();
      prod = apiClient(t.db);
    });
    afterAll(() => {
      (process.env as Record<string, string | undefined>).NODE_ENV = nodeEnv;
      resetEnvCache();
    });
    afterEach(() => undefined);

    it.each([
      ["a misspelled field", `{ checkEmailAvailabl(email: "a@weedo.test") { code } }`, undefined],
      ["a misspelled argument", `{ checkEmailAvailable(emial: "a@weedo.test") { code } }`, undefined],
      [
        "a misspelled input field in the variables",
        `mutation($input: RegisterInput!) { register(input: $input) { code } }`,
        { input: { emial: "a@weedo.test" } },
      ],
    ])("suggests no field name for %s", async (_, query, variables) => {
      const r = await prod("auth", query, { variables });
      expect(r.body.errors?.length).toBeGreaterThan(0);
      for (const e of r.body.errors ?? []) expect(e.message).not.toMatch(/Did you mean/);
    });

    it("refuses introspection", async () => {
      const r = await prod("auth", `{ __schema { types { name } } }`);
      expect(r.body.errors?.[0]?.message).toMatch(/introspection/i);
    });
  });
});

describe("the portal's own documents", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb("pglite");
  });
  afterAll(() => t?.dispose());

  const docs = appDocuments();
  it("are all found in the sources", () => {
    expect(docs.length).toBeGreaterThan(100);
  });

  // Each passes parsing and validation, limits included, through the real handler; the unknown
  // operation name then stops it before any resolver runs.
  it.each(docs.map((d) => [d.name, d.service, d.file, d] as const))(
    "%s (%s, %s) passes the limits",
    async (_, service: Service, __, doc) => {
      const { print } = await import("graphql");
      const res = await createApiHandler(SERVICES[service].schema, SERVICES[service].endpoint, {
        db: async () => t.db,
      })(
        new Request(`http://127.0.0.1${SERVICES[service].endpoint}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: print(doc.document), operationName: "LimitsCheckOnly" }),
        }),
      );
      const body = (await res.json()) as ApiBody<unknown>;
      expect(body.errors?.map((e) => e.message)).toEqual(["Could not determine what operation to execute."]);
    },
  );
});
