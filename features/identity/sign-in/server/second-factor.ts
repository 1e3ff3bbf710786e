import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { env } from "@/lib/config/env";
import { ADMIN_LAWS, type Law } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { twoFactor, twoFactorRecoveryCodes } from "@/lib/db/schema";
import { audit } from "@/lib/security/audit";
import { clear, hit, isLimited } from "@/lib/security/rate-limit";
import { looksLikeRecoveryCode, recoveryCodeMatches } from "@/lib/security/recovery-codes";
import { open } from "@/lib/security/secret-box";
import { checkTotp } from "@/lib/security/totp";
import { issueChallenge } from "@/lib/session/challenge";

export type SecondFactorCode = "OK" | "CODE_INVALID" | "LIMIT_EXCEEDED";

/** The encryption context of a user's secret: a sealed secret copied to another row does not open. */
export const secretContext = (userId: number) => `two-factor:${userId}`;

const limitKey = (userId: number) => `two-factor:${userId}`;

/** Whether the account signs in with a second factor (an enrolment confirmed by a first code). */
export async function twoFactorEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .limit(1);
  return !!row;
}

/** REQUIRE_2FA_STAFF=1 makes the second factor mandatory for administrators (laws ad, tem, ma). */
export const twoFactorRequired = (law: Law): boolean => env().REQUIRE_2FA_STAFF && ADMIN_LAWS.includes(law);

export interface SecondStep {
  code: "TWO_FACTOR_REQUIRED" | "TWO_FACTOR_SETUP_REQUIRED";
  challenge: string;
}

/**
 * What a sign-in still needs once the first factor is proved (a password, or an identity provider's
 * login token): the authenticator's code, the mandatory enrolment, or nothing (null).
 */
export async function pendingSecondStep(
  db: Db,
  u: { id: number; law: Law; tokenVersion: number },
): Promise<SecondStep | null> {
  if (await twoFactorEnabled(db, u.id))
    return {
      code: "TWO_FACTOR_REQUIRED",
      challenge: await issueChallenge({ userId: u.id, purpose: "verify", tokenVersion: u.tokenVersion }),
    };
  if (twoFactorRequired(u.law))
    return {
      code: "TWO_FACTOR_SETUP_REQUIRED",
      challenge: await issueChallenge({ userId: u.id, purpose: "enrol", tokenVersion: u.tokenVersion }),
    };
  return null;
}

/** Whether the account's wrong codes have used up their budget. */
export const secondFactorLimited = (userId: number) => isLimited("twoFactorAccount", limitKey(userId));

/** Counts a wrong code (audited); LIMIT_EXCEEDED once the budget is spent. */
export async function secondFactorFailed(db: Db, userId: number, ip: string | null): Promise<SecondFactorCode> {
  await audit(db, { actorId: userId, action: "two_factor_failed", ip, targetType: "user", targetId: String(userId) });
  await hit("twoFactorAccount", limitKey(userId));
  if (!(await secondFactorLimited(userId))) return "CODE_INVALID";
  await audit(db, {
    actorId: userId,
    action: "sign_in_locked",
    ip,
    targetType: "user",
    targetId: String(userId),
    details: { scope: "two_factor" },
  });
  return "LIMIT_EXCEEDED";
}

export const secondFactorPassed = (userId: number) => clear("twoFactorAccount", limitKey(userId));

/**
 * Checks a 6-digit code of the authenticator, or one of the recovery codes, for an account whose
 * two-factor sign-in is on. A code's time step must be newer than the last accepted one (saved in
 * the same statement, so two requests racing with one code cannot both pass); a recovery code is
 * spent by the statement that accepts it.
 */
export async function verifySecondFactor(
  db: Db,
  userId: number,
  code: string,
  ip: string | null,
): Promise<{ code: SecondFactorCode; via?: "totp" | "recovery" }> {
  if (await secondFactorLimited(userId)) return { code: "LIMIT_EXCEEDED" };
  const [row] = await db
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
    .limit(1);
  const typed = code.replace(/\s/g, "");
  if (row && /^\d{6}$/.test(typed)) {
    const step = await checkTotp(await open(row.secretEnc, secretContext(userId)), typed, row.lastTimeStep);
    if (step !== null) {
      const won = await db
        .update(twoFactor)
        .set({ lastTimeStep: step })
        .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTimeStep), lt(twoFactor.lastTimeStep, step))))
        .returning({ userId: twoFactor.userId });
      if (won.length) {
        await secondFactorPassed(userId);
        return { code: "OK", via: "totp" };
      }
    }
  } else if (row && looksLikeRecoveryCode(typed)) {
    const unused = await db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
    for (const c of unused) {
      if (!(await recoveryCodeMatches(c.codeHash, typed))) continue;
      const spent = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(twoFactorRecoveryCodes.id, c.id), isNull(twoFactorRecoveryCodes.usedAt)))
        .returning({ id: twoFactorRecoveryCodes.id });
      if (!spent.length) break;
      await audit(db, {
        actorId: userId,
        action: "two_factor_recovery_used",
        ip,
        targetType: "user",
        targetId: String(userId),
        details: { remaining: unused.length - 1 },
      });
      await secondFactorPassed(userId);
      return { code: "OK", via: "recovery" };
    }
  }
  return { code: await secondFactorFailed(db, userId, ip) };
}
