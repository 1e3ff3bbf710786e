import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";

/** Accounts whose e-mail is confirmed and that await administrator approval. */
export async function countMembersAwaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.status, "pending"));
  return row?.n ?? 0;
}
