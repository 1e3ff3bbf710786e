import type { Locale } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { CODE_POLICY, createCode } from "@/lib/idp/local/codes";
import { sendMail } from "@/lib/mail/transport";
import { codeMail } from "@/lib/mail/templates";
import { hit } from "@/lib/security/rate-limit";

/**
 * Keyed by the e-mail as typed (not the account) so that the limit behaves the same whether or
 * not an account exists, and so tells nothing about it.
 */
export const codeRequestKey = (email: string) => `sign-up:${email.trim().toLowerCase()}`;

/** Spends one code e-mail of the address's allowance; true when it is used up. */
export const codeRequestLimited = (email: string) => hit("codeRequest", codeRequestKey(email));

/** A fresh 6-digit confirmation code, e-mailed in the user's language. */
export async function sendEmailCode(db: Db, user: { id: number; email: string; language: Locale }): Promise<void> {
  const code = await createCode(db, user.id, "email");
  await sendMail({ to: user.email, ...codeMail(user.language, "email", code, CODE_POLICY.email.minutes) });
}
