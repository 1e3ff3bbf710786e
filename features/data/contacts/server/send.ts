import type { Db } from "@/lib/db";
import { sendMail, type Mail } from "@/lib/mail/transport";
import { normalEmail } from "./filters";
import { listUnsubscribeHeaders } from "./links";
import { isSuppressed } from "./suppression";

/**
 * The one way to e-mail a contact of the base (a campaign, a partner's offer, a confirmation): an
 * address on the suppression list gets nothing, every other one gets the RFC 8058 headers with its
 * signed one-click link for the source the send is made for. Transactional mail to members (codes,
 * invoices) goes through sendMail directly and is not subject to the list.
 */
export async function sendToContact(
  db: Db,
  mail: Omit<Mail, "headers"> & { source: string },
): Promise<"sent" | "suppressed" | "invalid"> {
  const to = normalEmail(mail.to);
  if (!to) return "invalid";
  if (await isSuppressed(db, to)) return "suppressed";
  const { source, ...rest } = mail;
  await sendMail({ ...rest, to, headers: await listUnsubscribeHeaders(to, source) });
  return "sent";
}
