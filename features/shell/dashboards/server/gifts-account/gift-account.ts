import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { prepared } from "@/lib/db/prepared";
import { giftAccounts, giftPoints } from "@/lib/db/schema";

export interface GiftAccount {
  url: string | null;
  solde: number;
  message: string | null;
}

/**
 * The gift-points account of a user: shop link, points balance, last movement, in one statement
 * (three scalar sub-selects on the user's rows: the top bar asks it on every page of a publisher).
 */
export async function getGiftAccount(db: Db, userId: number): Promise<GiftAccount> {
  const [row] = await prepared(db, "gift-account", () => giftQuery(db)).execute({ userId });
  return { url: row?.url ?? null, solde: row?.solde ?? 0, message: row?.message ?? null };
}

function giftQuery(db: Db) {
  const userId = sql.placeholder("userId");
  const url = db.select({ url: giftAccounts.url }).from(giftAccounts).where(eq(giftAccounts.userId, userId)).limit(1);
  const solde = db
    .select({ solde: sql`coalesce(sum(${giftPoints.points}), 0)` })
    .from(giftPoints)
    .where(eq(giftPoints.userId, userId));
  const last = db
    .select({ reason: giftPoints.reason })
    .from(giftPoints)
    .where(eq(giftPoints.userId, userId))
    .orderBy(desc(giftPoints.createdAt), desc(giftPoints.id))
    .limit(1);
  return db
    .select({
      url: sql<string | null>`(${url})`,
      solde: sql<number>`(${solde})::int`,
      message: sql<string | null>`(${last})`,
    })
    .from(sql`(select 1) as one`);
}
