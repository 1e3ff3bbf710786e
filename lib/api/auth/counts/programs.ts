import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfPrograms } from "@/lib/db/schema";

/** New programs awaiting an administrator's validation (a deleted one no longer needs it). */
export async function countProgramsAwaitingValidation(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(perfPrograms)
    .where(and(eq(perfPrograms.validation, "pending"), ne(perfPrograms.state, "supprime")));
  return row?.n ?? 0;
}
