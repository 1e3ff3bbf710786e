import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Seeds the journeys' demo data once into a data directory (the embedded database, the banners and
 * uploaded invoices the seed writes, the demo backup), which every journey server copies
 * (scripts/e2e-server.ts with E2E_SEEDED_DIR). `npx tsx scripts/e2e-seed.ts <dir>`.
 */
export const seededMark = (dir: string) => path.join(dir, ".seeded");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: tsx scripts/e2e-seed.ts <data directory>");
    process.exit(2);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, NODE_ENV: "production" };
  // The journeys on PGlite: a DATABASE_URL of the shell would seed another database.
  delete env.DATABASE_URL;
  const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts"], { stdio: "inherit", env });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  writeFileSync(seededMark(dir), new Date().toISOString());
}
