import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";
import { MG_PRODUCTS, type MgProduct } from "@/lib/domain/states";
import { dayOf, daysBetween } from "@/features/market/money/server/ledger/days";
import {
  deliveryColumns,
  sumCounts,
  sumOf,
  toCounts,
  type MgCounts,
} from "@/features/mongustave/leads/server/counting";
import { countedDeliveries, countedLeads, type MgAdminFilter } from "./stats-scope";

/** The volumes of /weedomarket/admin/stats/statGustave for one day, one product or the whole period. */
export interface MgVolumes extends MgCounts {
  /** Real leads taken in. */
  leadsIn: number;
  revenueCents: number;
}

export interface MgVolumeStats {
  totals: MgVolumes;
  /** Every day of the period, days without activity included (a chart without holes). */
  byDay: (MgVolumes & { day: string })[];
  /** Every product, in the closed list's order. */
  byProduct: (MgVolumes & { product: MgProduct })[];
}

type Raw = { delivered: number; settled: number; accepted: number; refused: number; failed: number; revenue: string };
const ZERO: Raw = { delivered: 0, settled: 0, accepted: 0, refused: 0, failed: 0, revenue: "0" };

function volumes(leadsIn: number, r: Raw = ZERO): MgVolumes {
  return { leadsIn, ...toCounts(r), revenueCents: Number(r.revenue) };
}

/** Leads in and deliveries of the period, by day and by product (two grouped reads each, merged here). */
export async function mgVolumeStats(db: Db, f: MgAdminFilter): Promise<MgVolumeStats> {
  const dDay = dayOf(mgDeliveries.createdAt);
  const lDay = dayOf(mgLeads.createdAt);
  const [delDays, delProducts, leadDays, leadProducts] = await Promise.all([
    db
      .select({ key: dDay, ...deliveryColumns })
      .from(mgDeliveries)
      .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
      .where(countedDeliveries(f))
      .groupBy(dDay)
      .orderBy(asc(dDay)),
    db
      .select({ key: mgDeliveries.product, ...deliveryColumns })
      .from(mgDeliveries)
      .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
      .where(countedDeliveries(f))
      .groupBy(mgDeliveries.product),
    db
      .select({ key: lDay, n: sql<number>`count(*)::int` })
      .from(mgLeads)
      .where(countedLeads(f))
      .groupBy(lDay),
    db
      .select({ key: mgLeads.product, n: sql<number>`count(*)::int` })
      .from(mgLeads)
      .where(countedLeads(f))
      .groupBy(mgLeads.product),
  ]);
  const index = <T extends { key: string }>(rows: T[]) => new Map(rows.map((r) => [String(r.key), r]));
  const dels = index(delDays);
  const leads = index(leadDays);
  const pDels = index(delProducts);
  const pLeads = index(leadProducts);
  const byDay = daysBetween(f.from, f.to).map((day) => ({
    day,
    ...volumes(Number(leads.get(day)?.n ?? 0), dels.get(day)),
  }));
  const products = f.product ? [f.product] : [...MG_PRODUCTS];
  const byProduct = products.map((product) => ({
    product,
    ...volumes(Number(pLeads.get(product)?.n ?? 0), pDels.get(product)),
  }));
  return { totals: sumVolumes(byProduct), byDay, byProduct };
}

/** Adds up groups (a period's totals are the sum of its products). */
export function sumVolumes(rows: readonly MgVolumes[]): MgVolumes {
  return {
    leadsIn: sumOf(rows, (r) => r.leadsIn),
    ...sumCounts(rows),
    revenueCents: sumOf(rows, (r) => r.revenueCents),
  };
}
