import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * Opens a database: PostgreSQL through `pg` when a postgres:// URL is given, otherwise the
 * embedded PGlite in `dataDir` (one process owns it).
 */
export async function openDb(opts: { url?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.url) {
    const [{ Pool }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
    const pool = new Pool({ connectionString: opts.url, max: 10 });
    // An idle connection dropped by the server (restart, dropped database) must not crash the process.
    pool.on("error", (err) => console.error(`database pool: ${err.message}`));
    return { db: drizzle(pool, { schema }) as unknown as Db, engine: "postgres", close: () => pool.end() };
  }
  const dir = opts.dataDir ?? ".data/pglite";
  if (dir !== "memory://") mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dir)), { recursive: true });
  const [{ PGlite }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);
  const client = dir === "memory://" ? new PGlite() : new PGlite(dir);
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Db, engine: "pglite", close: () => client.close() };
}
