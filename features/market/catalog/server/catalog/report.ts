import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketLeads, marketSales } from "@/lib/db/schema";

export interface CategoryReport {
  from: string;
  to: string;
  collected: number;
  available: number;
  unsold: number;
  /** Leads of the period sold at least once. */
  soldLeads: number;
  /** Leads of the period by the sale type that fixed their buyer limit. */
  leadsByType: { exclusive: number; duo: number; trio: number };
  /** Sales made in the period, by type, and their revenue (cents). */
  salesByType: { exclusive: number; duo: number; trio: number };
  revenueByType: { exclusive: number; duo: number; trio: number };
  sales: number;
  revenueCents: number;
  daily: { day: string; collected: number; sales: number; revenueCents: number }[];
}

const days = (from: string, to: string): string[] => {
  const out: string[] = [];
  const end = new Date(`${to}T00:00:00Z`).getTime();
  for (let t = new Date(`${from}T00:00:00Z`).getTime(); t <= end && out.length < 1000; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

const saleDay = sql<string>`to_char((${marketSales.createdAt} at time zone 'Europe/Paris')::date, 'YYYY-MM-DD')`;

/** A category's activity between two Europe/Paris days (inclusive): leads collected that period, sales made that period. */
export async function categoryReport(db: Db, categoryId: number, from: string, to: string): Promise<CategoryReport> {
  const inLeads = and(eq(marketLeads.categoryId, categoryId), gte(marketLeads.day, from), lte(marketLeads.day, to));
  const [[leadTotals], leadDays, saleRows] = await Promise.all([
    db
      .select({
        collected: sql<number>`count(*)::int`,
        available: sql<number>`(count(*) filter (where ${marketLeads.state} = 'available'))::int`,
        unsold: sql<number>`(count(*) filter (where ${marketLeads.state} = 'unsold'))::int`,
        sold: sql<number>`(count(*) filter (where ${marketLeads.soldCount} > 0))::int`,
        l1: sql<number>`(count(*) filter (where ${marketLeads.buyerLimit} = 1))::int`,
        l2: sql<number>`(count(*) filter (where ${marketLeads.buyerLimit} = 2))::int`,
        l3: sql<number>`(count(*) filter (where ${marketLeads.buyerLimit} = 3))::int`,
      })
      .from(marketLeads)
      .where(inLeads),
    db
      .select({ day: sql<string>`to_char(${marketLeads.day}, 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
      .from(marketLeads)
      .where(inLeads)
      .groupBy(marketLeads.day),
    db
      .select({
        day: saleDay,
        saleType: marketSales.saleType,
        n: sql<number>`count(*)::int`,
        revenue: sql<string>`sum(${marketSales.priceCents})`,
      })
      .from(marketSales)
      .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
      .where(
        and(
          eq(marketLeads.categoryId, categoryId),
          sql`(${marketSales.createdAt} at time zone 'Europe/Paris')::date between ${from}::date and ${to}::date`,
        ),
      )
      .groupBy(saleDay, marketSales.saleType),
  ]);
  const salesByType = { exclusive: 0, duo: 0, trio: 0 };
  const revenueByType = { exclusive: 0, duo: 0, trio: 0 };
  const perDay = new Map(days(from, to).map((d) => [d, { day: d, collected: 0, sales: 0, revenueCents: 0 }]));
  for (const r of leadDays) {
    const d = perDay.get(r.day);
    if (d) d.collected = Number(r.n);
  }
  for (const r of saleRows) {
    salesByType[r.saleType] += Number(r.n);
    revenueByType[r.saleType] += Number(r.revenue);
    const d = perDay.get(r.day);
    if (d) {
      d.sales += Number(r.n);
      d.revenueCents += Number(r.revenue);
    }
  }
  const t = leadTotals!;
  return {
    from,
    to,
    collected: Number(t.collected),
    available: Number(t.available),
    unsold: Number(t.unsold),
    soldLeads: Number(t.sold),
    leadsByType: { exclusive: Number(t.l1), duo: Number(t.l2), trio: Number(t.l3) },
    salesByType,
    revenueByType,
    sales: salesByType.exclusive + salesByType.duo + salesByType.trio,
    revenueCents: revenueByType.exclusive + revenueByType.duo + revenueByType.trio,
    daily: [...perDay.values()],
  };
}

export { days as daysBetween };
