import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeLoginToken } from "@/app/checktocken/exchange-token";
import { parseEnv } from "@/lib/config/env";
import { SESSION_COOKIE } from "@/lib/constants";
import { users } from "@/lib/db/schema";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";
import { ssoProviderConfig, type SsoProviderConfig, type SsoProviderId } from "@/lib/idp/oidc/config";
import { startDevOidcProvider, type DevOidcProvider } from "@/lib/idp/oidc/dev-provider/server";
import { finishSso, startSso } from "@/lib/idp/oidc/flow";
import { callerFromToken } from "@/lib/session/current-user";
import { seededTestDb, ENGINES, type TestDb } from "../helpers/test-db";

// The portal is never contacted: the issuer's redirect to its callback is where the browser stops.
const APP_URL = "http://127.0.0.1:39123";

/** A browser's cookie jar for the issuer (enough for its host-only cookies). */
class Jar {
  private cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  store(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(";")[0]!;
      const i = pair.indexOf("=");
      const [name, value] = [pair.slice(0, i).trim(), pair.slice(i + 1).trim()];
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

type Stop = { page: string; url: URL; status: number } | { callback: URL };

/** Follows redirects by hand like a browser, stopping at an HTML page or at the portal's callback. */
async function browse(jar: Jar, start: URL, init?: RequestInit): Promise<Stop> {
  let url = start;
  let res = await fetch(url, { ...init, redirect: "manual", headers: { ...init?.headers, cookie: jar.header() } });
  for (let hops = 0; hops < 10; hops++) {
    jar.store(res);
    const location = res.headers.get("location");
    if (res.status < 300 || res.status >= 400 || !location) {
      const page = await res.text();
      // The issuer's self-submitting form (ending the previous account's session), as a browser runs it.
      if (!page.includes("document.forms[0].submit()")) return { page, url, status: res.status };
      const body = new URLSearchParams(
        [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]),
      );
      url = formAction(page, url);
      res = await fetch(url, { method: "POST", body, redirect: "manual", headers: { cookie: jar.header() } });
      continue;
    }
    url = new URL(location, url);
    if (url.href.startsWith(APP_URL)) return { callback: url };
    res = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
  }
  throw new Error("too many redirects");
}

function formAction(page: string, base: URL, index = 0): URL {
  const actions = [...page.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
  return new URL(actions[index]!, base);
}

/** Signs in on the issuer's own page; answers the callback URL the issuer sends the browser to. */
async function signInAtIssuer(authUrl: string, email: string, jar = new Jar()): Promise<Stop> {
  const password = DEMO_PASSWORD;
  const login = await browse(jar, new URL(authUrl));
  if (!("page" in login)) throw new Error("expected the issuer's sign-in page");
  const body = new URLSearchParams({ email, password });
  return browse(jar, formAction(login.page, login.url), {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

const cookieValueOf = (setCookie: string) => setCookie.split(";")[0]!.split("=").slice(1).join("=");

describe.each(ENGINES)("OpenID Connect single sign-on on %s", (engine) => {
  let t: TestDb;
  let dev: DevOidcProvider;
  const cfg = {} as Record<SsoProviderId, SsoProviderConfig>;

  beforeAll(async () => {
    t = await seededTestDb(engine);
    dev = await startDevOidcProvider({ port: 0, appUrl: APP_URL });
    const e = parseEnv({ ...dev.env, APP_URL });
    cfg.google = ssoProviderConfig("google", e)!;
    cfg.microsoft = ssoProviderConfig("microsoft", e)!;
  });
  afterAll(async () => {
    await dev?.close();
    await t?.dispose();
  });

  /** Start at the portal, sign in at the issuer: the callback query and the state cookie's value. */
  async function reachCallback(id: SsoProviderId, email: string, jar?: Jar) {
    const start = await startSso(cfg[id], APP_URL);
    const stop = await signInAtIssuer(start.location, email, jar);
    if (!("callback" in stop)) throw new Error(`the issuer did not send back to the portal (${stop.status})`);
    return { start, query: stop.callback.searchParams, state: cookieValueOf(start.setCookie) };
  }

  it("signs a demo account in through Google and ends with a valid single-use login token", async () => {
    const start = await startSso(cfg.google, APP_URL);
    const auth = new URL(start.location);
    expect(auth.origin + auth.pathname).toBe(`${dev.issuers.google}/auth`);
    expect(auth.searchParams.get("code_challenge_method")).toBe("S256");
    expect(auth.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(auth.searchParams.get("state")).toBeTruthy();
    expect(auth.searchParams.get("nonce")).toBeTruthy();
    expect(auth.searchParams.get("redirect_uri")).toBe(`${APP_URL}/api/auth/sso/google/callback`);
    expect(start.setCookie).toMatch(
      /^weedo_sso_google=[\w-]+; Path=\/api\/auth\/sso\/google\/callback; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );

    const stop = await signInAtIssuer(start.location, "Editeur@Weedo.test");
    if (!("callback" in stop)) throw new Error("no callback");
    expect(stop.callback.pathname).toBe("/api/auth/sso/google/callback");
    const done = await finishSso(t.db, cfg.google, APP_URL, stop.callback.searchParams, cookieValueOf(start.setCookie));
    expect(done).toMatchObject({ ok: true, userId: 6, location: expect.stringMatching(/^\/checktocken\/[\w-]{43}$/) });
    expect(done.setCookies).toEqual([expect.stringMatching(/^weedo_sso_google=; .*Max-Age=0/)]);

    const token = done.location.split("/").pop()!;
    const exchange = await exchangeLoginToken(t.db, token);
    expect(exchange.location).toBe("/dashboard-editeur");
    const session = new RegExp(`^${SESSION_COOKIE}=([^;]+);.*HttpOnly; SameSite=Lax`).exec(
      exchange.setCookies[0]!,
    )![1]!;
    expect((await callerFromToken(t.db, session)).caller).toMatchObject({
      id: 6,
      email: "editeur@weedo.test",
      law: "af",
    });
    expect(await exchangeLoginToken(t.db, token)).toEqual({ location: "/login?session=expired", setCookies: [] });
  });

  it("signs the administrator in through Microsoft, to /dashboard, then another account in the same browser", async () => {
    const jar = new Jar();
    const { query, state } = await reachCallback("microsoft", "admin@weedo.test", jar);
    const done = await finishSso(t.db, cfg.microsoft, APP_URL, query, state);
    expect(done).toMatchObject({ ok: true, userId: 1 });
    expect((await exchangeLoginToken(t.db, done.location.split("/").pop()!)).location).toBe("/dashboard");
    // The stand-in asks for the password on every sign-in, so the demo can switch accounts.
    const again = await reachCallback("microsoft", "multi@weedo.test", jar);
    expect(await finishSso(t.db, cfg.microsoft, APP_URL, again.query, again.state)).toMatchObject({
      ok: true,
      userId: 7,
    });
  });

  it("refuses a replayed callback, with or without the state cookie", async () => {
    const { query, state } = await reachCallback("google", "annonceur@weedo.test");
    expect((await finishSso(t.db, cfg.google, APP_URL, query, state)).ok).toBe(true);
    // The first callback cleared the cookie; a replay that kept it still meets a spent code.
    expect(await finishSso(t.db, cfg.google, APP_URL, query, undefined)).toMatchObject({
      ok: false,
      code: "SSO_FAILED",
      location: "/login?sso_error=SSO_FAILED",
    });
    expect(await finishSso(t.db, cfg.google, APP_URL, query, state)).toMatchObject({ ok: false, code: "SSO_FAILED" });
  });

  it("refuses a wrong state before spending the code", async () => {
    const { query, state } = await reachCallback("google", "ma@weedo.test");
    const forged = new URLSearchParams(query);
    forged.set("state", "not-the-state-we-sent");
    expect(await finishSso(t.db, cfg.google, APP_URL, forged, state)).toMatchObject({ ok: false, code: "SSO_FAILED" });
    // Another flow's cookie does not fit either.
    const other = await startSso(cfg.google, APP_URL);
    expect(await finishSso(t.db, cfg.google, APP_URL, query, cookieValueOf(other.setCookie))).toMatchObject({
      ok: false,
      code: "SSO_FAILED",
    });
    expect(await finishSso(t.db, cfg.google, APP_URL, query, state)).toMatchObject({ ok: true, userId: 3 });
  });

  it("refuses a code redeemed with another PKCE verifier or an ID token of another nonce", async () => {
    for (const field of ["verifier", "nonce"] as const) {
      const { query, state } = await reachCallback("google", "tem@weedo.test");
      const checks = JSON.parse(Buffer.from(state, "base64url").toString());
      checks[field] = field === "verifier" ? "x".repeat(43) : "another-nonce";
      const tampered = Buffer.from(JSON.stringify(checks)).toString("base64url");
      expect(await finishSso(t.db, cfg.google, APP_URL, query, tampered)).toMatchObject({
        ok: false,
        code: "SSO_FAILED",
      });
    }
  });

  it("refuses accounts that are not active, and unknown e-mails, each with its code", async () => {
    const pending = await reachCallback("google", "attente@weedo.test");
    expect(await finishSso(t.db, cfg.google, APP_URL, pending.query, pending.state)).toMatchObject({
      ok: false,
      code: "USER_PENDING",
      location: "/login?sso_error=USER_PENDING",
    });
    const unconfirmed = await reachCallback("microsoft", "nonconfirme@weedo.test");
    expect(await finishSso(t.db, cfg.microsoft, APP_URL, unconfirmed.query, unconfirmed.state)).toMatchObject({
      ok: false,
      code: "USER_NOT_CONFIRMED",
    });
    await t.db.update(users).set({ email: "perrin.ailleurs@weedo.test" }).where(eq(users.id, 5));
    const unknown = await reachCallback("google", "annonceur.perf@weedo.test");
    expect(await finishSso(t.db, cfg.google, APP_URL, unknown.query, unknown.state)).toMatchObject({
      ok: false,
      code: "USER_NOT_FOUND",
    });
  });

  it("ends in SSO_FAILED when the person cancels at the issuer, and the issuer refuses a wrong password", async () => {
    const start = await startSso(cfg.microsoft, APP_URL);
    const jar = new Jar();
    const login = await browse(jar, new URL(start.location));
    if (!("page" in login)) throw new Error("expected the sign-in page");
    const wrong = await browse(jar, formAction(login.page, login.url), {
      method: "POST",
      body: new URLSearchParams({ email: "admin@weedo.test", password: "pas-le-bon" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(wrong).toMatchObject({ status: 401, page: expect.stringContaining('role="alert"') });
    const cancelled = await browse(jar, formAction(login.page, login.url, 1), { method: "POST" });
    if (!("callback" in cancelled)) throw new Error("expected the callback");
    expect(cancelled.callback.searchParams.get("error")).toBe("access_denied");
    expect(
      await finishSso(t.db, cfg.microsoft, APP_URL, cancelled.callback.searchParams, cookieValueOf(start.setCookie)),
    ).toMatchObject({ ok: false, code: "SSO_FAILED" });
  });
});
