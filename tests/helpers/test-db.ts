import { randomBytes } from "node:crypto";
import type { Logger } from "drizzle-orm/logger";
import { openDb, type DbHandle } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL_TEST names a server. */
export const ENGINES: Engine[] = process.env.DATABASE_URL_TEST ? ["pglite", "postgres"] : ["pglite"];

export interface TestDb extends DbHandle {
  /** Closes the database and, on PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server.
 * `logger` sees every statement the test's handle runs (counting them).
 */
export async function createTestDb(engine: Engine, opts: { logger?: Logger } = {}): Promise<TestDb> {
  if (engine === "pglite") {
    const handle = await openDb({ dataDir: "memory://", logger: opts.logger });
    await migrateDb(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const base = new URL(process.env.DATABASE_URL_TEST!);
  const name = `weedo_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = await openDb({ url: base.toString() });
  const { sql } = await import("drizzle-orm");
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString(), logger: opts.logger });
  await migrateDb(handle);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}
