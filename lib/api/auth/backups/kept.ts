import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { revokedSessions, users } from "@/lib/db/schema";

/**
 * What a restore must not take back: the sessions ended since the backup stay ended (the revocation
 * list, and each member's token version, which a password change, a role change or a sign-out
 * everywhere raises), and no id handed out since the backup is handed out again (a restored sequence
 * would give a new top-up the id of one acknowledged before the restore). Read before the restore,
 * put back after it.
 */
export interface KeptAcrossRestore {
  sequences: { name: string; value: string }[];
  revoked: (typeof revokedSessions.$inferSelect)[];
  tokenVersions: { id: number; version: number }[];
}

export async function readKept(db: Db): Promise<KeptAcrossRestore> {
  const sequences = rowsOf<{ name: string; value: string }>(
    await db.execute(
      sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null`,
    ),
  );
  const revoked = await db
    .select()
    .from(revokedSessions)
    .where(gt(revokedSessions.expiresAt, sql`now()`));
  const tokenVersions = await db
    .select({ id: users.id, version: users.tokenVersion })
    .from(users)
    .where(gt(users.tokenVersion, 0));
  return { sequences, revoked, tokenVersions };
}

export async function putBackKept(db: Db, kept: KeptAcrossRestore): Promise<void> {
  await db.transaction(async (tx) => {
    // A sequence the restored schema no longer has is left alone (no row, no setval).
    for (const s of kept.sequences)
      await tx.execute(sql`
        select setval(format('public.%I', sequencename)::regclass, greatest(${s.value}::bigint, coalesce(last_value, 0)))
        from pg_sequences where schemaname = 'public' and sequencename = ${s.name}`);
    const ids = [...new Set(kept.revoked.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
    const present = new Set(
      ids.length ? (await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((u) => u.id) : [],
    );
    // A session of a member the backup predates stays revoked, without the link to its row.
    if (kept.revoked.length)
      await tx
        .insert(revokedSessions)
        .values(
          kept.revoked.map((r) => ({ ...r, userId: r.userId !== null && present.has(r.userId) ? r.userId : null })),
        )
        .onConflictDoNothing();
    for (const { id, version } of kept.tokenVersions)
      await tx
        .update(users)
        .set({ tokenVersion: sql`greatest(${users.tokenVersion}, ${version})` })
        .where(and(eq(users.id, id), sql`${users.tokenVersion} < ${version}`));
  });
}
