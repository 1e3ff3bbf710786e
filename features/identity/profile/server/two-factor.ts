import { and, eq, isNull } from "drizzle-orm";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { twoFactor, twoFactorRecoveryCodes, users } from "@/lib/db/schema";
import { provePassword } from "@/lib/idp/password-proof";
import { audit } from "@/lib/security/audit";
import { clear, hit, isLimited } from "@/lib/security/rate-limit";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/security/recovery-codes";
import { open, seal } from "@/lib/security/secret-box";
import { checkTotp, newTotpSecret, totpQrSvg, totpUri } from "@/lib/security/totp";
import {
  secondFactorFailed,
  secondFactorLimited,
  secondFactorPassed,
  secretContext,
  twoFactorEnabled,
  twoFactorRequired,
} from "@/features/identity/sign-in/server/second-factor";

export interface TwoFactorSetup {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  uri: string;
  /** The QR code of `uri`, an SVG document. */
  qrSvg: string;
}

/**
 * Starts (or starts again) an enrolment: a new secret, kept encrypted and inactive until a first code
 * confirms that the app has it. An account already enrolled must turn it off first.
 */
export async function startTwoFactorSetup(
  db: Db,
  userId: number,
): Promise<{ code: "OK"; setup: TwoFactorSetup } | { code: "ALREADY_ENABLED" | "USER_NOT_FOUND" }> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return { code: "USER_NOT_FOUND" };
  if (await twoFactorEnabled(db, userId)) return { code: "ALREADY_ENABLED" };
  const secret = newTotpSecret();
  const secretEnc = await seal(secret, secretContext(userId));
  await db
    .insert(twoFactor)
    .values({ userId, secretEnc })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretEnc, enabledAt: null, lastTimeStep: null, createdAt: new Date() },
    });
  const uri = totpUri(secret, u.email);
  return { code: "OK", setup: { secret, uri, qrSvg: await totpQrSvg(uri) } };
}

export type ConfirmOutcome =
  { code: "OK"; recoveryCodes: string[] } | { code: "CODE_INVALID" | "LIMIT_EXCEEDED" | "NOT_STARTED" };

/**
 * Turns two-factor sign-in on with a first code of the app, and answers the ten recovery codes: the
 * only time they are shown (only argon2id hashes are kept).
 */
export async function confirmTwoFactorSetup(
  db: Db,
  userId: number,
  code: string,
  ip: string | null,
): Promise<ConfirmOutcome> {
  if (await secondFactorLimited(userId)) return { code: "LIMIT_EXCEEDED" };
  const [row] = await db
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
    .limit(1);
  if (!row) return { code: "NOT_STARTED" };
  const step = await checkTotp(await open(row.secretEnc, secretContext(userId)), code.replace(/\s/g, ""), null);
  if (step === null) return { code: (await secondFactorFailed(db, userId, ip)) as "CODE_INVALID" | "LIMIT_EXCEEDED" };
  await secondFactorPassed(userId);
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
  const enabled = await db.transaction(async (tx) => {
    const done = await tx
      .update(twoFactor)
      .set({ enabledAt: new Date(), lastTimeStep: step })
      .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
      .returning({ userId: twoFactor.userId });
    if (!done.length) return false;
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    await audit(tx, {
      actorId: userId,
      action: "two_factor_enabled",
      ip,
      targetType: "user",
      targetId: String(userId),
    });
    return true;
  });
  return enabled ? { code: "OK", recoveryCodes } : { code: "NOT_STARTED" };
}

export type DisableCode = "OK" | "WRONG_PASSWORD" | "LIMIT_EXCEEDED" | "NOT_ENABLED" | "REQUIRED";

// Wrong passwords here count apart from sign-in's, like the password change's.
const reproveKey = (userId: number) => `two-factor-reprove:${userId}`;

/** Turns two-factor sign-in off after proving the password (not possible where it is mandatory). */
export async function disableTwoFactor(
  db: Db,
  userId: number,
  password: string,
  ip: string | null,
): Promise<DisableCode> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u || !(await twoFactorEnabled(db, userId))) return "NOT_ENABLED";
  if (twoFactorRequired(u.law)) return "REQUIRED";
  const proof = await reprovePassword(db, u, password, ip, "two_factor_disable");
  if (proof !== "OK") return proof;
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await audit(tx, {
      actorId: userId,
      action: "two_factor_disabled",
      ip,
      targetType: "user",
      targetId: String(userId),
    });
  });
  return "OK";
}

/**
 * The password asked again of a signed-in member before changing how it signs in (turning two-factor
 * sign-in on or off): a stolen session alone cannot enrol its thief's authenticator or drop the
 * owner's. Wrong answers are audited and limited per account.
 */
export async function reprovePassword(
  db: Db,
  u: typeof users.$inferSelect,
  password: string,
  ip: string | null,
  step: "two_factor_disable" | "two_factor_enable",
): Promise<"OK" | "WRONG_PASSWORD" | "LIMIT_EXCEEDED"> {
  if (await isLimited("loginAccount", reproveKey(u.id))) return "LIMIT_EXCEEDED";
  if ((await provePassword(env().IDP, u, password)) === "OK") {
    await clear("loginAccount", reproveKey(u.id));
    return "OK";
  }
  await audit(db, { actorId: u.id, action: "sign_in_failed", ip, details: { step } });
  await hit("loginAccount", reproveKey(u.id));
  return (await isLimited("loginAccount", reproveKey(u.id))) ? "LIMIT_EXCEEDED" : "WRONG_PASSWORD";
}
