import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { Client } from "pg";

/**
 * Template databases of one Vitest run: a migrated database, and one per set of seed options, built
 * once per engine by the first test file that needs it and copied by every file (PGlite: a dump of
 * its data directory loaded into a new instance; PostgreSQL: `create database … template`). Seeding
 * the demo data took most of the suite's set-up when every file did it.
 *
 * The run's directory holds the dumps and a marker per template; workers take a template's lock by
 * creating its lock file, and the others wait for its marker.
 */

declare module "vitest" {
  export interface ProvidedContext {
    testRun: { id: string; dir: string };
  }
}

type Run = { id: string; dir: string };

const hash = (key: string) => createHash("sha256").update(key).digest("hex").slice(0, 12);

export const templateDumpFile = (run: Run, key: string) => path.join(run.dir, `${hash(key)}.pglite.tar`);

export const templateFilesDir = (run: Run, engine: string, key: string) =>
  path.join(run.dir, `${hash(key)}.${engine}.files`);

/** What the seed writes into DATA_DIR beside the database: the demo banners and the uploaded invoices. */
const SEEDED_FILES = ["images", "uploads"];

export function keepDataDirFiles(dataDir: string, into: string): void {
  for (const name of SEEDED_FILES)
    if (existsSync(path.join(dataDir, name)))
      cpSync(path.join(dataDir, name), path.join(into, name), { recursive: true });
}

export function copyDataDirFiles(from: string, dataDir: string): void {
  if (existsSync(from)) cpSync(from, dataDir, { recursive: true });
}

/** The PostgreSQL template's database name (lower case, well under 63 characters). */
export const templateName = (run: Run, key: string) => `weedo_tpl_${run.id}_${hash(key)}`;

/** Runs `build` if no worker has built this template yet, or waits for the worker building it. */
export async function withTemplate(run: Run, engine: string, key: string, build: () => Promise<void>): Promise<void> {
  const base = path.join(run.dir, `${hash(key)}.${engine}`);
  const ready = `${base}.ready`;
  const failed = `${base}.failed`;
  if (existsSync(ready)) return;
  let owner = true;
  try {
    writeFileSync(`${base}.lock`, `${process.pid} ${key}`, { flag: "wx" });
  } catch {
    owner = false;
  }
  if (owner) {
    try {
      await build();
      writeFileSync(ready, key);
    } catch (e) {
      writeFileSync(failed, String(e instanceof Error ? e.stack : e));
      throw e;
    }
    return;
  }
  // Seeding the largest demo data takes under a minute; the hook timeout bounds the wait.
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error(`template ${key} on ${engine} failed:\n${readFileSync(failed, "utf8")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function postgresAdmin(): Promise<Client> {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: process.env.DATABASE_URL_TEST });
  await admin.connect();
  return admin;
}

/** The platform's OI signing certificate of the run (tests/helpers/setup.ts gives each worker's DATA_DIR a copy). */
export const runCertificate = (run: Run) => path.join(run.dir, "oi-signing.p12");

/**
 * Vitest's global set-up: the run's directory and its one OI signing certificate (a seeded template
 * holds OIs sealed with it, whichever worker copies it); its teardown drops the run's PostgreSQL templates.
 */
export default async function setup(project: TestProject) {
  const run = { id: randomBytes(4).toString("hex"), dir: mkdtempSync(path.join(tmpdir(), "weedo-templates-")) };
  const { generatePlatformP12 } = await import("@/features/billing/insertion-orders/server/certificate");
  writeFileSync(runCertificate(run), generatePlatformP12(), { mode: 0o600 });
  project.provide("testRun", run);
  return async () => {
    rmSync(run.dir, { recursive: true, force: true });
    if (!process.env.DATABASE_URL_TEST) return;
    const admin = await postgresAdmin();
    try {
      const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
        `weedo\\_tpl\\_${run.id}\\_%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
