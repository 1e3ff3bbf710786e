import type { Db } from "@/lib/db";
import { dataContacts } from "@/lib/db/schema";
import type { DataContactState } from "@/lib/domain/states";

let serial = 0;

/** One contact of Weedo data's base (a fresh address unless given). */
export async function addContact(
  db: Db,
  c: { email?: string; source?: string; theme?: string; state?: DataContactState; consentAt?: Date } = {},
): Promise<string> {
  const email = c.email ?? `contact${++serial}@exemple.test`;
  await db.insert(dataContacts).values({
    email,
    source: c.source ?? "jeu-concours",
    theme: c.theme ?? "voyage",
    consentAt: c.consentAt ?? new Date("2026-05-10T10:00:00Z"),
    consentText: "J'accepte de recevoir les offres.",
    state: c.state ?? "active",
  });
  return email;
}
