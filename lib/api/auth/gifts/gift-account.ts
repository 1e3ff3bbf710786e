import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { giftAccounts, giftPoints } from "@/lib/db/schema";

export interface GiftAccount {
  url: string | null;
  solde: number;
  message: string | null;
}

/** The gift-points account of a user: shop link, points balance, last movement. */
export async function getGiftAccount(db: Db, userId: number): Promise<GiftAccount> {
  const [[account], [sum], [last]] = await Promise.all([
    db.select({ url: giftAccounts.url }).from(giftAccounts).where(eq(giftAccounts.userId, userId)).limit(1),
    db
      .select({ solde: sql<number>`coalesce(sum(${giftPoints.points}), 0)::int` })
      .from(giftPoints)
      .where(eq(giftPoints.userId, userId)),
    db
      .select({ reason: giftPoints.reason })
      .from(giftPoints)
      .where(eq(giftPoints.userId, userId))
      .orderBy(desc(giftPoints.createdAt), desc(giftPoints.id))
      .limit(1),
  ]);
  return { url: account?.url ?? null, solde: sum?.solde ?? 0, message: last?.reason ?? null };
}
