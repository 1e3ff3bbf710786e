import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { mgDeliveries, mgLeads, mgWebServices, users } from "@/lib/db/schema";
import type { MgProduct, MgWsState } from "@/lib/domain/states";
import { dayOf, daysBetween } from "@/features/market/money/server/ledger/days";
import { deliveryColumns, ratio, responsePercentile, toMs } from "@/features/mongustave/leads/server/counting";
import { countedDeliveries, type MgAdminFilter } from "./stats-scope";

/**
 * A WS is flagged slow when the 95th percentile of its response times over the period exceeds 2 s:
 * the intake answers the form within seconds, and a client this slow delays every lead of its product.
 */
export const SLOW_P95_MS = 2_000;
/**
 * A WS is flagged failing when a fifth or more of its answered deliveries are errors or time-outs,
 * over at least MIN_SETTLED_FOR_FAILING answers (one failed test call is not a trend).
 */
export const FAILING_ERROR_RATE = 0.2;
export const MIN_SETTLED_FOR_FAILING = 5;

export interface MgResponseFigures {
  /** Answered deliveries (accepted, refused, error, timeout) of real leads. */
  settled: number;
  /** Errors and time-outs. */
  failed: number;
  /** failed / settled, 0–1. */
  errorRate: number;
  /** Percentiles of the answers' response time in ms (time-outs left out; linear interpolation, as percentile_cont), null without any. */
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

export interface MgWsResponseRow extends MgResponseFigures {
  webServiceId: number;
  name: string;
  clientId: number;
  clientName: string;
  product: MgProduct;
  state: MgWsState;
  slow: boolean;
  failing: boolean;
}

export interface MgWsResponseDay extends MgResponseFigures {
  day: string;
}

/**
 * The response-time columns: percentiles over timed answers only (counting.ts: a time-out's time is
 * the limit, not an answer, so time-outs count in the error rate instead; else every failing WS would be "slow").
 */
const responseColumns = {
  settled: deliveryColumns.settled,
  failed: deliveryColumns.failed,
  p50: responsePercentile(0.5),
  p95: responsePercentile(0.95),
  p99: responsePercentile(0.99),
};
type Raw = { settled: number; failed: number; p50: unknown; p95: unknown; p99: unknown };

function figures(r: Raw | undefined): MgResponseFigures {
  const settled = Number(r?.settled ?? 0);
  const failed = Number(r?.failed ?? 0);
  return {
    settled,
    failed,
    errorRate: ratio(failed, settled),
    p50Ms: toMs(r?.p50),
    p95Ms: toMs(r?.p95),
    p99Ms: toMs(r?.p99),
  };
}

export const isSlow = (f: MgResponseFigures) => f.p95Ms !== null && f.p95Ms > SLOW_P95_MS;
export const isFailing = (f: MgResponseFigures) =>
  f.settled >= MIN_SETTLED_FOR_FAILING && f.errorRate >= FAILING_ERROR_RATE;

/**
 * Every web service with its period's response times and error rate, flagged ones first (failing,
 * then slow), then by p95 descending.
 */
export async function mgWsResponseTimes(db: Db, f: MgAdminFilter): Promise<MgWsResponseRow[]> {
  const [services, rows] = await Promise.all([
    db
      .select({
        id: mgWebServices.id,
        name: mgWebServices.name,
        clientId: mgWebServices.clientId,
        clientName: sql<string>`coalesce(nullif(${users.society}, ''), ${users.lastName})`,
        product: mgWebServices.product,
        state: mgWebServices.state,
      })
      .from(mgWebServices)
      .innerJoin(users, eq(users.id, mgWebServices.clientId))
      .where(f.product ? eq(mgWebServices.product, f.product) : undefined),
    db
      .select({ webServiceId: mgDeliveries.webServiceId, ...responseColumns })
      .from(mgDeliveries)
      .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
      .where(countedDeliveries(f))
      .groupBy(mgDeliveries.webServiceId),
  ]);
  const byWs = new Map(rows.map((r) => [r.webServiceId, r]));
  const rank = (r: MgWsResponseRow) => (r.failing ? 0 : r.slow ? 1 : 2);
  return services
    .map(({ id, ...s }) => {
      const fig = figures(byWs.get(id));
      return { webServiceId: id, ...s, ...fig, slow: isSlow(fig), failing: isFailing(fig) };
    })
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (b.p95Ms ?? -1) - (a.p95Ms ?? -1) ||
        a.name.localeCompare(b.name) ||
        a.webServiceId - b.webServiceId,
    );
}

/** One web service's figures per Paris day of the period (days without answers have null percentiles). */
export async function mgWsResponseDays(db: Db, webServiceId: number, f: MgAdminFilter): Promise<MgWsResponseDay[]> {
  const day = dayOf(mgDeliveries.createdAt);
  const rows = await db
    .select({ day, ...responseColumns })
    .from(mgDeliveries)
    .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
    .where(and(countedDeliveries({ from: f.from, to: f.to }), eq(mgDeliveries.webServiceId, webServiceId)))
    .groupBy(day)
    .orderBy(asc(day));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(f.from, f.to).map((d) => ({ day: d, ...figures(byDay.get(d)) }));
}
