import { and, eq, ne, sql } from "drizzle-orm";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";

/**
 * Mon Gustave's counting rules (issue 15), written once for every screen that counts: the
 * administrators' statistics, the advertiser's screens, the real-time board, the month's billing
 * figures and the fraud queue. The fragments name mg_deliveries and mg_leads by their table names,
 * so a query that uses them joins the two tables without aliases.
 */

/** A test lead (sent only to WS in test) never counts: not in statistics, revenue nor bills. */
export const REAL_LEAD = eq(mgLeads.isTest, false);

/** A lead whose fraud an administrator confirmed is never revenue nor billed (suspected still is). */
export const NOT_CONFIRMED_FRAUD = ne(mgLeads.fraudState, "confirmed");

/** A delivery is settled once the WS answered or failed: every state but pending. */
export const SETTLED = sql`${mgDeliveries.state} <> 'pending'`;
export const ACCEPTED = sql`${mgDeliveries.state} = 'accepted'`;
export const REFUSED = sql`${mgDeliveries.state} = 'refused'`;
/** Error and time-out: the WS failed (counted in error rates, never billed); the client did not say no. */
export const FAILED = sql`${mgDeliveries.state} in ('error', 'timeout')`;

/** What earns money: an accepted delivery of a lead whose fraud is not confirmed. */
export const BILLABLE = and(ACCEPTED, NOT_CONFIRMED_FRAUD)!;

/**
 * The aggregate columns over mg_deliveries joined with mg_leads: deliveries, settled, accepted,
 * refused, failed, and the revenue (the advertiser's spend) of the billable deliveries in cents.
 */
export const deliveryColumns = {
  delivered: sql<number>`count(${mgDeliveries.id})::int`,
  settled: sql<number>`(count(${mgDeliveries.id}) filter (where ${SETTLED}))::int`,
  accepted: sql<number>`(count(${mgDeliveries.id}) filter (where ${ACCEPTED}))::int`,
  refused: sql<number>`(count(${mgDeliveries.id}) filter (where ${REFUSED}))::int`,
  failed: sql<number>`(count(${mgDeliveries.id}) filter (where ${FAILED}))::int`,
  revenue: sql<string>`coalesce(sum(${mgDeliveries.priceCents}) filter (where ${BILLABLE}), 0)`,
};

/** The counts every Mon Gustave figure carries, as numbers (from deliveryColumns). */
export interface MgCounts {
  /** Deliveries pushed to clients' web services. */
  delivered: number;
  /** Deliveries with an answer (accepted, refused, error or timeout). */
  settled: number;
  /** Leads bought. */
  accepted: number;
  refused: number;
  /** Errors and time-outs. */
  failed: number;
  /** accepted / settled, 0–1 (0 without any settled delivery). */
  acceptanceRate: number;
}

/** n / d, 0 without a denominator: acceptance rate = accepted / settled, error rate = failed / settled. */
export const ratio = (n: number, d: number) => (d > 0 ? n / d : 0);

type RawCounts = { delivered: unknown; settled: unknown; accepted: unknown; refused: unknown; failed: unknown };
const COUNT_KEYS = ["delivered", "settled", "accepted", "refused", "failed"] as const;

/** One group's deliveryColumns as numbers, with the acceptance rate. */
export function toCounts(r: RawCounts): MgCounts {
  const c = Object.fromEntries(COUNT_KEYS.map((k) => [k, Number(r[k])])) as Omit<MgCounts, "acceptanceRate">;
  return { ...c, acceptanceRate: ratio(c.accepted, c.settled) };
}

/** Adds up groups' counts (a table's totals are the sum of its rows); the rate is recomputed, not summed. */
export function sumCounts(rows: readonly MgCounts[]): MgCounts {
  const c = Object.fromEntries(COUNT_KEYS.map((k) => [k, rows.reduce((s, r) => s + r[k], 0)])) as Omit<
    MgCounts,
    "acceptanceRate"
  >;
  return { ...c, acceptanceRate: ratio(c.accepted, c.settled) };
}

/** Adds up one numeric field of groups. */
export const sumOf = <T>(rows: readonly T[], pick: (r: T) => number) => rows.reduce((s, r) => s + pick(r), 0);

/**
 * The deliveries whose response time is a measure of the WS: settled, not a time-out (its recorded
 * time is the time limit, not an answer; time-outs count in the error rate instead), with a time.
 */
export const TIMED_ANSWER = sql`${SETTLED} and ${mgDeliveries.state} <> 'timeout' and ${mgDeliveries.responseMs} is not null`;

/** A percentile (0–1) of the timed answers' response time, linear interpolation (PostgreSQL and PGlite alike). */
export const responsePercentile = (p: number) =>
  sql<
    number | string | null
  >`percentile_cont(${sql.raw(String(p))}) within group (order by ${mgDeliveries.responseMs}) filter (where ${TIMED_ANSWER})`;

/** A percentile column's value in ms, null without any timed answer. */
export const toMs = (v: unknown) => (v === null || v === undefined ? null : Number(v));
