import type { DayRange } from "@/components/data/date-range-presets";

/**
 * The variables of the money screens' first queries, shared by the pages (which preload them on
 * the server) and the client screens (which read them), so both ask for exactly the same thing.
 * Date ranges are computed once by the page (Europe/Paris "today") and handed to the screen.
 */
export const prepaymentRequestsVariables = (status: string) => ({ status: status || null });

export interface TransactionsFilter {
  range: DayRange;
  userId: string;
  kind: string;
}
export const transactionsVariables = (f: TransactionsFilter) => ({
  filter: { from: f.range.from, to: f.range.to, userId: f.userId ? Number(f.userId) : null, kind: f.kind || null },
});

/** Days of balance history on the prepayment screen. */
export const PREPAYMENT_SCREEN_VARIABLES = { days: 90 };

/** Root fields whose cached variants a prepayment decision makes stale. */
export const PREPAYMENT_LIST_FIELDS = [
  "prepaymentRequests",
  "transactions",
  "ledgerClients",
  "myPrepayments",
  "myLedger",
  "balanceHistory",
] as const;

/** Root fields whose cached variants an invalidation request or decision makes stale. */
export const INVALIDATION_LIST_FIELDS = ["invalidationRequests", "myLeads", "myReturnRate", "transactions"] as const;

export interface InvalidationsFilter {
  range: DayRange;
  userId: string;
  outcome: string;
  reason: string;
}
export const invalidationsVariables = (f: InvalidationsFilter) => ({
  filter: {
    from: f.range.from,
    to: f.range.to,
    userId: f.userId ? Number(f.userId) : null,
    outcome: f.outcome || null,
    reason: f.reason || null,
  },
});

/** mesLeads and the Paris-day ranges of the statistics screens: `{ from, to }`. */
export const rangeVariables = (range: DayRange) => ({ from: range.from, to: range.to });
