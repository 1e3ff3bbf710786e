import { open, readFile, rm } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { ensureBackupDir } from "./store";
import { processAlive } from "@/lib/utils/process-alive";

/** Another backup or restore is running: the caller is told to wait (never queued behind it). */
export class BackupBusyError extends Error {
  constructor() {
    super("A backup or a restoration is already running");
    this.name = "BackupBusyError";
  }
}

const holder = globalThis as unknown as { __weedoBackupRunning?: boolean };

/** Takes the lock file of the backups directory; one left by a dead process on this host is taken over. */
async function takeLockFile(file: string): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = await open(file, "wx");
      await fd.writeFile(JSON.stringify({ host: hostname(), pid: process.pid, at: new Date().toISOString() }));
      await fd.close();
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const owner = JSON.parse(await readFile(file, "utf8").catch(() => "{}")) as { host?: string; pid?: number };
      // This process holds no lock when it asks for one: a file naming its pid was left by an earlier process that had it.
      const held = owner.pid !== process.pid && !!owner.pid && processAlive(owner.pid);
      if (owner.host !== hostname() || !owner.pid || held) throw new BackupBusyError();
      await rm(file, { force: true });
    }
  }
  throw new BackupBusyError();
}

/**
 * Runs one backup or restore at a time: a flag in this process (set before the first await, so a
 * second call in the same tick is refused) and a lock file in the backups directory for the other
 * instances that share it.
 */
export async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  if (holder.__weedoBackupRunning) throw new BackupBusyError();
  holder.__weedoBackupRunning = true;
  try {
    const file = path.join(await ensureBackupDir(), ".lock");
    await takeLockFile(file);
    try {
      return await work();
    } finally {
      await rm(file, { force: true });
    }
  } finally {
    holder.__weedoBackupRunning = false;
  }
}

/** Whether a backup or restore is running in this process (the page disables its buttons). */
export const backupRunning = (): boolean => !!holder.__weedoBackupRunning;
