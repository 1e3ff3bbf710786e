import { closeDb, getDbHandle } from "@/lib/db";
import { migrateDb } from "@/lib/db/migrate";

const handle = await getDbHandle();
await migrateDb(handle);
console.log(`migrations applied (${handle.engine})`);
await closeDb();
