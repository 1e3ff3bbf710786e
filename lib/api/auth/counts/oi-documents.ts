import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { oiDocuments } from "@/lib/db/schema";

/** Insertion orders the advertisers have signed and an administrator has not processed yet. */
export async function countOiAwaitingProcessing(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(oiDocuments)
    .where(eq(oiDocuments.status, "signed"));
  return row?.n ?? 0;
}

/** Insertion orders an advertiser still has to sign. */
export async function countOiToSign(db: Db, advertiserUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(oiDocuments)
    .where(and(eq(oiDocuments.advertiserUserId, advertiserUserId), eq(oiDocuments.status, "to_sign")));
  return row?.n ?? 0;
}
