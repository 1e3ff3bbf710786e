import { env } from "@/lib/config/env";
import { openDb, type Db, type DbHandle } from "./client";

const holder = globalThis as unknown as { __weedoReadDb?: { url: string; handle: Promise<DbHandle> } };

/**
 * The database the statistics screens read from: the read replica named by DATABASE_READ_URL
 * (its own pool, opened on first use), or `primary` without it. Only reads that may lag the
 * primary by the replica's delay come here (roll-ups, extracts); a screen that shows what its
 * user has just written reads the primary.
 */
export async function statsDb(primary: Db): Promise<Db> {
  const url = env().DATABASE_READ_URL;
  if (!url) return primary;
  if (holder.__weedoReadDb?.url !== url) {
    const handle = openDb({ url });
    handle.catch(() => (holder.__weedoReadDb = undefined));
    holder.__weedoReadDb = { url, handle };
  }
  return (await holder.__weedoReadDb.handle).db;
}

/** Closes the replica's pool, if one was opened (tests and shutdown). */
export async function closeReadDb(): Promise<void> {
  const h = holder.__weedoReadDb;
  holder.__weedoReadDb = undefined;
  if (h) await (await h.handle).close();
}
