import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { provePassword, type Idp } from "@/lib/idp/password-proof";
import { audit } from "@/lib/security/audit";
import {
  accountUnderAttack,
  realSleep,
  recordLoginFailure,
  recordLoginSuccess,
  reserveAttempt,
  throttle,
  type Sleep,
} from "@/lib/security/login-throttle";
import { sendUnlockMail } from "./unlock-mail";
import { readChallenge } from "@/lib/session/challenge";
import { sessionTokenFor } from "@/lib/session/start";
import { pendingSecondStep, verifySecondFactor } from "./second-factor";

export const SIGN_IN_CODES = [
  "OK",
  "USER_NOT_FOUND",
  "INCORRECT_PASSWORD",
  "USER_NOT_CONFIRMED",
  "USER_PENDING",
  "PASSWORD_RESET_REQUIRED",
  "ACCOUNT_DISABLED",
  "LIMIT_EXCEEDED",
  /**
   * The password was right, but so many wrong ones came for the account from elsewhere that it does
   * not open a session by itself: the owner was e-mailed an unlock link.
   */
  "UNLOCK_SENT",
  /** The password was right; the authenticator's code (or a recovery code) comes next. */
  "TWO_FACTOR_REQUIRED",
  /** The password was right; two-factor sign-in is mandatory for this account and not set up yet. */
  "TWO_FACTOR_SETUP_REQUIRED",
  "CODE_INVALID",
  /** The step after the password took more than five minutes, or the account changed meanwhile. */
  "CHALLENGE_EXPIRED",
] as const;
export type SignInCode = (typeof SIGN_IN_CODES)[number];

type UserRow = typeof users.$inferSelect;

export type SignInOutcome =
  | { code: "OK"; token: string; userId: number; law: UserRow["law"] }
  | { code: "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_SETUP_REQUIRED"; challenge: string }
  | { code: Exclude<SignInCode, "OK" | "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_SETUP_REQUIRED"> };

/**
 * Local password sign-in. The password is checked before the account state, so that the state of
 * an account is only told to someone who knows its password. Each attempt is counted before the
 * check, per (account, address) pair and per address, which refuse past their budget; failures
 * also count per account, which slows every attempt down (progressive delay) and, once spent,
 * asks the right password for the second factor or the owner's unlock link instead of refusing it
 * (lib/security/login-throttle.ts): a stranger cannot lock the owner out.
 */
export async function signInWithPassword(
  db: Db,
  email: string,
  password: string,
  ip: string | null,
  idp: Idp = env().IDP,
  sleep: Sleep = realSleep,
): Promise<SignInOutcome> {
  const attempt = { account: email.trim().toLowerCase(), ip };
  if (await reserveAttempt(attempt)) return { code: "LIMIT_EXCEEDED" };
  await throttle(attempt, sleep);
  const [u] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, attempt.account))
    .limit(1);
  if (!u) {
    await recordLoginFailure(attempt, false);
    return { code: "USER_NOT_FOUND" };
  }
  const proof = await provePassword(idp, u, password);
  if (proof === "PASSWORD_RESET_REQUIRED" || proof === "USER_NOT_CONFIRMED" || proof === "LIMIT_EXCEEDED")
    return { code: proof };
  if (proof !== "OK") {
    await audit(db, { actorId: u.id, action: "sign_in_failed", ip });
    const locked = await recordLoginFailure(attempt, true);
    if (locked) await audit(db, { actorId: u.id, action: "sign_in_locked", ip, details: { scope: locked } });
    return { code: "INCORRECT_PASSWORD" };
  }
  if (u.status === "unconfirmed") return { code: "USER_NOT_CONFIRMED" };
  if (u.status === "pending") return { code: "USER_PENDING" };
  // A refused account (its reason was e-mailed) is closed like a deactivated one.
  if (u.status === "disabled" || u.status === "refused") return { code: "ACCOUNT_DISABLED" };

  const second = await pendingSecondStep(db, u);
  // Under attack, the password alone is not enough: the authenticator's code, or the owner's mailbox.
  if (second?.code !== "TWO_FACTOR_REQUIRED" && (await accountUnderAttack(attempt))) {
    await sendUnlockMail(u);
    await audit(db, { actorId: u.id, action: "sign_in_unlock_sent", ip });
    return { code: "UNLOCK_SENT" };
  }
  await recordLoginSuccess(attempt);
  return second ?? openSession(db, u, ip);
}

/** The user of a challenge still valid for its purpose (same token version, account active). */
export async function challengeUser(db: Db, challenge: string, purpose: "verify" | "enrol"): Promise<UserRow | null> {
  const c = await readChallenge(challenge, purpose);
  if (!c) return null;
  const [u] = await db.select().from(users).where(eq(users.id, c.userId)).limit(1);
  return u && u.tokenVersion === c.tokenVersion && u.status === "active" ? u : null;
}

/** The second step: the authenticator's 6-digit code, or a recovery code. */
export async function signInWithSecondFactor(
  db: Db,
  challenge: string,
  code: string,
  ip: string | null,
): Promise<SignInOutcome> {
  const u = await challengeUser(db, challenge, "verify");
  if (!u) return { code: "CHALLENGE_EXPIRED" };
  const r = await verifySecondFactor(db, u.id, code, ip);
  if (r.code !== "OK") return { code: r.code };
  return openSession(db, u, ip, { second_factor: r.via });
}

/** Issues the session of a user whose identity is proved (password, and second factor if any). */
export async function openSession(
  db: Db,
  u: UserRow,
  ip: string | null,
  details: Record<string, unknown> = {},
): Promise<SignInOutcome> {
  const token = await sessionTokenFor(u);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, u.id));
  await db.insert(auditLog).values({ actorId: u.id, action: "sign_in", ip, details });
  return { code: "OK", token, userId: u.id, law: u.law };
}
