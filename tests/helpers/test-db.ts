import { randomBytes } from "node:crypto";
import type { Logger } from "drizzle-orm/logger";
import { inject } from "vitest";
import { openDb, type Db, type DbHandle } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { migrateDb } from "@/lib/db/migrate";
import type { SeedOptions } from "@/lib/db/seed";
import {
  copyDataDirFiles,
  keepDataDirFiles,
  postgresAdmin,
  templateDumpFile,
  templateFilesDir,
  templateName,
  withTemplate,
} from "./templates";

export type Engine = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL_TEST names a server. */
export const ENGINES: Engine[] = process.env.DATABASE_URL_TEST ? ["pglite", "postgres"] : ["pglite"];

export interface TestDb extends DbHandle {
  /** Closes the database and, on PostgreSQL, drops the throw-away database. */
  dispose(): Promise<void>;
}

interface CloneOptions {
  /** Sees every statement the test's handle runs (counting them); the template's filling is not logged. */
  logger?: Logger;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server. It is a
 * copy of one migrated template per engine and run (tests/helpers/templates.ts), so that the
 * migrations run once per run instead of once per file; `fromEmpty` migrates this one from empty.
 */
export function createTestDb(engine: Engine, opts: CloneOptions & { fromEmpty?: boolean } = {}): Promise<TestDb> {
  if (opts.fromEmpty) return migratedFromEmpty(engine, opts);
  return cloneTemplate(engine, "migrated", async () => null, opts, { seedFiles: false });
}

async function migratedFromEmpty(engine: Engine, opts: CloneOptions): Promise<TestDb> {
  if (engine === "pglite") {
    const handle = await openDb({ dataDir: "memory://", logger: opts.logger });
    await migrateDb(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const admin = await postgresAdmin();
  const name = `weedo_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const handle = await openDb({ url: databaseUrl(name), logger: opts.logger });
  await migrateDb(handle);
  return withDrop(handle, admin, name);
}

function withDrop(handle: DbHandle, admin: Awaited<ReturnType<typeof postgresAdmin>>, name: string): TestDb {
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A fresh database holding the demo data that `seed(db, seedOptions)` lays out: a copy of the one
 * database seeded with these options in this run, on this engine (the first file that asks seeds it;
 * the others wait for it and copy it). Tests change their copy freely.
 */
export async function seededTestDb(
  engine: Engine,
  seedOptions: SeedOptions = {},
  opts: CloneOptions = {},
): Promise<TestDb> {
  const { seed, startOfTodayUtc } = await import("@/lib/db/seed");
  const resolved = { ...seedOptions, now: seedOptions.now ?? startOfTodayUtc() };
  const key = `seed:${JSON.stringify(resolved, Object.keys(resolved).sort())}`;
  return cloneTemplate(engine, key, (db) => seed(db, resolved), opts, { seedFiles: true });
}

async function cloneTemplate(
  engine: Engine,
  key: string,
  fill: (db: Db) => Promise<unknown>,
  opts: CloneOptions,
  { seedFiles }: { seedFiles: boolean },
): Promise<TestDb> {
  const run = inject("testRun");
  const files = templateFilesDir(run, engine, key);
  // The seed also writes files into DATA_DIR (demo banners, uploaded invoices), which is this worker's
  // own; a migrated template has none (and must not take the building worker's leftovers).
  const keepFiles = () => seedFiles && keepDataDirFiles(env().DATA_DIR, files);
  const copyFiles = () => seedFiles && copyDataDirFiles(files, env().DATA_DIR);
  if (engine === "pglite") {
    const file = templateDumpFile(run, key);
    await withTemplate(run, engine, key, async () => {
      const handle = await openDb({ dataDir: "memory://" });
      try {
        await migrateDb(handle);
        await fill(handle.db);
        await handle.dataDir!.dump(file, "none");
        keepFiles();
      } finally {
        await handle.close();
      }
    });
    copyFiles();
    const { readFile } = await import("node:fs/promises");
    const handle = await openDb({
      dataDir: "memory://",
      loadDataDir: new Blob([await readFile(file)]),
      logger: opts.logger,
    });
    return { ...handle, dispose: () => handle.close() };
  }
  const template = templateName(run, key);
  const admin = await postgresAdmin();
  try {
    await withTemplate(run, engine, key, async () => {
      await admin.query(`create database ${template}`);
      const handle = await openDb({ url: databaseUrl(template) });
      try {
        await migrateDb(handle);
        await fill(handle.db);
        keepFiles();
      } finally {
        await handle.close();
      }
    });
    copyFiles();
    const name = `weedo_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    await createFromTemplate(admin, name, template);
    return withDrop(await openDb({ url: databaseUrl(name), logger: opts.logger }), admin, name);
  } catch (e) {
    // A failed template or copy: the admin connection would otherwise keep the worker alive.
    await admin.end();
    throw e;
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL_TEST!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * PostgreSQL refuses to copy a template that another session is connected to; the session that
 * filled it may still be closing on the server's side for a moment after its pool ended.
 */
async function createFromTemplate(
  admin: Awaited<ReturnType<typeof postgresAdmin>>,
  name: string,
  template: string,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (e) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
