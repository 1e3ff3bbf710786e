import { parisDay } from "@/lib/domain/paris-time";
import type { OrderState, SaleType } from "@/lib/domain/states";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isLowBalance } from "@/lib/constants";
import type { Db } from "@/lib/db";
import { balanceLedger, marketCategories, marketOrders, marketSales } from "@/lib/db/schema";
import { getBalance, type Balance } from "../balance/balance";
import { addDays, dayOf, daysBetween, onOrAfter } from "../ledger/days";
import {
  invalidationStats,
  listBoughtLeads,
  returnRate,
  type BoughtLead,
  type InvalidationStats,
  type ReturnRate,
} from "../invalidations/invalidations";

export interface DashboardOrder {
  id: number;
  category: string;
  saleType: SaleType;
  state: OrderState;
  delivered: number;
  totalVolume: number;
  unitPriceCents: number;
  createdAt: string;
}

export interface MarketDashboard {
  balance: Balance & { low: boolean };
  spend: { day: string; amountCents: number }[];
  spendTotalCents: number;
  leadsBought30: number;
  orders: DashboardOrder[];
  recentLeads: BoughtLead[];
  invalidations: InvalidationStats;
  returnRate: ReturnRate;
}

/** The advertiser's marketplace home: balance, 30 days of spend, orders under way, recent leads, invalidations. */
export async function marketDashboard(db: Db, userId: number, now = new Date()): Promise<MarketDashboard> {
  const to = parisDay(now);
  const from = addDays(to, -29);
  const [balance, spendRows, [bought], orders, leads, inv, rate] = await Promise.all([
    getBalance(db, userId),
    db
      .select({ day: dayOf(balanceLedger.createdAt), total: sql<string>`-sum(${balanceLedger.amountCents})` })
      .from(balanceLedger)
      .where(
        and(eq(balanceLedger.userId, userId), eq(balanceLedger.kind, "sale"), onOrAfter(balanceLedger.createdAt, from)),
      )
      .groupBy(sql`1`),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketSales)
      .where(and(eq(marketSales.userId, userId), onOrAfter(marketSales.createdAt, from))),
    db
      .select({
        id: marketOrders.id,
        category: marketCategories.name,
        saleType: marketOrders.saleType,
        state: marketOrders.state,
        delivered: marketOrders.delivered,
        totalVolume: marketOrders.totalVolume,
        unitPriceCents: marketOrders.unitPriceCents,
        createdAt: marketOrders.createdAt,
      })
      .from(marketOrders)
      .innerJoin(marketCategories, eq(marketCategories.id, marketOrders.categoryId))
      .where(and(eq(marketOrders.userId, userId), inArray(marketOrders.state, ["in_progress", "paused"])))
      .orderBy(desc(marketOrders.createdAt), desc(marketOrders.id))
      .limit(10),
    listBoughtLeads(db, userId),
    invalidationStats(db, userId),
    returnRate(db, userId, now),
  ]);
  const S = new Map(spendRows.map((r) => [r.day, Number(r.total)]));
  const spend = daysBetween(from, to).map((day) => ({ day, amountCents: S.get(day) ?? 0 }));
  return {
    balance: { ...balance, low: isLowBalance(balance.soldeHt, balance.lastPrepaiement) },
    spend,
    spendTotalCents: spend.reduce((s, p) => s + p.amountCents, 0),
    leadsBought30: Number(bought?.n ?? 0),
    orders: orders.map((o) => ({
      ...o,
      unitPriceCents: Number(o.unitPriceCents),
      createdAt: new Date(o.createdAt).toISOString(),
    })),
    recentLeads: leads.slice(0, 5),
    invalidations: inv,
    returnRate: rate,
  };
}
