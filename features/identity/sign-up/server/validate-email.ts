import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";
import { checkCode } from "@/lib/idp/local/codes";
import { hit, isLimited } from "@/lib/security/rate-limit";
import { findUserByEmail } from "./accounts";
import { codeRequestLimited, sendEmailCode } from "./email-code";

export type ValidateEmailOutcome = "ACCOUNT_PENDING_APPROVAL" | "CODE_INVALID" | "CODE_EXPIRED" | "TOO_MANY_ATTEMPTS";

/**
 * Confirms the e-mail of an `unconfirmed` account with its code; the account then awaits the
 * administrator's approval (`pending`). An unknown address, an account that is not waiting for a
 * code and a wrong code all answer CODE_INVALID, so the answer tells nothing about the account.
 */
export async function validateEmail(db: Db, email: string, code: string): Promise<ValidateEmailOutcome> {
  const key = `sign-up:${email.trim().toLowerCase()}`;
  if (await isLimited("codeCheck", key)) return "TOO_MANY_ATTEMPTS";
  const u = await findUserByEmail(db, email);
  const check = u && u.status === "unconfirmed" ? await checkCode(db, u.id, "email", code) : "none";
  switch (check) {
    case "ok":
      await db
        .update(users)
        .set({ status: "pending", updatedAt: new Date() })
        .where(and(eq(users.id, u!.id), eq(users.status, "unconfirmed")));
      await db
        .insert(auditLog)
        .values({ actorId: u!.id, action: "email_confirmed", targetType: "user", targetId: String(u!.id) });
      return "ACCOUNT_PENDING_APPROVAL";
    case "expired":
      return "CODE_EXPIRED";
    case "too_many_attempts":
      return "TOO_MANY_ATTEMPTS";
    default:
      return (await hit("codeCheck", key)) ? "TOO_MANY_ATTEMPTS" : "CODE_INVALID";
  }
}

export type ResendOutcome = "SENT" | "RATE_LIMITED";

/** A new code for an unconfirmed account; the same answer for any other address. */
export async function resendEmailCode(db: Db, email: string): Promise<ResendOutcome> {
  if (await codeRequestLimited(email)) return "RATE_LIMITED";
  const u = await findUserByEmail(db, email);
  if (u && u.status === "unconfirmed") await sendEmailCode(db, u);
  return "SENT";
}
