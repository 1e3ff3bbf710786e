import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { marketCategories as c, marketLeads as ml, marketSales as s } from "@/lib/db/schema";
import { daysBetween } from "./figures";

export interface LeadmarketRow {
  /** YYYY-MM-DD, Paris time of the sale. */
  day: string;
  categoryId: number;
  categoryName: string;
  sales: number;
  exclusive: number;
  duo: number;
  trio: number;
  /** HT cents. */
  revenue: number;
}

export interface LeadmarketStats {
  rows: LeadmarketRow[];
  /** Per category over the range, best first. */
  categories: Omit<LeadmarketRow, "day">[];
  /** Per day over the range (every day, oldest first). */
  series: { day: string; sales: number; revenue: number }[];
  totals: { sales: number; revenue: number; buyers: number };
}

const TZ = sql.raw(`'Europe/Paris'`);

/** Marketplace sales of a range per category and day (administrators' `stats/statsleadmarket`). */
export async function leadmarketStats(
  db: Db,
  from: string,
  to: string,
  categoryId?: number | null,
): Promise<LeadmarketStats> {
  const day = sql`(${s.createdAt} at time zone ${TZ})::date`;
  const cat = categoryId != null ? sql`and ${ml.categoryId} = ${categoryId}` : sql``;
  const res = await db.execute(sql`
    select to_char(${day}, 'YYYY-MM-DD') as day, ${c.id} as category_id, ${c.name} as category_name,
      count(*)::int as sales,
      (count(*) filter (where ${s.saleType} = 'exclusive'))::int as exclusive,
      (count(*) filter (where ${s.saleType} = 'duo'))::int as duo,
      (count(*) filter (where ${s.saleType} = 'trio'))::int as trio,
      coalesce(sum(${s.priceCents}), 0)::float8 as revenue
    from ${s}
    join ${ml} on ${ml.id} = ${s.leadId}
    join ${c} on ${c.id} = ${ml.categoryId}
    where ${s.createdAt} >= (${from}::date::timestamp at time zone ${TZ})
      and ${s.createdAt} < ((${to}::date + 1)::timestamp at time zone ${TZ}) ${cat}
    group by 1, 2, 3
    order by 1, 3`);
  const buyersRes = await db.execute(sql`
    select count(distinct ${s.userId})::int as n from ${s} join ${ml} on ${ml.id} = ${s.leadId}
    where ${s.createdAt} >= (${from}::date::timestamp at time zone ${TZ}) and ${s.createdAt} < ((${to}::date + 1)::timestamp at time zone ${TZ}) ${cat}`);
  const raw = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  const rows: LeadmarketRow[] = raw.map((r) => ({
    day: String(r.day),
    categoryId: Number(r.category_id),
    categoryName: String(r.category_name),
    sales: Number(r.sales),
    exclusive: Number(r.exclusive),
    duo: Number(r.duo),
    trio: Number(r.trio),
    revenue: Number(r.revenue),
  }));
  const cats = new Map<number, Omit<LeadmarketRow, "day">>();
  const days = new Map<string, { sales: number; revenue: number }>();
  for (const r of rows) {
    const k = cats.get(r.categoryId) ?? {
      categoryId: r.categoryId,
      categoryName: r.categoryName,
      sales: 0,
      exclusive: 0,
      duo: 0,
      trio: 0,
      revenue: 0,
    };
    k.sales += r.sales;
    k.exclusive += r.exclusive;
    k.duo += r.duo;
    k.trio += r.trio;
    k.revenue += r.revenue;
    cats.set(r.categoryId, k);
    const dd = days.get(r.day) ?? { sales: 0, revenue: 0 };
    dd.sales += r.sales;
    dd.revenue += r.revenue;
    days.set(r.day, dd);
  }

  const series = daysBetween(from, to).map((d) => ({ day: d, ...(days.get(d) ?? { sales: 0, revenue: 0 }) }));
  return {
    rows,
    categories: [...cats.values()].sort(
      (a, b) => b.revenue - a.revenue || a.categoryName.localeCompare(b.categoryName),
    ),
    series,
    totals: {
      sales: rows.reduce((n, r) => n + r.sales, 0),
      revenue: rows.reduce((n, r) => n + r.revenue, 0),
      buyers: Number((buyersRes as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0),
    },
  };
}
