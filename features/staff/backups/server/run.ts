import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import type { DbHandle } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { users } from "@/lib/db/schema";
import { whilePaused } from "@/lib/maintenance/state";
import { audit } from "@/lib/security/audit";
import { dumpDatabase, restoreDatabase } from "./engines";
import { putBackKept, readKept } from "./kept";
import { exclusively } from "./lock";
import {
  backupName,
  backupPath,
  ensureBackupDir,
  formatOf,
  parseBackupName,
  pruneDailyBackups,
  type BackupFile,
  type BackupKind,
} from "./store";

/** The backup asked for is not in the directory (or its name is not a backup's). */
export class BackupNotFoundError extends Error {
  constructor(name: string) {
    super(`No backup named ${name}`);
    this.name = "BackupNotFoundError";
  }
}

/** A PGlite tarball cannot be restored on PostgreSQL, nor a pg_dump archive on PGlite. */
export class BackupFormatError extends Error {
  constructor() {
    super("This backup was made on another database engine");
    this.name = "BackupFormatError";
  }
}

interface Who {
  actorId: number | null;
  ip?: string | null;
  /** Where the audit entry is written when not on the handle (the scheduled job's transaction holds the one embedded connection). */
  auditDb?: Db;
}

/** Backs the database up into the backups directory; a daily one also prunes the older daily ones. */
export async function createBackup(handle: DbHandle, kind: BackupKind, who: Who): Promise<BackupFile> {
  return exclusively(async () => {
    const dir = await ensureBackupDir();
    const format = formatOf(handle);
    const name = backupName(format, kind, new Date());
    const final = path.join(dir, name);
    // Written under another name first: the list never shows (nor offers to restore) half a file.
    const partial = `${final}.partial`;
    try {
      await dumpDatabase(handle, partial);
      await rename(partial, final);
    } finally {
      await rm(partial, { force: true });
    }
    const { size } = await stat(final);
    await audit(who.auditDb ?? handle.db, {
      actorId: who.actorId,
      ip: who.ip,
      action: "backup_created",
      targetType: "backup",
      targetId: name,
      details: { sizeBytes: size, kind },
    });
    if (kind === "daily") await pruneDailyBackups(env().BACKUP_KEEP);
    return { ...parseBackupName(name)!, sizeBytes: size };
  });
}

/**
 * Puts the database back as it was at the backup, then applies the migrations made since (a
 * backup from an older version comes back on today's schema), keeping what a restore must not take
 * back (./kept.ts: revocations, token versions, sequences), with every write of every instance paused
 * meanwhile. Audited after the restore, so the entry survives it.
 */
export async function restoreBackup(handle: DbHandle, name: string, who: Who): Promise<void> {
  return exclusively(async () => {
    const parts = parseBackupName(name);
    const file = backupPath(name);
    if (!parts || !file || !(await stat(file).catch(() => null))?.isFile()) throw new BackupNotFoundError(name);
    if (parts.format !== formatOf(handle)) throw new BackupFormatError();
    // Writes pause first (lib/maintenance): none is acknowledged and then lost, nor gets an id handed out again.
    await whilePaused(async () => {
      const kept = await readKept(handle.db);
      await restoreDatabase(handle, file);
      await migrateDb(handle);
      await putBackKept(handle.db, kept);
    });
    // The restored database may predate the person who restored it: then the entry names no one.
    const [actor] = who.actorId
      ? await handle.db.select({ id: users.id }).from(users).where(eq(users.id, who.actorId))
      : [];
    await audit(handle.db, {
      actorId: actor?.id ?? null,
      ip: who.ip,
      action: "backup_restored",
      targetType: "backup",
      targetId: name,
      details: actor ? {} : { restoredBy: who.actorId },
    });
  });
}
