import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilPrograms } from "@/lib/db/schema";

/** New programs awaiting an administrator's validation (a deleted one no longer needs it). */
export async function countProgramsAwaitingValidation(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(myaffilPrograms)
    .where(and(eq(myaffilPrograms.validation, "pending"), ne(myaffilPrograms.state, "supprime")));
  return row?.n ?? 0;
}
