import { eq } from "drizzle-orm";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { oiDocuments, users } from "@/lib/db/schema";
import { logger } from "@/lib/logger";
import { sendMail } from "@/lib/mail/transport";

type OiMailKind = "sent" | "updated";

const SUBJECTS = {
  fr: { sent: "Un ordre d'insertion vous attend", updated: "Votre ordre d'insertion a été modifié" },
  en: { sent: "An insertion order is waiting for you", updated: "Your insertion order was changed" },
} as const;

const BODIES = {
  fr: (kind: OiMailKind, title: string, url: string) =>
    `Bonjour,\n\n${kind === "sent" ? "Weedo vous a envoyé un ordre d'insertion" : "Votre ordre d'insertion a été mis à jour"} : « ${title} ».\n\nLisez-le et signez-le en ligne : ${url}\n\nL'équipe Weedo`,
  en: (kind: OiMailKind, title: string, url: string) =>
    `Hello,\n\n${kind === "sent" ? "Weedo sent you an insertion order" : "Your insertion order was updated"}: "${title}".\n\nRead and sign it online: ${url}\n\nThe Weedo team`,
};

/**
 * Tells the advertiser an OI is waiting for its signature, in its language. A mail failure is logged,
 * never undoes the OI: the OI is also on its /mes-documents-oi page and in its bell.
 */
export async function sendOiMail(db: Db, oiId: number, kind: OiMailKind): Promise<void> {
  const [row] = await db
    .select({ email: users.email, language: users.language, title: oiDocuments.title })
    .from(oiDocuments)
    .innerJoin(users, eq(users.id, oiDocuments.advertiserUserId))
    .where(eq(oiDocuments.id, oiId));
  if (!row) return;
  const url = new URL("/mes-documents-oi", env().APP_URL).toString();
  try {
    await sendMail({
      to: row.email,
      subject: SUBJECTS[row.language][kind],
      text: BODIES[row.language](kind, row.title, url),
    });
  } catch (err) {
    logger.error({ err, oiId }, "the insertion order e-mail could not be sent");
  }
}
