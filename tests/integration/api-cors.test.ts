import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SERVICES, type Service } from "@/lib/api/services";
import { createApiHandler } from "@/lib/api/yoga";
import { env, resetEnvCache } from "@/lib/config/env";
import { createTestDb, type TestDb } from "../helpers/test-db";

const SERVICE_NAMES = Object.keys(SERVICES) as Service[];

describe.each(SERVICE_NAMES)("CORS of the %s API", (service) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb("pglite");
  });
  afterAll(() => t?.dispose());
  afterEach(() => {
    delete process.env.CORS_ORIGINS;
    resetEnvCache();
  });

  const handler = () =>
    createApiHandler(SERVICES[service].schema, SERVICES[service].endpoint, { db: async () => t.db });
  const url = () => `http://127.0.0.1${SERVICES[service].endpoint}`;
  const post = (origin: string) =>
    handler()(
      new Request(url(), {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ query: "{ __typename }" }),
      }),
    );
  const preflight = (origin: string) =>
    handler()(
      new Request(url(), {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      }),
    );

  it("answers the portal's own origin (APP_URL) with its origin and credentials", async () => {
    const own = new URL(env().APP_URL).origin;
    const r = await post(own);
    expect(r.status).toBe(200);
    expect(r.headers.get("access-control-allow-origin")).toBe(own);
    expect(r.headers.get("access-control-allow-credentials")).toBe("true");
    expect(r.headers.get("vary")).toMatch(/Origin/);
  });

  it("gives a foreign origin no Access-Control-Allow-Origin and no credentials", async () => {
    const r = await post("https://evil.example");
    expect(r.headers.get("access-control-allow-origin")).toBeNull();
    expect(r.headers.get("access-control-allow-credentials")).toBeNull();
    // A shared cache must not serve this answer to the portal's own pages, or the reverse.
    expect(r.headers.get("vary")).toMatch(/Origin/);
  });

  it("allows the front ends listed in CORS_ORIGINS, and only those", async () => {
    process.env.CORS_ORIGINS = "https://app.partner.example, https://admin.partner.example/";
    resetEnvCache();
    const listed = await post("https://admin.partner.example");
    expect(listed.headers.get("access-control-allow-origin")).toBe("https://admin.partner.example");
    expect(listed.headers.get("access-control-allow-credentials")).toBe("true");
    const lookalike = await post("https://admin.partner.example.evil.example");
    expect(lookalike.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers a preflight from an allowed origin with the methods and headers, and one from elsewhere with none", async () => {
    const own = new URL(env().APP_URL).origin;
    const ok = await preflight(own);
    expect(ok.status).toBe(204);
    expect(ok.headers.get("access-control-allow-origin")).toBe(own);
    expect(ok.headers.get("access-control-allow-methods")).toMatch(/POST/);
    expect(ok.headers.get("access-control-allow-headers")).toMatch(/content-type/);
    const foreign = await preflight("https://evil.example");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    expect(foreign.headers.get("access-control-allow-credentials")).toBeNull();
    expect(foreign.headers.get("access-control-allow-methods")).toBeNull();
  });
});

describe("CORS_ORIGINS", () => {
  it("refuses a value that is not a list of origins", async () => {
    const { parseEnv } = await import("@/lib/config/env");
    expect(() => parseEnv({ CORS_ORIGINS: "https://ok.example,not a url" })).toThrow(/CORS_ORIGINS/);
    expect(() => parseEnv({ CORS_ORIGINS: "https://ok.example/app" })).toThrow(/CORS_ORIGINS/);
    expect(parseEnv({ CORS_ORIGINS: "https://ok.example/" }).CORS_ORIGINS).toEqual(["https://ok.example"]);
  });
});
