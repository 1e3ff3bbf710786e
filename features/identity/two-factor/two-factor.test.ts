import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { auditLog, twoFactor, twoFactorRecoveryCodes, users } from "@/lib/db/schema";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";
import { resetRateLimits } from "@/lib/security/rate-limit";
import { sessionTokenFor } from "@/lib/session/start";
import en from "@/messages/en";
import fr from "@/messages/fr";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { code home challenge }
}`;
const LOGIN_2FA = `mutation ($challenge: String!, $code: String!) {
  loginTwoFactor(challenge: $challenge, code: $code) { code home }
}`;
const START = `mutation ($challenge: String, $password: String) {
  startTwoFactorSetup(challenge: $challenge, password: $password) { code secret otpauthUri qrSvg }
}`;
const CONFIRM = `mutation ($code: String!, $challenge: String) {
  confirmTwoFactorSetup(code: $code, challenge: $challenge) { code recoveryCodes home }
}`;
const DISABLE = `mutation ($password: String!) { disableTwoFactor(password: $password) { code } }`;
const STATE = `{ myProfile { twoFactorEnabled twoFactorRequired } }`;

type Result = { code: string; home?: string | null; challenge?: string | null };
type Setup = { code: string; secret: string; otpauthUri: string; qrSvg: string };
type Confirmed = { code: string; recoveryCodes: string[] | null; home: string | null };

/** The code an authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe.each(ENGINES)("two-factor sign-in on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
    resetRateLimits();
  });
  afterAll(() => t?.dispose());
  afterEach(() => {
    delete process.env.REQUIRE_2FA_STAFF;
    resetEnvCache();
  });

  const userOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
  const tokenOf = async (email: string) => sessionTokenFor(await userOf(email));
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const r = await call<{ login: Result }>("auth", LOGIN, { variables: { email, password } });
    return { ...r.body.data!.login, setCookie: r.setCookie };
  };
  const second = async (challenge: string, code: string) => {
    const r = await call<{ loginTwoFactor: Result }>("auth", LOGIN_2FA, { variables: { challenge, code } });
    return { ...r.body.data!.loginTwoFactor, setCookie: r.setCookie };
  };
  /** From the profile (a session) the password is asked again; at sign-in the challenge stands for it. */
  const start = async (opts: { token?: string; challenge?: string; password?: string | null }) =>
    (
      await call<{ startTwoFactorSetup: Setup }>("auth", START, {
        token: opts.token,
        variables: {
          challenge: opts.challenge,
          password: opts.challenge ? undefined : opts.password === undefined ? DEMO_PASSWORD : opts.password,
        },
      })
    ).body.data!.startTwoFactorSetup;
  const confirm = async (code: string, opts: { token?: string; challenge?: string }) => {
    const r = await call<{ confirmTwoFactorSetup: Confirmed }>("auth", CONFIRM, {
      token: opts.token,
      variables: { code, challenge: opts.challenge },
    });
    return { ...r.body.data!.confirmTwoFactorSetup, setCookie: r.setCookie };
  };
  const actions = async (email: string) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorId, (await userOf(email)).id))
    ).map((r) => r.action);

  describe("an advertiser enrolling from the profile", () => {
    const email = "annonceur@weedo.test";
    let secret = "";
    let recovery: string[] = [];
    let enrolmentCode = "";

    it("gets a QR code and a key; the secret is stored encrypted and not active yet", async () => {
      const token = await tokenOf(email);
      const s = await start({ token });
      expect(s.code).toBe("OK");
      expect(s.otpauthUri).toMatch(/^otpauth:\/\/totp\/Weedo:annonceur%40weedo\.test\?.*secret=/);
      expect(s.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(s.secret).toMatch(/^[A-Z2-7]{32}$/);
      secret = s.secret;
      const [row] = await t.db
        .select()
        .from(twoFactor)
        .where(eq(twoFactor.userId, (await userOf(email)).id));
      expect(row!.secretEnc).not.toContain(secret);
      expect(row!.enabledAt).toBeNull();
      // Not on before a first code confirms it.
      expect((await login(email)).code).toBe("OK");
    });

    it("confirms with a code of the app and receives ten single-use recovery codes, kept hashed", async () => {
      const token = await tokenOf(email);
      expect((await confirm("000000", { token })).code).toBe("CODE_INVALID");
      enrolmentCode = await codeAt(secret);
      const c = await confirm(enrolmentCode, { token });
      expect(c.code).toBe("OK");
      expect(c.recoveryCodes).toHaveLength(10);
      expect(new Set(c.recoveryCodes).size).toBe(10);
      recovery = c.recoveryCodes!;
      const stored = await t.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, (await userOf(email)).id));
      expect(stored).toHaveLength(10);
      expect(stored.every((r) => r.codeHash.startsWith("$argon2id$") && !recovery.includes(r.codeHash))).toBe(true);
      expect((await call("auth", STATE, { token })).body.data).toEqual({
        myProfile: { twoFactorEnabled: true, twoFactorRequired: false },
      });
      expect(await actions(email)).toContain("two_factor_enabled");
    });

    it("after the password, asks for the code: no session before it", async () => {
      const first = await login(email);
      expect(first.code).toBe("TWO_FACTOR_REQUIRED");
      expect(first.challenge).toBeTruthy();
      expect(first.setCookie).toBeNull();
      // The challenge is not a session token.
      expect(codeOf((await call("auth", STATE, { token: first.challenge! })).body)).toBe("UNAUTHENTICATED");
    });

    it("refuses a wrong code with the spec's message", async () => {
      const { challenge } = await login(email);
      expect((await second(challenge!, "123456")).code).toBe("CODE_INVALID");
      expect(en.twoFactor.errors.CODE_INVALID).toBe("Invalid verification code, try again");
      expect(fr.twoFactor.errors.CODE_INVALID).toBe("Code de vérification invalide, réessayez");
      expect(await actions(email)).toContain("two_factor_failed");
    });

    it("signs in with a fresh code, and refuses the same code replayed", async () => {
      const { challenge } = await login(email);
      // The code that confirmed the enrolment was already used.
      expect((await second(challenge!, enrolmentCode)).code).toBe("CODE_INVALID");
      const next = await codeAt(secret, 1);
      const ok = await second(challenge!, next);
      expect(ok).toMatchObject({ code: "OK", home: "/dashboard-annonceur" });
      expect(ok.setCookie).toMatch(/^weedo_session=/);
      const again = await login(email);
      expect((await second(again.challenge!, next)).code).toBe("CODE_INVALID");
    });

    it("signs in once with a recovery code, which is then spent", async () => {
      const code = recovery[3]!;
      expect((await second((await login(email)).challenge!, code.toUpperCase())).code).toBe("OK");
      expect((await second((await login(email)).challenge!, code)).code).toBe("CODE_INVALID");
      expect(await actions(email)).toContain("two_factor_recovery_used");
    });

    it("turns off only with the password", async () => {
      const token = await tokenOf(email);
      expect((await call("auth", DISABLE, { token, variables: { password: "NotMine2026!" } })).body.data).toEqual({
        disableTwoFactor: { code: "WRONG_PASSWORD" },
      });
      expect((await call("auth", DISABLE, { token, variables: { password: DEMO_PASSWORD } })).body.data).toEqual({
        disableTwoFactor: { code: "OK" },
      });
      expect((await login(email)).code).toBe("OK");
      expect(await actions(email)).toContain("two_factor_disabled");
      expect(codeOf((await call("auth", DISABLE, { variables: { password: DEMO_PASSWORD } })).body)).toBe(
        "UNAUTHENTICATED",
      );
    });
  });

  it("stops guessing the code after five wrong ones", async () => {
    const email = "editeur@weedo.test";
    const token = await tokenOf(email);
    const s = await start({ token });
    expect((await confirm(await codeAt(s.secret), { token })).code).toBe("OK");
    const { challenge } = await login(email);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await second(challenge!, String(100000 + i))).code);
    // The fifth wrong code spends the budget, and says so.
    expect(codes).toEqual([
      "CODE_INVALID",
      "CODE_INVALID",
      "CODE_INVALID",
      "CODE_INVALID",
      "LIMIT_EXCEEDED",
      "LIMIT_EXCEEDED",
    ]);
    // Even the right code waits for the window.
    expect((await second(challenge!, await codeAt(s.secret, 1))).code).toBe("LIMIT_EXCEEDED");
    expect(await actions(email)).toContain("sign_in_locked");
  });

  it("with REQUIRE_2FA_STAFF=1, sends an administrator to enrolment after the password", async () => {
    expect((await login("tem@weedo.test")).code).toBe("OK");
    process.env.REQUIRE_2FA_STAFF = "1";
    resetEnvCache();
    const first = await login("tem@weedo.test");
    expect(first).toMatchObject({ code: "TWO_FACTOR_SETUP_REQUIRED", setCookie: null });
    // An advertiser is not concerned.
    expect((await login("annonceur.perf@weedo.test")).code).toBe("OK");
    const s = await start({ challenge: first.challenge! });
    expect(s.code).toBe("OK");
    const done = await confirm(await codeAt(s.secret), { challenge: first.challenge! });
    expect(done).toMatchObject({ code: "OK", home: "/dashboard" });
    expect(done.recoveryCodes).toHaveLength(10);
    expect(done.setCookie).toMatch(/^weedo_session=/);
    // From now on the code is asked, and it cannot be turned off.
    expect((await login("tem@weedo.test")).code).toBe("TWO_FACTOR_REQUIRED");
    const token = await tokenOf("tem@weedo.test");
    expect((await call("auth", STATE, { token })).body.data).toEqual({
      myProfile: { twoFactorEnabled: true, twoFactorRequired: true },
    });
    expect((await call("auth", DISABLE, { token, variables: { password: DEMO_PASSWORD } })).body.data).toEqual({
      disableTwoFactor: { code: "REQUIRED" },
    });
  });

  it("refuses an enrolment challenge that is forged or of the other purpose", async () => {
    expect((await start({ challenge: "not-a-challenge" })).code).toBe("CHALLENGE_EXPIRED");
    const { challenge } = await login("annonceur@weedo.test"); // 2FA is off again: no challenge
    expect(challenge).toBeNull();
  });
  it("asks a signed-in member's password again before enrolling an authenticator (a session alone is not enough)", async () => {
    const email = "annonceur.perf@weedo.test";
    const token = await tokenOf(email);
    expect((await start({ token, password: null })).code).toBe("WRONG_PASSWORD");
    expect((await start({ token, password: "Pas-le-bon-1!" })).code).toBe("WRONG_PASSWORD");
    const u = await userOf(email);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u.id))).toEqual([]);
    expect((await start({ token })).code).toBe("OK");
  });
});
