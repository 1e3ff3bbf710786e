import type { users } from "@/lib/db/schema";
import { env } from "@/lib/config/env";
import { sendMail } from "@/lib/mail/transport";
import { unlockMail } from "@/lib/mail/templates";
import { issueUnlock, UNLOCK_MINUTES } from "@/lib/session/unlock";

/** E-mails the owner the link that forgets its account's failures (app/api/auth/unlock). */
export async function sendUnlockMail(u: Pick<typeof users.$inferSelect, "email" | "language">): Promise<void> {
  const link = new URL("/api/auth/unlock", env().APP_URL);
  link.searchParams.set("t", await issueUnlock(u.email.trim().toLowerCase()));
  await sendMail({ to: u.email, ...unlockMail(u.language, link.toString(), UNLOCK_MINUTES) });
}
