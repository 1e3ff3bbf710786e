import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeLoginToken } from "@/app/checktocken/exchange-token";
import { SESSION_COOKIE } from "@/lib/constants";
import { loginTokens, twoFactor, users } from "@/lib/db/schema";
import { callerFromToken } from "@/lib/session/current-user";
import { issueLoginToken, redeemLoginToken } from "@/lib/session/login-token";
import { readChallenge } from "@/lib/session/challenge";
import { readSecondStepFragment } from "@/features/identity/two-factor/ui/second-step-fragment";
import { seededTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const EXPIRED = { location: "/login?session=expired", setCookies: [] };

describe.each(ENGINES)("single-use login tokens (/checktocken) on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await seededTestDb(engine);
  });
  afterAll(() => t?.dispose());

  it("is redeemed once, for the user it was issued to", async () => {
    const token = await issueLoginToken(t.db, 4);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await redeemLoginToken(t.db, token)).toBe(4);
    expect(await redeemLoginToken(t.db, token)).toBeNull();
  });

  it("is stored hashed, never as issued", async () => {
    const token = await issueLoginToken(t.db, 4);
    const rows = await t.db.select().from(loginTokens).where(eq(loginTokens.userId, 4));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it("exchanges for a session cookie and the role home, then never again", async () => {
    for (const [id, home] of [
      [1, "/dashboard"],
      [4, "/dashboard-annonceur"],
      [6, "/dashboard-editeur"],
    ] as const) {
      const token = await issueLoginToken(t.db, id);
      const first = await exchangeLoginToken(t.db, token);
      expect(first.location).toBe(home);
      expect(first.setCookies).toHaveLength(1);
      const cookie = first.setCookies[0]!;
      expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d+`));
      const session = cookie.split(";")[0]!.slice(SESSION_COOKIE.length + 1);
      expect((await callerFromToken(t.db, session)).caller?.id).toBe(id);
      expect(await exchangeLoginToken(t.db, token)).toEqual(EXPIRED);
    }
  });

  it("refuses an expired token", async () => {
    const token = await issueLoginToken(t.db, 6);
    await t.db
      .update(loginTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginTokens.userId, 6));
    expect(await exchangeLoginToken(t.db, token)).toEqual(EXPIRED);
    expect(await redeemLoginToken(t.db, token)).toBeNull();
  });

  it("refuses unknown and malformed tokens", async () => {
    expect(await exchangeLoginToken(t.db, "bogus")).toEqual(EXPIRED);
    expect(await exchangeLoginToken(t.db, "A".repeat(43))).toEqual(EXPIRED);
    expect(await exchangeLoginToken(t.db, "../../etc/passwd")).toEqual(EXPIRED);
  });

  it("spends the token but opens no session when the account is no longer active", async () => {
    const token = await issueLoginToken(t.db, 5);
    await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, 5));
    expect(await exchangeLoginToken(t.db, token)).toEqual(EXPIRED);
    await t.db.update(users).set({ status: "active" }).where(eq(users.id, 5));
    expect(await exchangeLoginToken(t.db, token)).toEqual(EXPIRED);
  });

  it("opens no session for an account with two-factor sign-in: the login page asks for the code", async () => {
    await t.db.insert(twoFactor).values({ userId: 5, secretEnc: "sealed", enabledAt: new Date() });
    const exchange = await exchangeLoginToken(t.db, await issueLoginToken(t.db, 5));
    expect(exchange.setCookies).toEqual([]);
    const [path, fragment] = exchange.location.split("#");
    expect(path).toBe("/login");
    const link = readSecondStepFragment(fragment ?? "");
    expect(link?.kind).toBe("code");
    expect(await readChallenge(link!.challenge, "verify")).toMatchObject({ userId: 5, purpose: "verify" });
    await t.db.delete(twoFactor).where(eq(twoFactor.userId, 5));
  });
});
