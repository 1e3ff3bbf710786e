import { lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { revokedSessions } from "@/lib/db/schema";

/** The token a request came with, as far as revocation is concerned. */
export interface SessionRef {
  jti: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * Ends one session before its expiry: its token id goes on the revocation list, which every
 * instance reads through the database (lib/session/current-user.ts checks it with the user's row).
 * Rows of tokens that have expired anyway are purged here, so the list stays the size of the
 * sessions signed out in the last SESSION_TTL_SECONDS.
 */
export async function revokeSession(db: Db, session: SessionRef, userId: number | null): Promise<void> {
  await db
    .insert(revokedSessions)
    .values({ jti: session.jti, userId, expiresAt: new Date(session.expiresAt) })
    .onConflictDoNothing();
  await purgeExpiredRevocations(db);
}

export async function purgeExpiredRevocations(db: Db): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
}
