import path from "node:path";
import type { DbHandle } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib/db/migrations");

/** Applies the drizzle-kit migrations (the same set for both engines). */
export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
