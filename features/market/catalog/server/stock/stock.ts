import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketCategories, marketLeads } from "@/lib/db/schema";

export interface StockFigures {
  collected: number;
  available: number;
  /** Sold at least once. */
  sold: number;
  /** Sold to three buyers (trio, full). */
  sold3: number;
  unsold: number;
}

export interface StockRow extends StockFigures {
  day: string;
  categoryId: number;
  categoryName: string;
}

export interface StockReport {
  from: string;
  to: string;
  totals: StockFigures;
  rows: StockRow[];
  byCategory: (StockFigures & { categoryId: number; categoryName: string })[];
}

const zero = (): StockFigures => ({ collected: 0, available: 0, sold: 0, sold3: 0, unsold: 0 });
const add = (a: StockFigures, b: StockFigures) => {
  a.collected += b.collected;
  a.available += b.available;
  a.sold += b.sold;
  a.sold3 += b.sold3;
  a.unsold += b.unsold;
};

/** Stock per category and Europe/Paris day of collection, between two days inclusive. */
export async function stockReport(db: Db, from: string, to: string, categoryId?: number | null): Promise<StockReport> {
  const dayText = sql<string>`to_char(${marketLeads.day}, 'YYYY-MM-DD')`;
  const raw = await db
    .select({
      day: dayText,
      categoryId: marketLeads.categoryId,
      categoryName: marketCategories.name,
      collected: sql<number>`count(*)::int`,
      available: sql<number>`(count(*) filter (where ${marketLeads.state} = 'available'))::int`,
      sold: sql<number>`(count(*) filter (where ${marketLeads.soldCount} > 0))::int`,
      sold3: sql<number>`(count(*) filter (where ${marketLeads.soldCount} = 3))::int`,
      unsold: sql<number>`(count(*) filter (where ${marketLeads.state} = 'unsold'))::int`,
    })
    .from(marketLeads)
    .innerJoin(marketCategories, eq(marketCategories.id, marketLeads.categoryId))
    .where(
      and(
        gte(marketLeads.day, from),
        lte(marketLeads.day, to),
        categoryId ? eq(marketLeads.categoryId, categoryId) : undefined,
      ),
    )
    .groupBy(marketLeads.day, marketLeads.categoryId, marketCategories.name)
    .orderBy(sql`${marketLeads.day} desc`, asc(marketCategories.name));
  const rows: StockRow[] = raw.map((r) => ({
    day: r.day,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    collected: Number(r.collected),
    available: Number(r.available),
    sold: Number(r.sold),
    sold3: Number(r.sold3),
    unsold: Number(r.unsold),
  }));
  const totals = zero();
  const cats = new Map<number, StockFigures & { categoryId: number; categoryName: string }>();
  for (const r of rows) {
    add(totals, r);
    const c = cats.get(r.categoryId) ?? { categoryId: r.categoryId, categoryName: r.categoryName, ...zero() };
    add(c, r);
    cats.set(r.categoryId, c);
  }
  return {
    from,
    to,
    totals,
    rows,
    byCategory: [...cats.values()].sort((a, b) => a.categoryName.localeCompare(b.categoryName)),
  };
}
