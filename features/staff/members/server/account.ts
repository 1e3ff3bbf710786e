import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { CODE_POLICY, createCode } from "@/lib/idp/local/codes";
import { codeMail } from "@/lib/mail/templates";
import { sendMail } from "@/lib/mail/transport";
import { audit } from "@/lib/security/audit";
import { changesOf } from "@/lib/security/audit-changes";
import { hit } from "@/lib/security/rate-limit";

export type MemberActionOutcome = "OK" | "NOT_FOUND" | "NOT_ALLOWED" | "LIMIT_EXCEEDED";

/**
 * Deactivates an active account, or reactivates a deactivated one. A deactivated account's sessions
 * stop at their next request (lib/session/current-user.ts requires an active account) and it cannot
 * sign in. An administrator never deactivates their own account (nobody would be left to undo it).
 */
export async function setMemberActive(
  db: Db,
  adminId: number,
  userId: number,
  active: boolean,
): Promise<MemberActionOutcome> {
  if (!active && userId === adminId) return "NOT_ALLOWED";
  const from = active ? "disabled" : "active";
  const to = active ? "active" : "disabled";
  const [u] = await db
    .update(users)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, from)))
    .returning({ id: users.id });
  if (!u) return (await exists(db, userId)) ? "NOT_ALLOWED" : "NOT_FOUND";
  await audit(db, {
    actorId: adminId,
    action: active ? "member_reactivated" : "member_deactivated",
    targetType: "user",
    targetId: String(userId),
    changes: changesOf({ status: from }, { status: to }),
  });
  return "OK";
}

/**
 * Signs the member out everywhere: the token version goes up, so every session issued so far stops
 * working on its next request, on every instance (the same mechanism as the person's own
 * "sign out everywhere" in features/identity/sign-in/server/revoke.ts, written to the trail as the administrator's act).
 */
export async function signMemberOutEverywhere(db: Db, adminId: number, userId: number): Promise<MemberActionOutcome> {
  const [u] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.tokenVersion });
  if (!u) return "NOT_FOUND";
  await audit(db, {
    actorId: adminId,
    action: "member_signed_out_everywhere",
    targetType: "user",
    targetId: String(userId),
    // Named "sessions", not after the token: the trail masks anything named like a secret.
    changes: changesOf({ sessions_generation: u.version - 1 }, { sessions_generation: u.version }),
  });
  return "OK";
}

/**
 * E-mails the member a password code, through the password module's codes and templates: a
 * "forgotten password" code, or for an account without a usable password (migrated, or created by
 * an administrator) the code of /resetPasswordOldUser. The same per-account limit as the person's
 * own requests applies, so this button cannot flood a mailbox.
 */
export async function sendMemberPasswordReset(db: Db, adminId: number, userId: number): Promise<MemberActionOutcome> {
  const [u] = await db
    .select({ id: users.id, email: users.email, language: users.language, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.status, ["active", "pending"])))
    .limit(1);
  if (!u) return (await exists(db, userId)) ? "NOT_ALLOWED" : "NOT_FOUND";
  const flow = u.passwordHash ? "reset" : "old_user";
  if (await hit("codeRequest", `${flow}:${u.id}`)) return "LIMIT_EXCEEDED";
  const code = await createCode(db, u.id, flow);
  await sendMail({ to: u.email, ...codeMail(u.language, flow, code, CODE_POLICY[flow].minutes) });
  await audit(db, {
    actorId: adminId,
    action: "member_password_reset_sent",
    targetType: "user",
    targetId: String(userId),
    details: { flow },
  });
  return "OK";
}

async function exists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return !!row;
}
