import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithPassword } from "@/features/identity/sign-in/server/sign-in";
import { auditLog, users } from "@/lib/db/schema";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";
import { failureDelayMs } from "@/lib/security/login-throttle";
import { installPeerStamp, PEER_HEADER } from "@/lib/security/peer-stamp";
import { resetRateLimits } from "@/lib/security/rate-limit";
import { GET as unlockRoute } from "@/app/api/auth/unlock/route";
import { apiClient } from "@/tests/helpers/api";
import { smtpSinkForFile } from "@/tests/helpers/smtp-sink";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { code } }`;

const smtp = smtpSinkForFile();

describe.each(ENGINES)("sign-in limits on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
    // The Node server stamps each request with its socket's address; here the test plays the socket.
    installPeerStamp();
    resetRateLimits();
  });
  afterAll(() => t?.dispose());

  const login = async (email: string, password: string, peer: string, forwardedFor?: string) => {
    const r = await call<{ login: { code: string } }>("auth", LOGIN, {
      variables: { email, password },
      headers: { [PEER_HEADER]: peer, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    });
    return r.body.data?.login.code;
  };

  it("stops a stranger after five wrong passwords, while the owner still signs in from elsewhere", async () => {
    const account = "editeur@weedo.test";
    const stranger = "198.51.100.66";
    for (let i = 0; i < 5; i++) expect(await login(account, `Wrong${i}pass!`, stranger)).toBe("INCORRECT_PASSWORD");
    // Stopped, even with the right password, and whatever address the stranger claims in X-Forwarded-For.
    expect(await login(account, DEMO_PASSWORD, stranger)).toBe("LIMIT_EXCEEDED");
    expect(await login(account, "Wrong9pass!", stranger, "192.0.2.77")).toBe("LIMIT_EXCEEDED");
    // The owner, at home: not locked out.
    expect(await login(account, DEMO_PASSWORD, "203.0.113.5")).toBe("OK");
  });

  it("writes the failures and the lock-out to the audit log, with the stranger's address", async () => {
    const [u] = await t.db.select().from(users).where(eq(users.email, "editeur@weedo.test"));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, u!.id)));
    const failed = rows.filter((r) => r.action === "sign_in_failed");
    expect(failed.length).toBeGreaterThanOrEqual(5);
    expect(failed.every((r) => r.ip === "198.51.100.66")).toBe(true);
    expect(rows.find((r) => r.action === "sign_in_locked")).toMatchObject({
      ip: "198.51.100.66",
      details: { scope: "pair" },
    });
  });

  it("slows guessing spread over many addresses, and then asks the right password for the owner's unlock link", async () => {
    const account = "annonceur.perf@weedo.test";
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const codes: string[] = [];
    // 25 addresses, one wrong password each: no pair reaches its limit.
    for (let i = 0; i < 25; i++)
      codes.push((await signInWithPassword(t.db, account, `Nope${i}Pass!`, `192.0.2.${i + 1}`, "local", sleep)).code);
    expect(codes.every((c) => c === "INCORRECT_PASSWORD")).toBe(true);
    expect(waits).toEqual(Array.from({ length: 25 }, (_, n) => failureDelayMs(n)).filter(Boolean));
    expect(waits.at(-1)).toBe(4000);
    // The account's budget is spent: a wrong password is still just wrong, the right one is not
    // refused but asks the owner's mailbox.
    expect((await signInWithPassword(t.db, account, "Nope99Pass!", "192.0.2.201", "local", sleep)).code).toBe(
      "INCORRECT_PASSWORD",
    );
    expect((await signInWithPassword(t.db, account, DEMO_PASSWORD, "192.0.2.200", "local", sleep)).code).toBe(
      "UNLOCK_SENT",
    );
    const mail = smtp()
      .messages.filter((m) => m.to.includes(account))
      .at(-1)!;
    const link = /http:\/\/\S+\/api\/auth\/unlock\?t=[\w.-]+/.exec(
      mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
    )![0];
    // A link altered changes nothing; the owner's own forgets the failures.
    const forged = await unlockRoute(new Request(`${link.slice(0, -4)}AAAA`));
    expect(forged.headers.get("location")).toBe("/login?unlock=invalid");
    expect((await signInWithPassword(t.db, account, DEMO_PASSWORD, "192.0.2.200", "local", sleep)).code).toBe(
      "UNLOCK_SENT",
    );
    const followed = await unlockRoute(new Request(link));
    expect(followed.headers.get("location")).toBe("/login?unlock=done");
    expect((await signInWithPassword(t.db, account, DEMO_PASSWORD, "192.0.2.200", "local", sleep)).code).toBe("OK");
  });

  it("does not let 25 wrong passwords from 5 addresses lock the owner out", async () => {
    const account = "annonceur@weedo.test";
    const sleep = async () => {};
    const attempt = (password: string, ip: string) =>
      signInWithPassword(t.db, account, password, ip, "local", sleep).then((r) => r.code);
    for (let a = 0; a < 5; a++)
      for (let i = 0; i < 5; i++)
        expect(await attempt(`Mauvais${a}${i}Mdp!`, `198.51.100.${10 + a}`)).toBe("INCORRECT_PASSWORD");
    // Each stranger's address is stopped; the owner, from its own, is asked to confirm by e-mail.
    expect(await attempt(DEMO_PASSWORD, "198.51.100.10")).toBe("LIMIT_EXCEEDED");
    expect(await attempt(DEMO_PASSWORD, "203.0.113.50")).toBe("UNLOCK_SENT");
  });

  it("counts concurrent guesses before checking them: 20 at once from one address, 5 checked", async () => {
    const account = "ma@weedo.test";
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(account, `Concurrent${i}Pass!`, "198.51.100.99")),
    );
    expect(codes.filter((c) => c === "INCORRECT_PASSWORD")).toHaveLength(5);
    expect(codes.filter((c) => c === "LIMIT_EXCEEDED")).toHaveLength(15);
  });

  it("delays nothing for the first failures, then doubles up to four seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(failureDelayMs)).toEqual([
      0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });
});
