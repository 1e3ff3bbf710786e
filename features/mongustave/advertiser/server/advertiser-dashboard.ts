import { parisDay } from "@/lib/domain/paris-time";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mgDeliveries, mgWebServices } from "@/lib/db/schema";
import type { MgProduct, MgWsState } from "@/lib/domain/states";
import { addDays } from "@/features/market/money/server/ledger/days";
import type { MgFigures } from "./advertiser-figures";
import { deliveryColumns, ratio, responsePercentile, toMs } from "@/features/mongustave/leads/server/counting";
import { mgAdvertiserStats, mgAdvertiserTotals, type MgDayRow } from "./advertiser-stats";

/** How far back the web services' health looks. */
export const HEALTH_WINDOW_MS = 24 * 3_600_000;
export const DASHBOARD_DAYS = 30;

export interface MgWsHealth {
  id: number;
  name: string;
  product: MgProduct;
  state: MgWsState;
  priceCents: number;
  pausedAt: Date | null;
  pauseReason: string | null;
  /** Deliveries of the last 24 hours, test leads included: health is the WS's, not the bill. */
  deliveries24h: number;
  settled24h: number;
  /** accepted / settled over the last 24 hours, 0–1. */
  acceptanceRate24h: number;
  /** (error + timeout) / settled over the last 24 hours, 0–1. */
  errorRate24h: number;
  /**
   * 95th percentile of the answers' response time (time-outs left out: their time is the limit, not
   * an answer; they count in errorRate24h), linear interpolation, null without any answer.
   */
  p95Ms: number | null;
}

export interface MgPeriod {
  from: string;
  to: string;
  figures: MgFigures;
}

export interface MgAdvertiserDashboard {
  thisMonth: MgPeriod;
  lastMonth: MgPeriod;
  webServices: MgWsHealth[];
  /** The last 30 days, today included. */
  daily: MgDayRow[];
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The dashboard of /mongustave/annonceur/dashboard: this month against last month, WS health, 30 days. */
export async function mgAdvertiserDashboard(
  db: Db,
  clientId: number,
  now: Date = new Date(),
): Promise<MgAdvertiserDashboard> {
  const today = parisDay(now);
  const thisStart = monthStart(today);
  const lastEnd = addDays(thisStart, -1);
  const lastStart = monthStart(lastEnd);
  const [thisMonth, lastMonth, webServices, stats] = await Promise.all([
    mgAdvertiserTotals(db, clientId, thisStart, today),
    mgAdvertiserTotals(db, clientId, lastStart, lastEnd),
    mgWebServiceHealth(db, clientId, now),
    mgAdvertiserStats(db, clientId, { from: addDays(today, -(DASHBOARD_DAYS - 1)), to: today }),
  ]);
  return {
    thisMonth: { from: thisStart, to: today, figures: thisMonth },
    lastMonth: { from: lastStart, to: lastEnd, figures: lastMonth },
    webServices,
    daily: stats.byDay,
  };
}

// The GraphQL field is an Int: whole milliseconds.
const roundMs = (v: number | null) => (v === null ? null : Math.round(v));

/** Every web service of the advertiser with its last 24 hours. */
export async function mgWebServiceHealth(db: Db, clientId: number, now: Date): Promise<MgWsHealth[]> {
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
  const d = mgDeliveries;
  const rows = await db
    .select({
      id: mgWebServices.id,
      name: mgWebServices.name,
      product: mgWebServices.product,
      state: mgWebServices.state,
      priceCents: mgWebServices.priceCents,
      pausedAt: mgWebServices.pausedAt,
      pauseReason: mgWebServices.pauseReason,
      delivered: deliveryColumns.delivered,
      settled: deliveryColumns.settled,
      accepted: deliveryColumns.accepted,
      failed: deliveryColumns.failed,
      // The admin's rule (counting.ts): time-outs are left out of the percentile, counted in the error rate.
      p95: responsePercentile(0.95),
    })
    .from(mgWebServices)
    .leftJoin(d, and(eq(d.webServiceId, mgWebServices.id), gte(d.createdAt, since), lte(d.createdAt, now)))
    .where(eq(mgWebServices.clientId, clientId))
    .groupBy(mgWebServices.id)
    .orderBy(asc(mgWebServices.name), asc(mgWebServices.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    product: r.product,
    state: r.state,
    priceCents: r.priceCents,
    pausedAt: r.pausedAt,
    pauseReason: r.pauseReason,
    deliveries24h: r.delivered,
    settled24h: r.settled,
    acceptanceRate24h: ratio(r.accepted, r.settled),
    errorRate24h: ratio(r.failed, r.settled),
    p95Ms: roundMs(toMs(r.p95)),
  }));
}
