import { eq, sql } from "drizzle-orm";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";
import { hashPassword, verifyPassword } from "@/lib/idp/local/password";
import { clear, hit, isLimited } from "@/lib/security/rate-limit";
import { sessionCookieFor } from "@/lib/session/start";

export type ChangePasswordCode = "OK" | "WRONG_PASSWORD" | "NO_PASSWORD" | "LIMIT_EXCEEDED" | "MANAGED_BY_IDP";
export type ChangePasswordOutcome = { code: "OK"; cookie: string } | { code: Exclude<ChangePasswordCode, "OK"> };

// Wrong current passwords count like failed sign-ins, under a key of their own: a stolen session
// must not become a way to guess the password.
const limitKey = (userId: number) => `password-change:${userId}`;

/**
 * Changes the caller's password after proving the current one. The token version moves on, so
 * every other session ends; the returned cookie keeps this one going.
 */
export async function changeOwnPassword(
  db: Db,
  userId: number,
  current: string,
  next: string,
  ip: string | null,
): Promise<ChangePasswordOutcome> {
  // With Cognito the pool owns the password: a local hash would not be what sign-in checks.
  if (env().IDP !== "local") return { code: "MANAGED_BY_IDP" };
  if (await isLimited("loginAccount", limitKey(userId))) return { code: "LIMIT_EXCEEDED" };
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return { code: "WRONG_PASSWORD" };
  if (!u.passwordHash) return { code: "NO_PASSWORD" };
  if (!(await verifyPassword(u.passwordHash, current))) {
    await db
      .insert(auditLog)
      .values({ actorId: userId, action: "password_change_failed", targetType: "user", targetId: String(userId), ip });
    return { code: (await hit("loginAccount", limitKey(userId))) ? "LIMIT_EXCEEDED" : "WRONG_PASSWORD" };
  }
  await clear("loginAccount", limitKey(userId));
  const passwordHash = await hashPassword(next);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await db
    .insert(auditLog)
    .values({ actorId: userId, action: "password_changed", targetType: "user", targetId: String(userId), ip });
  return { code: "OK", cookie: await sessionCookieFor(updated!) };
}
