import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { verificationCodes } from "@/lib/db/schema";

export type CodePurpose = "email" | "reset" | "old_user";

/** How long a code lives, and how many wrong tries it survives. */
export const CODE_POLICY: Record<CodePurpose, { minutes: number; maxAttempts: number }> = {
  email: { minutes: 24 * 60, maxAttempts: 5 },
  reset: { minutes: 30, maxAttempts: 5 },
  old_user: { minutes: 30, maxAttempts: 5 },
};

const hashCode = (userId: number, purpose: CodePurpose, code: string) =>
  createHash("sha256").update(`${userId}:${purpose}:${code}`).digest("hex");

/** A new 6-digit code for the user; earlier unused codes of the same purpose stop working. */
export async function createCode(db: Db, userId: number, purpose: CodePurpose, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.userId, userId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      codeHash: hashCode(userId, purpose, code),
      expiresAt: new Date(now.getTime() + CODE_POLICY[purpose].minutes * 60_000),
      createdAt: now,
    });
  });
  return code;
}

export type CodeCheck = "ok" | "invalid" | "expired" | "too_many_attempts" | "none";

/** Checks (and on success consumes) the user's current code; each wrong try counts. */
export async function checkCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  const [current] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (!current) return "none";
  if (current.attempts >= CODE_POLICY[purpose].maxAttempts) return "too_many_attempts";
  if (current.expiresAt.getTime() < now.getTime()) return "expired";
  if (current.codeHash !== hashCode(userId, purpose, code)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, current.id));
    return current.attempts + 1 >= CODE_POLICY[purpose].maxAttempts ? "too_many_attempts" : "invalid";
  }
  await db.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, current.id));
  return "ok";
}
