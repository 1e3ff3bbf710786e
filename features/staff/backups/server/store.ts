import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { backupDir } from "@/lib/config/backup-dir";
import type { DbHandle } from "@/lib/db/client";

/** manual: made by an administrator; daily: by the scheduled job (only these are pruned). */
export type BackupKind = "manual" | "daily";
/** What a backup holds: PGlite's data-directory tarball, or a pg_dump archive (custom format). */
export type BackupFormat = "pglite" | "postgres";

export interface BackupFile {
  name: string;
  format: BackupFormat;
  kind: BackupKind;
  createdAt: Date;
  sizeBytes: number;
}

// The name is the whole record (no table: a restore would roll the table back with the rest), and
// the only names a request may ask for, so a download or a restore can never leave the directory.
const NAME = /^weedo-(pglite|postgres)-(\d{8}T\d{6}\d{3}Z)-(manual|daily)\.(tar\.gz|dump)$/;

/** The format a database handle is backed up in: the data directory when the handle can dump it. */
export function formatOf(handle: DbHandle): BackupFormat {
  return handle.dataDir ? "pglite" : "postgres";
}

const stamp = (d: Date) => d.toISOString().replace(/[-:.]/g, "");

export function backupName(format: BackupFormat, kind: BackupKind, at: Date): string {
  return `weedo-${format}-${stamp(at)}-${kind}.${format === "pglite" ? "tar.gz" : "dump"}`;
}

/** A name's parts, or null when it is not a backup's name. */
export function parseBackupName(name: string): Omit<BackupFile, "sizeBytes"> | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const s = m[2]!;
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`;
  return { name, format: m[1] as BackupFormat, createdAt: new Date(iso), kind: m[3] as BackupKind };
}

/** The path of a backup by its name, or null when the name is not one. */
export function backupPath(name: string): string | null {
  return parseBackupName(name) ? path.join(backupDir(), name) : null;
}

export async function ensureBackupDir(): Promise<string> {
  const dir = backupDir();
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Every finished backup, newest first (files being written carry another name until done). */
export async function listBackups(): Promise<BackupFile[]> {
  const dir = backupDir();
  const names = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return [] as string[];
    throw e;
  });
  const files = await Promise.all(
    names.map(async (name) => {
      const parts = parseBackupName(name);
      if (!parts) return null;
      const st = await stat(path.join(dir, name)).catch(() => null);
      return st?.isFile() ? { ...parts, sizeBytes: st.size } : null;
    }),
  );
  return files
    .filter((f): f is BackupFile => f !== null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name));
}

/** Deletes the daily backups beyond the newest `keep`; manual ones stay until someone removes them. */
export async function pruneDailyBackups(keep: number): Promise<string[]> {
  const daily = (await listBackups()).filter((b) => b.kind === "daily");
  const old = daily.slice(keep);
  await Promise.all(old.map((b) => rm(path.join(backupDir(), b.name), { force: true })));
  return old.map((b) => b.name);
}
