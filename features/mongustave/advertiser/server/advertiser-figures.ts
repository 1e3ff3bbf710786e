import { and, eq, type SQL } from "drizzle-orm";
import { mgDeliveries } from "@/lib/db/schema";
import { onOrAfter, onOrBefore } from "@/features/market/money/server/ledger/days";
import {
  deliveryColumns,
  NOT_CONFIRMED_FRAUD,
  REAL_LEAD,
  sumCounts,
  sumOf,
  toCounts,
  type MgCounts,
} from "@/features/mongustave/leads/server/counting";

/**
 * What one advertiser's Mon Gustave screens count, per day, product or web service. Test leads and
 * confirmed fraud are left out (they are never bought nor billed); suspected leads still count until
 * an administrator confirms them.
 */
export interface MgFigures extends MgCounts {
  /** Sum of the accepted deliveries' prices. */
  spendCents: number;
}

export const EMPTY_FIGURES: MgFigures = {
  delivered: 0,
  settled: 0,
  accepted: 0,
  refused: 0,
  failed: 0,
  acceptanceRate: 0,
  spendCents: 0,
};

/** The select list of the figures (counting.ts's aggregates; the spend is the billable revenue). */
const { revenue: spend, ...counts } = deliveryColumns;
export const figureColumns = { ...counts, spend };

type RawFigures = {
  delivered: number;
  settled: number;
  accepted: number;
  refused: number;
  failed: number;
  spend: string | number;
};

/** The aggregates of one group as numbers, with the acceptance rate. */
export function toFigures(r: RawFigures): MgFigures {
  return { ...toCounts(r), spendCents: Number(r.spend) };
}

/** Adds up groups (the totals of a table are the sum of its rows). */
export function sumFigures(rows: readonly MgFigures[]): MgFigures {
  return { ...sumCounts(rows), spendCents: sumOf(rows, (r) => r.spendCents) };
}

/**
 * The advertiser's counted deliveries of a range of Paris days: its own (client_id in the
 * where-clause: another advertiser's rows never match), real leads only, confirmed fraud excluded.
 */
export function countedDeliveries(clientId: number, from: string, to: string, extra: (SQL | undefined)[] = []) {
  return and(
    eq(mgDeliveries.clientId, clientId),
    onOrAfter(mgDeliveries.createdAt, from),
    onOrBefore(mgDeliveries.createdAt, to),
    REAL_LEAD,
    NOT_CONFIRMED_FRAUD,
    ...extra,
  );
}
