import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { closeDb, getDbHandle } from "@/lib/db";
import { migrateDb } from "@/lib/db/migrate";
import { isSeeded, seed } from "@/lib/db/seed";

// --if-empty: leave a database that already has users alone (used by `npm run demo`).
// --leads N: how many MyAffil leads (and their clicks and roll-ups) to generate; 1000000 for the benchmarks.
const { values } = parseArgs({
  options: { "if-empty": { type: "boolean", default: false }, leads: { type: "string", default: "50000" } },
});
const leads = Number(values.leads);
if (!Number.isInteger(leads) || leads < 0) {
  console.error(`--leads must be a whole number, not "${values.leads}"`);
  process.exit(1);
}

const handle = await getDbHandle();
await migrateDb(handle);
if (await isSeeded(handle.db)) {
  if (values["if-empty"]) {
    console.log("database already has data: seed skipped");
  } else {
    console.error("database already has data: seed refused (remove .data/ or point DATABASE_URL at an empty database)");
    process.exitCode = 1;
  }
} else {
  const started = performance.now();
  const result = await seed(handle.db, { leads });
  // The planner needs statistics: PostgreSQL's autovacuum gathers them eventually, the embedded
  // database never does (no autovacuum), so without this its plans assume near-empty tables.
  await handle.db.execute(sql`analyze`);
  // Issue 13: one backup of the fresh demo data, so /backups has one to download or restore.
  const { createBackup } = await import("@/features/staff/backups/server/run");
  await createBackup(handle, "manual", { actorId: null });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `demo data loaded in ${seconds} s: ${result.users} users, ${leads} MyAffil leads (password of the demo accounts: Weedo2026!)`,
  );
}
await closeDb();
