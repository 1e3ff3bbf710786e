import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { provePassword, type Idp } from "@/lib/idp/password-proof";
import { clear, hit, isLimited } from "@/lib/security/rate-limit";
import { sessionTokenFor } from "@/lib/session/start";

export const SIGN_IN_CODES = [
  "OK",
  "USER_NOT_FOUND",
  "INCORRECT_PASSWORD",
  "USER_NOT_CONFIRMED",
  "USER_PENDING",
  "PASSWORD_RESET_REQUIRED",
  "ACCOUNT_DISABLED",
  "LIMIT_EXCEEDED",
] as const;
export type SignInCode = (typeof SIGN_IN_CODES)[number];

export type SignInOutcome =
  | { code: "OK"; token: string; userId: number; law: (typeof users.$inferSelect)["law"] }
  | { code: Exclude<SignInCode, "OK"> };

/**
 * Local password sign-in. The password is checked before the account state, so that the state of
 * an account is only told to someone who knows its password.
 */
export async function signInWithPassword(
  db: Db,
  email: string,
  password: string,
  ip: string | null,
  idp: Idp = env().IDP,
): Promise<SignInOutcome> {
  const account = email.trim().toLowerCase();
  if ((await isLimited("loginAccount", account)) || (ip && (await isLimited("loginIp", ip))))
    return { code: "LIMIT_EXCEEDED" };
  const [u] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, account))
    .limit(1);
  if (!u) {
    if (ip) await hit("loginIp", ip);
    return { code: "USER_NOT_FOUND" };
  }
  const proof = await provePassword(idp, u, password);
  if (proof === "PASSWORD_RESET_REQUIRED" || proof === "USER_NOT_CONFIRMED" || proof === "LIMIT_EXCEEDED")
    return { code: proof };
  if (proof !== "OK") {
    await db.insert(auditLog).values({ actorId: u.id, action: "sign_in_failed", ip });
    const limited = (await hit("loginAccount", account)) || (ip ? await hit("loginIp", ip) : false);
    return { code: limited ? "LIMIT_EXCEEDED" : "INCORRECT_PASSWORD" };
  }
  await clear("loginAccount", account);
  if (u.status === "unconfirmed") return { code: "USER_NOT_CONFIRMED" };
  if (u.status === "pending") return { code: "USER_PENDING" };
  if (u.status === "disabled") return { code: "ACCOUNT_DISABLED" };

  const token = await sessionTokenFor(u);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, u.id));
  await db.insert(auditLog).values({ actorId: u.id, action: "sign_in", ip });
  return { code: "OK", token, userId: u.id, law: u.law };
}
