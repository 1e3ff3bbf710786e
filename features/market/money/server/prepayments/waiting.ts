import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { prepayments } from "@/lib/db/schema";

/** The top-up requests waiting for a decision (one definition for the bell and the dashboard). */
export const prepaymentsWaiting = eq(prepayments.status, "waiting");

/** Top-up requests an administrator still has to validate or refuse. */
export async function countWaitingPrepayments(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prepayments)
    .where(prepaymentsWaiting);
  return row?.n ?? 0;
}
