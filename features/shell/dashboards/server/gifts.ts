import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { giftAccounts, giftPoints } from "@/lib/db/schema";

export const GIFT_HISTORY = 50;

export interface GiftSummary {
  /** The gift shop link; null: the account holds no shop yet ("0 Points accumulés"). */
  url: string | null;
  balance: number;
  earned: number;
  spent: number;
  movements: number;
}

export interface GiftMovement {
  id: number;
  points: number;
  reason: string;
  createdAt: Date;
}

/** A user's gift-points balance (sum of movements), earned and spent totals and shop link. */
export async function giftSummary(db: Db, userId: number): Promise<GiftSummary> {
  const [[account], [sum]] = await Promise.all([
    db.select({ url: giftAccounts.url }).from(giftAccounts).where(eq(giftAccounts.userId, userId)).limit(1),
    db
      .select({
        balance: sql<number>`coalesce(sum(${giftPoints.points}), 0)::int`,
        earned: sql<number>`coalesce(sum(${giftPoints.points}) filter (where ${giftPoints.points} > 0), 0)::int`,
        spent: sql<number>`coalesce(-sum(${giftPoints.points}) filter (where ${giftPoints.points} < 0), 0)::int`,
        movements: sql<number>`count(*)::int`,
      })
      .from(giftPoints)
      .where(eq(giftPoints.userId, userId)),
  ]);
  return {
    url: account?.url ?? null,
    balance: sum?.balance ?? 0,
    earned: sum?.earned ?? 0,
    spent: sum?.spent ?? 0,
    movements: sum?.movements ?? 0,
  };
}

/** The user's latest point movements, newest first. */
export function giftHistory(db: Db, userId: number): Promise<GiftMovement[]> {
  return db
    .select({
      id: giftPoints.id,
      points: giftPoints.points,
      reason: giftPoints.reason,
      createdAt: giftPoints.createdAt,
    })
    .from(giftPoints)
    .where(eq(giftPoints.userId, userId))
    .orderBy(desc(giftPoints.createdAt), desc(giftPoints.id))
    .limit(GIFT_HISTORY);
}
