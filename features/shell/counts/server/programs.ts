import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilPrograms } from "@/lib/db/schema";

/** Programs awaiting validation, deleted ones aside (one definition for the bell and the dashboard). */
export const programsAwaitingValidation = and(
  eq(myaffilPrograms.validation, "pending"),
  ne(myaffilPrograms.state, "supprime"),
)!;

/** New programs awaiting an administrator's validation (a deleted one no longer needs it). */
export async function countProgramsAwaitingValidation(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(myaffilPrograms)
    .where(programsAwaitingValidation);
  return row?.n ?? 0;
}
