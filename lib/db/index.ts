import path from "node:path";
import { env } from "@/lib/config/env";
import { openDb, type Db, type DbHandle } from "./client";
import { openEmbeddedDb } from "./embedded";

export type { Db } from "./client";

// One handle per process, kept on globalThis so that dev reloads do not start a second database.
const holder = globalThis as unknown as { __weedoDb?: Promise<DbHandle> };

/**
 * The one place that decides where the data lives: PostgreSQL when DATABASE_URL is set, otherwise
 * the embedded PGlite in DATA_DIR/pglite, served by its own process (off the render thread) unless
 * EMBEDDED_DB=in-process. That process closes PGlite cleanly when this one goes, whichever way it
 * goes, so no signal handler is needed here (Next's own drains the pending requests first).
 */
function open(): Promise<DbHandle> {
  const e = env();
  const dataDir = path.join(e.DATA_DIR, "pglite");
  const handle = e.DATABASE_URL
    ? openDb({ url: e.DATABASE_URL })
    : e.EMBEDDED_DB === "process"
      ? openEmbeddedDb(dataDir)
      : openDb({ dataDir }).then(closedOnSignal);
  handle.catch(() => {
    holder.__weedoDb = undefined;
  });
  return handle;
}

/** PGlite in this process: closing it cleanly on SIGTERM/SIGINT means no recovery on the next start. */
function closedOnSignal(h: DbHandle): DbHandle {
  const close = () => void h.close().finally(() => process.exit(0));
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
  return h;
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
