import path from "node:path";
import { env } from "@/lib/config/env";
import { openDb, type Db, type DbHandle } from "./client";

export type { Db } from "./client";

// One handle per process, kept on globalThis so that dev reloads do not open PGlite twice.
const holder = globalThis as unknown as { __weedoDb?: Promise<DbHandle> };

function open(): Promise<DbHandle> {
  const e = env();
  const handle = openDb({ url: e.DATABASE_URL, dataDir: path.join(e.DATA_DIR, "pglite") });
  handle.then((h) => {
    const close = () => {
      h.close().finally(() => process.exit(0));
    };
    // Closing PGlite cleanly means no recovery is needed on the next start.
    process.once("SIGTERM", close);
    process.once("SIGINT", close);
  }, () => {
    holder.__weedoDb = undefined;
  });
  return handle;
}

/** The process's database handle, opened on first use. */
export function getDbHandle(): Promise<DbHandle> {
  holder.__weedoDb ??= open();
  return holder.__weedoDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const h = holder.__weedoDb;
  holder.__weedoDb = undefined;
  if (h) await (await h).close();
}
