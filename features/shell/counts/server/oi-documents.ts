import { and, asc, eq, sql } from "drizzle-orm";
import type { Once } from "@/lib/api/context";
import { onceBy } from "@/lib/api/once-by";
import type { Db } from "@/lib/db";
import { oiDocuments } from "@/lib/db/schema";

/** Signed insertion orders not processed yet (one definition for the bell and the dashboard). */
export const oiAwaitingProcessing = eq(oiDocuments.status, "signed");

/** Insertion orders the advertisers have signed and an administrator has not processed yet. */
export async function countOiAwaitingProcessing(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(oiDocuments)
    .where(oiAwaitingProcessing);
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

export interface DocumentToSign {
  id: number;
  title: string;
  createdAt: Date;
}

/**
 * Insertion orders an advertiser still has to sign, oldest first (the most urgent), once per
 * request and advertiser: the bell counts them and the dashboard lists them from the same read.
 */
export function oiToSignOnce(once: Once, db: Db, advertiserUserId: number): Promise<DocumentToSign[]> {
  return onceBy(once, `oi-to-sign:${advertiserUserId}`, () =>
    db
      .select({ id: oiDocuments.id, title: oiDocuments.title, createdAt: oiDocuments.createdAt })
      .from(oiDocuments)
      .where(and(eq(oiDocuments.advertiserUserId, advertiserUserId), eq(oiDocuments.status, "to_sign")))
      .orderBy(asc(oiDocuments.createdAt), asc(oiDocuments.id)),
  );
}
