import { gt, sql } from "drizzle-orm";
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

/** A list as one parameter: each put-back is one statement, whatever the number of rows. */
const asJson = (rows: unknown[]) => JSON.stringify(rows);

export async function putBackKept(db: Db, kept: KeptAcrossRestore): Promise<void> {
  await db.transaction(async (tx) => {
    // A sequence the restored schema no longer has is left alone (no row, no setval).
    await tx.execute(sql`
      select setval(format('public.%I', s.sequencename)::regclass, greatest(k.value, coalesce(s.last_value, 0)))
      from pg_sequences s
      join jsonb_to_recordset(${asJson(kept.sequences)}::jsonb) as k(name text, value bigint) on k.name = s.sequencename
      where s.schemaname = 'public'`);
    // A session of a member the backup predates stays revoked, without the link to its row.
    await tx.execute(sql`
      insert into revoked_sessions (jti, user_id, expires_at, revoked_at)
      select k.jti, u.id, k."expiresAt", k."revokedAt"
      from jsonb_to_recordset(${asJson(kept.revoked)}::jsonb)
        as k(jti text, "userId" integer, "expiresAt" timestamptz, "revokedAt" timestamptz)
      left join users u on u.id = k."userId"
      on conflict (jti) do nothing`);
    await tx.execute(sql`
      update users u set token_version = k.version
      from jsonb_to_recordset(${asJson(kept.tokenVersions)}::jsonb) as k(id integer, version integer)
      where u.id = k.id and u.token_version < k.version`);
  });
}
