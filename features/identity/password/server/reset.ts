import { eq, sql } from "drizzle-orm";
import type { Locale } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";
import { checkCode, CODE_POLICY, createCode } from "@/lib/idp/local/codes";
import { hashPassword } from "@/lib/idp/local/password";
import { sendMail } from "@/lib/mail/transport";
import { codeMail } from "@/lib/mail/templates";
import { hit, isLimited } from "@/lib/security/rate-limit";

/**
 * Two flows share this file: a forgotten password (`reset` code, account with a password) and an
 * account migrated without a usable password (`old_user` code, /resetPasswordOldUser).
 */
export type ResetFlow = "reset" | "old_user";

export type RequestOutcome = "OK" | "USER_NOT_FOUND" | "LIMIT_EXCEEDED" | "USE_FORGOT_PASSWORD" | "USE_OLD_USER_RESET";
export type ResetOutcome =
  "OK" | "USER_NOT_FOUND" | "CODE_INVALID" | "CODE_EXPIRED" | "LIMIT_EXCEEDED" | "CODE_MISSING";

const findUser = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1)
  )[0];

/** E-mails a 6-digit code for the flow, in the given language. */
export async function requestResetCode(
  db: Db,
  flow: ResetFlow,
  email: string,
  locale: Locale,
): Promise<RequestOutcome> {
  const u = await findUser(db, email);
  if (!u) return "USER_NOT_FOUND";
  if (flow === "reset" && !u.passwordHash) return "USE_OLD_USER_RESET";
  if (flow === "old_user" && u.passwordHash) return "USE_FORGOT_PASSWORD";
  if (await hit("codeRequest", `${flow}:${u.id}`)) return "LIMIT_EXCEEDED";
  const code = await createCode(db, u.id, flow);
  await sendMail({ to: u.email, ...codeMail(locale, flow, code, CODE_POLICY[flow].minutes) });
  await db.insert(auditLog).values({ actorId: u.id, action: `${flow}_code_sent` });
  return "OK";
}

/** Checks the code and sets the new (already validated) password; older sessions stop working. */
export async function resetWithCode(
  db: Db,
  flow: ResetFlow,
  email: string,
  code: string,
  newPassword: string,
): Promise<ResetOutcome> {
  const u = await findUser(db, email);
  if (!u) return "USER_NOT_FOUND";
  const key = `${flow}:${u.id}`;
  if (await isLimited("codeCheck", key)) return "LIMIT_EXCEEDED";
  const check = await checkCode(db, u.id, flow, code);
  if (check === "none") return "CODE_MISSING";
  if (check === "too_many_attempts") return "LIMIT_EXCEEDED";
  if (check === "expired") return "CODE_EXPIRED";
  if (check === "invalid") return (await hit("codeCheck", key)) ? "LIMIT_EXCEEDED" : "CODE_INVALID";
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, u.id));
  await db.insert(auditLog).values({ actorId: u.id, action: `${flow}_password_set` });
  return "OK";
}
