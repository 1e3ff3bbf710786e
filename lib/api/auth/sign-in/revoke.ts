import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";

/** Sign-out everywhere: every token issued so far for the account stops working. */
export async function revokeSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await db.insert(auditLog).values({ actorId: userId, action: "sign_out_everywhere" });
}
