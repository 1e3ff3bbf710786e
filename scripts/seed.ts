import { parseArgs } from "node:util";
import { closeDb, getDbHandle } from "@/lib/db";
import { migrateDb } from "@/lib/db/migrate";
import { isSeeded, seed } from "@/lib/db/seed";

// --if-empty: leave a database that already has users alone (used by `npm run demo`).
const { values } = parseArgs({ options: { "if-empty": { type: "boolean", default: false } } });

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
  const result = await seed(handle.db);
  console.log(`demo data loaded: ${result.users} users (password of the demo accounts: Weedo2026!)`);
}
await closeDb();
