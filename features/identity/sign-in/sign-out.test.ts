import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContext } from "@/lib/api/context";
import { auditLog, revokedSessions, users } from "@/lib/db/schema";
import { callerFromToken } from "@/lib/session/current-user";
import { signingKeys } from "@/lib/session/keys";
import { purgeExpiredRevocations } from "@/lib/session/revocation";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const LOGOUT = `mutation { logout }`;
const ME = `{ myProfile { id } }`;

describe.each(ENGINES)("sign-out on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
  });
  afterAll(() => t?.dispose());

  const tokenOf = async (email: string) => {
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    return sessionTokenFor(u!);
  };

  it("revokes the session's token: the API and the page session reading refuse it afterwards", async () => {
    const token = await tokenOf("annonceur@weedo.test");
    expect((await call("auth", ME, { token })).body.data).toBeTruthy();
    const out = await call("auth", LOGOUT, { token });
    expect(out.body.data).toEqual({ logout: true });
    expect(out.setCookie).toMatch(/Max-Age=0/);
    // Someone who kept a copy of the cookie: the API refuses it…
    expect(codeOf((await call("auth", ME, { token })).body)).toBe("UNAUTHENTICATED");
    expect((await buildContext(new Headers({ authorization: `Bearer ${token}` }), t.db)).caller).toBeNull();
    // …and so does the server rendering of pages (same reading, from the cookie).
    expect(await callerFromToken(t.db, token)).toEqual({ caller: null, reason: "revoked" });
    expect((await buildContext(new Headers({ cookie: `weedo_session=${token}` }), t.db)).caller).toBeNull();
  });

  it("leaves the account's other sessions open", async () => {
    const kept = await tokenOf("editeur@weedo.test");
    const ended = await tokenOf("editeur@weedo.test");
    await call("auth", LOGOUT, { token: ended });
    expect((await callerFromToken(t.db, kept)).caller?.email).toBe("editeur@weedo.test");
    expect((await callerFromToken(t.db, ended)).caller).toBeNull();
  });

  it("audits the sign-out", async () => {
    const token = await tokenOf("multi@weedo.test");
    const { session } = (await callerFromToken(t.db, token)) as { session: { jti: string } };
    await call("auth", LOGOUT, { token });
    const [u] = await t.db.select().from(users).where(eq(users.email, "multi@weedo.test"));
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorId, u!.id));
    expect(rows.map((r) => r.action)).toContain("sign_out");
    const [revoked] = await t.db.select().from(revokedSessions).where(eq(revokedSessions.jti, session.jti));
    expect(revoked?.userId).toBe(u!.id);
  });

  it("refuses a well-signed token without an expiry or without an id", async () => {
    const [u] = await t.db.select().from(users).where(eq(users.email, "annonceur.perf@weedo.test"));
    const { kid, privateKey } = await signingKeys();
    const claims = {
      email: u!.email,
      law: u!.law,
      multi_droit: false,
      haswebhook: false,
      id_clien_myaffil: u!.idClienMyaffil,
      id_clien_mycoreg: u!.idClienMycoreg,
      id_clien_leadmarket: u!.idClienLeadmarket,
      tv: u!.tokenVersion,
    };
    const base = () =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid })
        .setSubject(String(u!.id))
        .setIssuer("weedo-portal")
        .setAudience("weedo")
        .setIssuedAt();
    const noExp = await base().setJti("forever").sign(privateKey);
    const noJti = await base().setExpirationTime("1h").sign(privateKey);
    for (const token of [noExp, noJti]) {
      expect(await callerFromToken(t.db, token)).toEqual({ caller: null, reason: "invalid" });
      expect(codeOf((await call("auth", ME, { token })).body)).toBe("UNAUTHENTICATED");
    }
  });

  it("purges revocations of tokens that have expired anyway", async () => {
    await t.db.insert(revokedSessions).values([
      { jti: "old-1", expiresAt: new Date(Date.now() - 60_000) },
      { jti: "live-1", expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    await purgeExpiredRevocations(t.db);
    const left = (await t.db.select({ jti: revokedSessions.jti }).from(revokedSessions)).map((r) => r.jti);
    expect(left).toContain("live-1");
    expect(left).not.toContain("old-1");
  });
});
