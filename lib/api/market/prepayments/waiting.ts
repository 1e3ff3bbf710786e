import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { prepayments } from "@/lib/db/schema";

/** Top-up requests an administrator still has to validate or refuse. */
export async function countWaitingPrepayments(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prepayments)
    .where(eq(prepayments.status, "waiting"));
  return row?.n ?? 0;
}
