import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  /** Which database answers: PostgreSQL, or the embedded PGlite (in this process or its own). */
  engine: "pglite" | "postgres";
  /** How this process talks to it: PGlite's own driver in process, or node-postgres over a socket. */
  driver: "pglite" | "pg";
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** postgres://… : node-postgres. */
  url?: string;
  /** Otherwise PGlite in this process, on this directory (or memory://). */
  dataDir?: string;
  /** Connections of the pool (10 by default). */
  poolSize?: number;
  /** What the URL points at, when it is not PostgreSQL itself (the embedded database's server). */
  engine?: DbHandle["engine"];
  /** Sees every statement (tests count reads with it). */
  logger?: Logger;
}

/**
 * Opens a database: node-postgres when a postgres:// URL is given, otherwise PGlite in this
 * process on `dataDir` (tests and tools; the portal keeps PGlite in its own process, see
 * embedded.ts).
 */
export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.url) {
    const [{ Pool }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
    const max = opts.poolSize ?? 10;
    // A single-connection server refuses a second one: keep the one connection rather than let it
    // idle out and race its replacement.
    const pool = new Pool({ connectionString: opts.url, max, ...(max === 1 ? { idleTimeoutMillis: 0 } : {}) });
    // An idle connection dropped by the server (restart, dropped database) must not crash the process.
    pool.on("error", (err) => console.error(`database pool: ${err.message}`));
    return {
      db: drizzle(pool, { schema, logger: opts.logger }) as unknown as Db,
      engine: opts.engine ?? "postgres",
      driver: "pg",
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? ".data/pglite";
  if (dir !== "memory://") mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dir)), { recursive: true });
  const [{ PGlite }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);
  const client = dir === "memory://" ? new PGlite() : new PGlite(dir);
  await client.waitReady;
  return {
    db: drizzle(client, { schema, logger: opts.logger }) as unknown as Db,
    engine: "pglite",
    driver: "pglite",
    close: () => client.close(),
  };
}
