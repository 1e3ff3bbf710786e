import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mgDeliveries, mgLeads, mgWebServices } from "@/lib/db/schema";
import type { MgProduct } from "@/lib/domain/states";
import { dayOf, daysBetween } from "@/features/market/money/server/ledger/days";
import {
  countedDeliveries,
  EMPTY_FIGURES,
  figureColumns,
  sumFigures,
  toFigures,
  type MgFigures,
} from "./advertiser-figures";

export interface MgStatsFilter {
  /** Paris calendar days, inclusive. */
  from: string;
  to: string;
  product?: MgProduct;
}

export type MgDayRow = MgFigures & { day: string };
export type MgProductRow = MgFigures & { product: MgProduct };
export type MgWsRow = MgFigures & { webServiceId: number; name: string; product: MgProduct };

export interface MgAdvertiserStats {
  from: string;
  to: string;
  totals: MgFigures;
  /** Every day of the range, zeros included (the chart's axis). */
  byDay: MgDayRow[];
  byProduct: MgProductRow[];
  byWebService: MgWsRow[];
}

/** One advertiser's Mon Gustave figures over a range: by day, by product and by web service. */
export async function mgAdvertiserStats(db: Db, clientId: number, f: MgStatsFilter): Promise<MgAdvertiserStats> {
  const where = countedDeliveries(clientId, f.from, f.to, [
    f.product ? eq(mgDeliveries.product, f.product) : undefined,
  ]);
  const day = dayOf(mgDeliveries.createdAt);
  const [days, products, services] = await Promise.all([
    db
      .select({ day, ...figureColumns })
      .from(mgDeliveries)
      .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
      .where(where)
      .groupBy(day),
    db
      .select({ product: mgDeliveries.product, ...figureColumns })
      .from(mgDeliveries)
      .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
      .where(where)
      .groupBy(mgDeliveries.product)
      .orderBy(asc(mgDeliveries.product)),
    db
      .select({
        webServiceId: mgWebServices.id,
        name: mgWebServices.name,
        product: mgWebServices.product,
        ...figureColumns,
      })
      .from(mgDeliveries)
      .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
      // The WS is the advertiser's own too: a delivery's client and its WS's client are the same.
      .innerJoin(mgWebServices, eq(mgWebServices.id, mgDeliveries.webServiceId))
      .where(where)
      .groupBy(mgWebServices.id, mgWebServices.name, mgWebServices.product)
      .orderBy(asc(mgWebServices.name), asc(mgWebServices.id)),
  ]);
  const byDayMap = new Map(days.map((r) => [r.day, toFigures(r)]));
  const byDay = daysBetween(f.from, f.to).map((d) => ({ day: d, ...(byDayMap.get(d) ?? EMPTY_FIGURES) }));
  return {
    from: f.from,
    to: f.to,
    totals: sumFigures(byDay),
    byDay,
    byProduct: products.map((r) => ({ product: r.product, ...toFigures(r) })),
    byWebService: services.map((r) => ({
      webServiceId: r.webServiceId,
      name: r.name,
      product: r.product,
      ...toFigures(r),
    })),
  };
}

/** The totals alone over a range (the dashboard's periods). */
export async function mgAdvertiserTotals(db: Db, clientId: number, from: string, to: string): Promise<MgFigures> {
  const [row] = await db
    .select({ ...figureColumns })
    .from(mgDeliveries)
    .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
    .where(countedDeliveries(clientId, from, to));
  return row ? toFigures(row) : EMPTY_FIGURES;
}
