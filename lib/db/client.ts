import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Logger } from "drizzle-orm/logger";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { nameStatements } from "./named-statements";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A drizzle transaction or the database (both have the same query API). */
export type Runner = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DbHandle {
  db: Db;
  /** Which database answers: PostgreSQL, or the embedded PGlite (in this process or its own). */
  engine: "pglite" | "postgres";
  /** How this process talks to it: PGlite's own driver in process, or node-postgres over a socket. */
  driver: "pglite" | "pg";
  close(): Promise<void>;
  /** The server's postgres:// URL (node-postgres handles): pg_dump and pg_restore connect to it. */
  url?: string;
  /** The embedded database's data directory as a tarball, and loading one in its place (PGlite only). */
  dataDir?: DataDirOps;
}

/** Backups of the embedded database (lib/backups): PGlite's `dumpDataDir`, and a restart on a loaded tarball. */
export interface DataDirOps {
  /** Writes a tarball of the data directory to `file`, gzipped unless told otherwise. */
  dump(file: string, compression?: "gzip" | "none"): Promise<void>;
  /** Replaces the database with the tarball in `file` (the handle keeps working on the restored data). */
  load(file: string): Promise<void>;
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
  /** PGlite only: starts from this data-directory tarball (a dump) instead of an empty cluster. */
  loadDataDir?: Blob;
}

const handles = new WeakMap<Db, DbHandle>();

/** Remembers which handle a Db belongs to (a handle wrapping another registers itself again). */
export function registerHandle<H extends DbHandle>(handle: H): H {
  handles.set(handle.db, handle);
  return handle;
}

/**
 * The handle of a Db that openDb (or the embedded server) opened: what an operation on the whole
 * database needs beyond queries (backups read its engine, URL and data directory).
 */
export function handleOf(db: Db): DbHandle | undefined {
  return handles.get(db);
}

/**
 * Opens a database: node-postgres when a postgres:// URL is given, otherwise PGlite in this
 * process on `dataDir` (tests and tools; the portal keeps PGlite in its own process, see
 * embedded.ts).
 */
export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.url) {
    const [{ Pool }, { PipelinedPool }, { drizzle }] = await Promise.all([
      import("pg"),
      import("./pipelined-pool"),
      import("drizzle-orm/node-postgres"),
    ]);
    const max = opts.poolSize ?? 10;
    // A single-connection server (the embedded one) gets its one connection pipelined, kept open.
    const pool =
      max === 1 ? new PipelinedPool({ connectionString: opts.url }) : new Pool({ connectionString: opts.url, max });
    // An idle connection dropped by the server (restart, dropped database) must not crash the process.
    pool.on("error", (err) => console.error(`database pool: ${err.message}`));
    pool.on("connect", nameStatements);
    return registerHandle({
      db: drizzle(pool, { schema, logger: opts.logger }) as unknown as Db,
      engine: opts.engine ?? "postgres",
      driver: "pg",
      close: () => pool.end(),
      url: opts.url,
    });
  }
  const dir = opts.dataDir ?? ".data/pglite";
  if (dir !== "memory://") mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dir)), { recursive: true });
  const [{ PGlite }, { drizzle }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);
  const memory = dir === "memory://";
  const initial = opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {};
  let client = memory ? new PGlite(initial) : new PGlite(dir, initial);
  await client.waitReady;
  // drizzle keeps the client it was given: a restore swaps the PGlite behind this forwarder instead.
  const forwarder = new Proxy(client, {
    get: (_, prop) => {
      const v = Reflect.get(client, prop) as unknown;
      return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(client) : v;
    },
  });
  return registerHandle({
    db: drizzle(forwarder, { schema, logger: opts.logger }) as unknown as Db,
    engine: "pglite",
    driver: "pglite",
    close: () => client.close(),
    dataDir: {
      async dump(file, compression = "gzip") {
        const { writeFile } = await import("node:fs/promises");
        const tar = await client.dumpDataDir(compression);
        await writeFile(file, Buffer.from(await tar.arrayBuffer()));
      },
      async load(file) {
        const { readFile, rename, rm } = await import("node:fs/promises");
        const blob = new Blob([await readFile(file)]);
        const aside = `${dir}.before-restore`;
        await client.close();
        if (!memory) {
          await rm(aside, { recursive: true, force: true });
          await rename(dir, aside);
        }
        try {
          client = memory ? new PGlite({ loadDataDir: blob }) : new PGlite(dir, { loadDataDir: blob });
          await client.waitReady;
        } catch (e) {
          // A tarball PGlite cannot read: the database as it was comes back.
          if (memory) throw e;
          await rm(dir, { recursive: true, force: true });
          await rename(aside, dir);
          client = new PGlite(dir);
          await client.waitReady;
          throw e;
        }
        if (!memory) await rm(aside, { recursive: true, force: true });
      },
    },
  });
}
