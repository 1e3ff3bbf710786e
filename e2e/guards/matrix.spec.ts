import { expect, request, type APIRequestContext } from "@playwright/test";
import { test } from "../fixtures";
import { decide } from "@/lib/access/decide";
import type { Principal } from "@/lib/access/principal";
import { ROUTES } from "@/lib/access/routes";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";

/**
 * Every registry route × every kind of principal, against the running server: the proxy must
 * redirect exactly where the registry's guards say, and let through what they allow.
 */
const PRINCIPALS = [
  "admin@weedo.test",
  "tem@weedo.test",
  "ma@weedo.test",
  "annonceur@weedo.test",
  "annonceur.perf@weedo.test",
  "editeur@weedo.test",
  "multi@weedo.test",
];

const samplePath = (pattern: string) =>
  pattern
    .replace(/\/\{\w+\?\}/g, "")
    .replace(/\/\*$/, "/abc")
    .replace(/\{\w+\}/g, "1");
const PATHS = [
  "/",
  ...ROUTES.map((r) => samplePath(r.pattern)),
  "/report/CaClient",
  "/OIlist/12",
  "/weedomarket/annonceur/creeCommande/3",
];

function principalOf(email: string): Principal {
  const a = DEMO_ACCOUNTS.find((x) => x.email === email)!;
  return {
    id: a.id!,
    email: a.email,
    law: a.law,
    multiDroit: !!a.multiDroit,
    haswebhook: !!a.haswebhook,
    idClienLeadmarket: a.idClienLeadmarket ?? 0,
  };
}

async function contextFor(baseURL: string, email: string | null): Promise<APIRequestContext> {
  if (!email) return request.newContext({ baseURL });
  const anon = await request.newContext({ baseURL });
  const res = await anon.post("/api/graphql/auth", {
    data: {
      query: `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { code } }`,
      variables: { e: email, p: DEMO_PASSWORD },
    },
  });
  expect((await res.json()).data.login.code).toBe("OK");
  const cookie = /weedo_session=[^;]+/.exec(res.headers()["set-cookie"] ?? "")![0];
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { cookie } });
}

/**
 * Routes that, once the proxy lets a caller in, send it on themselves (the page's own redirect, 307
 * like the proxy's): spec section 2, "stats-valides (redirects to myaffil…)".
 */
const OWN_REDIRECTS: Record<string, string> = {
  "/stats-valides": "/stats-valides/stats-valides-myaffil",
};

test.describe("guard matrix", () => {
  for (const email of [null, ...PRINCIPALS]) {
    test(`${email ?? "anonymous"}: every route`, async ({ baseURL }) => {
      test.setTimeout(120_000);
      const ctx = await contextFor(baseURL!, email);
      const principal = email ? principalOf(email) : null;
      const failures: string[] = [];
      for (const path of PATHS) {
        const expected = decide(path, principal);
        const res = await ctx.get(encodeURI(path), { maxRedirects: 0 });
        const location = res.headers()["location"];
        if (expected.action === "redirect") {
          const to = location ? new URL(location, baseURL).pathname : null;
          if (res.status() < 300 || res.status() >= 400 || to !== expected.to)
            failures.push(`${path}: expected → ${expected.to}, got ${res.status()} ${location ?? ""}`);
        } else if (OWN_REDIRECTS[path]) {
          const to = location ? new URL(location, baseURL).pathname : null;
          if (to !== OWN_REDIRECTS[path])
            failures.push(`${path}: expected its own → ${OWN_REDIRECTS[path]}, got ${to}`);
        } else if (res.status() === 307 || res.status() === 308) {
          // 307 is the proxy's redirect; a route's own answer (e.g. /checktocken's 303) is its business.
          failures.push(`${path}: expected to pass, got ${res.status()} → ${location}`);
        }
      }
      await ctx.dispose();
      expect(failures).toEqual([]);
    });
  }

  test("an expired or forged session is cleared and sent to the login page with the notice", async ({ baseURL }) => {
    const ctx = await request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: "weedo_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0." },
    });
    const res = await ctx.get("/dashboard", { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()["location"]).toMatch(/\/login\?session=expired$/);
    expect(res.headers()["set-cookie"]).toMatch(/weedo_session=;.*Max-Age=0/);
    await ctx.dispose();
  });
});
