import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { balanceLedger, marketCategories, marketLeads, marketSales, marketSources } from "@/lib/db/schema";
import { dayOf, daysBetween, onOrAfter, onOrBefore } from "../ledger/days";

export interface CategoryMargin {
  categoryId: number;
  category: string;
  leadsCollected: number;
  /** What the sources are paid for the leads collected in the range (market_sources.cost_cents each). */
  intakeCostCents: number;
  leadsSold: number;
  salesRevenueCents: number;
  /** Refunds of accepted invalidations in the range, on this category's sales. */
  refundCents: number;
  /** revenue − refunds − intake cost. */
  marginCents: number;
  /** margin / (revenue − refunds), 0 when nothing was sold. */
  marginRate: number;
}

export interface Profitability {
  categories: CategoryMargin[];
  daily: { day: string; revenueCents: number; costCents: number; marginCents: number }[];
  totals: { revenueCents: number; refundCents: number; costCents: number; marginCents: number };
}

/** SuiviRenatbilite: sales revenue against intake cost per category, over a range of Paris days. */
export async function profitability(db: Db, from: string, to: string): Promise<Profitability> {
  const inRange = (col: Parameters<typeof onOrAfter>[0]) => and(onOrAfter(col, from), onOrBefore(col, to));
  const [cats, collected, sold, refunds, dailyCost, dailyRevenue, dailyRefund] = await Promise.all([
    db
      .select({ id: marketCategories.id, name: marketCategories.name })
      .from(marketCategories)
      .orderBy(marketCategories.name),
    db
      .select({
        categoryId: marketLeads.categoryId,
        n: sql<number>`count(*)::int`,
        cost: sql<string>`coalesce(sum(${marketSources.costCents}), 0)`,
      })
      .from(marketLeads)
      .leftJoin(marketSources, eq(marketSources.id, marketLeads.sourceId))
      .where(inRange(marketLeads.createdAt))
      .groupBy(marketLeads.categoryId),
    db
      .select({
        categoryId: marketLeads.categoryId,
        n: sql<number>`count(*)::int`,
        revenue: sql<string>`coalesce(sum(${marketSales.priceCents}), 0)`,
      })
      .from(marketSales)
      .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
      .where(inRange(marketSales.createdAt))
      .groupBy(marketLeads.categoryId),
    db
      .select({
        categoryId: marketLeads.categoryId,
        total: sql<string>`coalesce(sum(${balanceLedger.amountCents}), 0)`,
      })
      .from(balanceLedger)
      .innerJoin(marketSales, eq(marketSales.id, balanceLedger.saleId))
      .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
      .where(and(eq(balanceLedger.kind, "refund"), inRange(balanceLedger.createdAt)))
      .groupBy(marketLeads.categoryId),
    db
      .select({ day: dayOf(marketLeads.createdAt), cost: sql<string>`coalesce(sum(${marketSources.costCents}), 0)` })
      .from(marketLeads)
      .leftJoin(marketSources, eq(marketSources.id, marketLeads.sourceId))
      .where(inRange(marketLeads.createdAt))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(marketSales.createdAt), revenue: sql<string>`coalesce(sum(${marketSales.priceCents}), 0)` })
      .from(marketSales)
      .where(inRange(marketSales.createdAt))
      .groupBy(sql`1`),
    db
      .select({
        day: dayOf(balanceLedger.createdAt),
        total: sql<string>`coalesce(sum(${balanceLedger.amountCents}), 0)`,
      })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.kind, "refund"), inRange(balanceLedger.createdAt)))
      .groupBy(sql`1`),
  ]);
  const C = new Map(collected.map((r) => [r.categoryId, r]));
  const S = new Map(sold.map((r) => [r.categoryId, r]));
  const R = new Map(refunds.map((r) => [r.categoryId, Number(r.total)]));
  const categories = cats.map((c): CategoryMargin => {
    const salesRevenueCents = Number(S.get(c.id)?.revenue ?? 0);
    const refundCents = R.get(c.id) ?? 0;
    const intakeCostCents = Number(C.get(c.id)?.cost ?? 0);
    const net = salesRevenueCents - refundCents;
    const marginCents = net - intakeCostCents;
    return {
      categoryId: c.id,
      category: c.name,
      leadsCollected: Number(C.get(c.id)?.n ?? 0),
      intakeCostCents,
      leadsSold: Number(S.get(c.id)?.n ?? 0),
      salesRevenueCents,
      refundCents,
      marginCents,
      marginRate: net > 0 ? marginCents / net : 0,
    };
  });
  const DC = new Map(dailyCost.map((r) => [r.day, Number(r.cost)]));
  const DR = new Map(dailyRevenue.map((r) => [r.day, Number(r.revenue)]));
  const DF = new Map(dailyRefund.map((r) => [r.day, Number(r.total)]));
  const daily = daysBetween(from, to).map((day) => {
    const revenueCents = (DR.get(day) ?? 0) - (DF.get(day) ?? 0);
    const costCents = DC.get(day) ?? 0;
    return { day, revenueCents, costCents, marginCents: revenueCents - costCents };
  });
  const totals = categories.reduce(
    (t, c) => ({
      revenueCents: t.revenueCents + c.salesRevenueCents,
      refundCents: t.refundCents + c.refundCents,
      costCents: t.costCents + c.intakeCostCents,
      marginCents: t.marginCents + c.marginCents,
    }),
    { revenueCents: 0, refundCents: 0, costCents: 0, marginCents: 0 },
  );
  return { categories, daily, totals };
}
