import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { dataContacts } from "@/lib/db/schema";
import { normalEmail } from "./filters";
import { isSuppressed } from "./suppression";
import { verifyLink } from "./links";

export type ConfirmOutcome = "confirmed" | "already" | "invalid_link" | "unknown" | "suppressed";

/**
 * The double opt-in landing: a signed link confirms the contact of that address and source (its first
 * confirmation is kept). A tampered link, an unknown contact, or an address on the suppression list
 * (the person left since) confirms nothing.
 */
export async function confirmContact(
  db: Db,
  rawEmail: string,
  source: string,
  sig: string | null | undefined,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const email = normalEmail(rawEmail);
  if (!email || !(await verifyLink("confirm", email, source, sig))) return "invalid_link";
  if (await isSuppressed(db, email)) return "suppressed";
  const updated = await db
    .update(dataContacts)
    .set({ confirmedAt: now, lastActivityAt: now })
    .where(and(eq(dataContacts.email, email), eq(dataContacts.source, source), isNull(dataContacts.confirmedAt)))
    .returning({ id: dataContacts.id });
  if (updated.length) return "confirmed";
  const [known] = await db
    .select({ id: dataContacts.id })
    .from(dataContacts)
    .where(and(eq(dataContacts.email, email), eq(dataContacts.source, source)))
    .limit(1);
  return known ? "already" : "unknown";
}
