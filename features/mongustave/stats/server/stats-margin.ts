import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";
import { MG_PRODUCTS, type MgProduct } from "@/lib/domain/states";
import { addDays } from "@/features/market/money/server/ledger/days";
import { deliveryColumns, ratio } from "@/features/mongustave/leads/server/counting";
import { countedDeliveries, countedLeads, type MgAdminFilter } from "./stats-scope";

/** Purchase cost against sale revenue: one product in one month, or a total. */
export interface MgMargin {
  /** What the real leads taken in cost to acquire (confirmed fraud included: it was paid for). */
  costCents: number;
  /** Accepted deliveries' prices, confirmed fraud left out. */
  revenueCents: number;
  marginCents: number;
  /** margin / revenue (0 without revenue). */
  marginRate: number;
}

export interface MgMarginRow extends MgMargin {
  month: string;
  product: MgProduct;
}

export interface MgMarginStats {
  months: string[];
  /** Every month × product of the range. */
  rows: MgMarginRow[];
  byMonth: (MgMargin & { month: string })[];
  byProduct: (MgMargin & { product: MgProduct })[];
  totals: MgMargin;
}

export const margin = (costCents: number, revenueCents: number): MgMargin => ({
  costCents,
  revenueCents,
  marginCents: revenueCents - costCents,
  marginRate: ratio(revenueCents - costCents, revenueCents),
});

/** The months YYYY-MM from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  for (let k = `${from}`; k <= to && out.length < 120;) {
    out.push(k);
    m++;
    if (m > 12) [y, m] = [y + 1, 1];
    k = `${y}-${String(m).padStart(2, "0")}`;
  }
  return out;
}

/** The first and last Paris days of a range of months. */
export function monthDays(from: string, to: string): MgAdminFilter {
  const after = monthsBetween(to, "9999-12").at(1) ?? "9999-12";
  return { from: `${from}-01`, to: addDays(`${after}-01`, -1) };
}

/** /weedomarket/admin/stats/stats_mg: margin per product and month over a range of months YYYY-MM. */
export async function mgMarginStats(
  db: Db,
  range: { from: string; to: string; product?: MgProduct },
): Promise<MgMarginStats> {
  const f: MgAdminFilter = { ...monthDays(range.from, range.to), product: range.product };
  const dMonth = sql<string>`to_char(${mgDeliveries.createdAt} at time zone 'Europe/Paris', 'YYYY-MM')`;
  const lMonth = sql<string>`to_char(${mgLeads.createdAt} at time zone 'Europe/Paris', 'YYYY-MM')`;
  const [sales, costs] = await Promise.all([
    db
      .select({ month: dMonth, product: mgDeliveries.product, revenue: deliveryColumns.revenue })
      .from(mgDeliveries)
      .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
      .where(countedDeliveries(f))
      .groupBy(dMonth, mgDeliveries.product),
    db
      .select({ month: lMonth, product: mgLeads.product, cost: sql<string>`coalesce(sum(${mgLeads.costCents}), 0)` })
      .from(mgLeads)
      .where(countedLeads(f))
      .groupBy(lMonth, mgLeads.product),
  ]);
  const key = (month: string, product: string) => `${month}|${product}`;
  const sale = new Map(sales.map((r) => [key(r.month, r.product), Number(r.revenue)]));
  const cost = new Map(costs.map((r) => [key(r.month, r.product), Number(r.cost)]));
  const months = monthsBetween(range.from, range.to);
  const products = range.product ? [range.product] : [...MG_PRODUCTS];
  const rows = months.flatMap((month) =>
    products.map((product) => ({
      month,
      product,
      ...margin(cost.get(key(month, product)) ?? 0, sale.get(key(month, product)) ?? 0),
    })),
  );
  const sum = (list: MgMarginRow[]) =>
    margin(
      list.reduce((s, r) => s + r.costCents, 0),
      list.reduce((s, r) => s + r.revenueCents, 0),
    );
  return {
    months,
    rows,
    byMonth: months.map((month) => ({ month, ...sum(rows.filter((r) => r.month === month)) })),
    byProduct: products.map((product) => ({ product, ...sum(rows.filter((r) => r.product === product)) })),
    totals: sum(rows),
  };
}
