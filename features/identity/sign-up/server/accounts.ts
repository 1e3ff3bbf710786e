import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { hit } from "@/lib/security/rate-limit";
import { rateLimited } from "@/lib/api/errors";

/** The account holding this e-mail, compared case-insensitively as the unique index does. */
export async function findUserByEmail(db: Db, email: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return u;
}

export type EmailAvailability = "AVAILABLE" | "EMAIL_ALREADY_USED";

/**
 * Step 1's pre-change check: the spec's "email address already used". Each answer tells whether an
 * account exists, so a client address gets a few per window, not a directory lookup.
 */
export async function checkEmailAvailable(db: Db, email: string, ip: string | null): Promise<EmailAvailability> {
  if (await hit("emailCheckIp", ip ?? "unknown"))
    throw rateLimited("Too many e-mail checks: try again in a few minutes");
  return (await findUserByEmail(db, email)) ? "EMAIL_ALREADY_USED" : "AVAILABLE";
}

/** A unique-index violation, whichever driver (pg or PGlite) and wrapper (drizzle) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === "23505") return true;
  }
  return false;
}
