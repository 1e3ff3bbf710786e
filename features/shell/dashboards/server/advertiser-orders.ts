import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { marketCategories, marketOrders } from "@/lib/db/schema";

export interface DashboardOrder {
  id: number;
  categoryName: string;
  state: string;
  delivered: number;
  totalVolume: number;
  createdAt: Date;
}

export interface DashboardOrders {
  inProgress: number;
  paused: number;
  completed: number;
  /** The most recent ones, at most LISTED_ORDERS. */
  recent: DashboardOrder[];
}

export const LISTED_ORDERS = 5;

/**
 * An advertiser's marketplace orders: counts by state and the latest ones, in one statement (the
 * counts are window aggregates over all the advertiser's orders, computed before the limit).
 */
export async function advertiserOrders(db: Db, userId: number): Promise<DashboardOrders> {
  const count = (state: string) => sql<number>`(count(*) filter (where ${marketOrders.state} = ${state}) over ())::int`;
  const rows = await db
    .select({
      id: marketOrders.id,
      categoryName: marketCategories.name,
      state: marketOrders.state,
      delivered: marketOrders.delivered,
      totalVolume: marketOrders.totalVolume,
      createdAt: marketOrders.createdAt,
      inProgress: count("in_progress"),
      paused: count("paused"),
      completed: count("completed"),
    })
    .from(marketOrders)
    .innerJoin(marketCategories, eq(marketCategories.id, marketOrders.categoryId))
    .where(eq(marketOrders.userId, userId))
    .orderBy(desc(marketOrders.createdAt), desc(marketOrders.id))
    .limit(LISTED_ORDERS);
  const first = rows[0];
  return {
    inProgress: first?.inProgress ?? 0,
    paused: first?.paused ?? 0,
    completed: first?.completed ?? 0,
    recent: rows.map(({ inProgress: _i, paused: _p, completed: _c, ...order }) => order),
  };
}
