import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { DbHandle } from "@/lib/db/client";

const run = promisify(execFile);

/**
 * libpq's variables for a postgres:// URL: pg_dump and pg_restore read the password from the
 * environment rather than from their command line, where any local user could see it.
 */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const sslmode = u.searchParams.get("sslmode");
  return {
    NODE_ENV: process.env.NODE_ENV,
    PATH: process.env.PATH,
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || "5432",
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, "")),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
  };
}

function urlOf(handle: DbHandle): string {
  if (!handle.url) throw new Error("backups: this database handle has no postgres:// URL");
  return handle.url;
}

const MAX_BUFFER = 16 * 1024 * 1024;

/** Writes a backup of the handle's database to `file`: PGlite's data directory, or pg_dump's custom format. */
export async function dumpDatabase(handle: DbHandle, file: string): Promise<void> {
  if (handle.dataDir) return handle.dataDir.dump(file);
  // Custom format: compressed, and pg_restore can clean and reload it in one transaction.
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`], {
    env: libpqEnv(urlOf(handle)),
    maxBuffer: MAX_BUFFER,
  });
}

/**
 * Puts the database back as the backup in `file` was. PGlite: restarted on the tarball. PostgreSQL:
 * pg_restore drops and recreates every object of the dump in a single transaction, so a failure
 * leaves the database as it was.
 */
export async function restoreDatabase(handle: DbHandle, file: string): Promise<void> {
  if (handle.dataDir) return handle.dataDir.load(file);
  const pgEnv = libpqEnv(urlOf(handle));
  const options = [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
  ];
  // Without --dbname pg_restore would print the script instead of running it.
  await run("pg_restore", [...options, `--dbname=${pgEnv.PGDATABASE}`, file], {
    env: { ...pgEnv, PGOPTIONS: "-c client_min_messages=warning" },
    maxBuffer: MAX_BUFFER,
  });
}
