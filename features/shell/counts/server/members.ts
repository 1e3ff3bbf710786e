import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { users } from "@/lib/db/schema";

/** The accounts awaiting approval (the bell's and the dashboard's one definition). */
export const membersAwaiting = eq(users.status, "pending");

/** Accounts whose e-mail is confirmed and that await administrator approval. */
export async function countMembersAwaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(membersAwaiting);
  return row?.n ?? 0;
}
