import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { audit } from "@/lib/security/audit";
import { revokeSession, type SessionRef } from "@/lib/session/revocation";

/** Sign-out: this session's token stops working at once, on every instance. */
export async function signOut(db: Db, userId: number, session: SessionRef, ip: string | null): Promise<void> {
  await revokeSession(db, session, userId);
  await audit(db, { actorId: userId, action: "sign_out", ip });
}

/** Sign-out everywhere: every token issued so far for the account stops working. */
export async function revokeSessions(db: Db, userId: number, ip: string | null = null): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await audit(db, { actorId: userId, action: "sign_out_everywhere", ip });
}
