import { queryString, searchParam, type SearchParams } from "@/components/data/search-params";
import { MG_FRAUD_REASONS, type MgFraudReason } from "@/lib/domain/states";

export const FRAUD_PATH = "/weedomarket/admin/stats/fraude_mongustave";
export const QUEUE_STATES = ["suspected", "confirmed", "cleared", "all"] as const;
export type QueueState = (typeof QUEUE_STATES)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The queue's filters from the URL, kept to valid values (a hand-edited URL shows the default queue
 * rather than an error), the GraphQL variables they make, and the query string for links and the CSV.
 */
export function readFraudSearch(raw: SearchParams) {
  const one = (k: string) => searchParam(raw, k);
  const state: QueueState = (QUEUE_STATES as readonly string[]).includes(one("state"))
    ? (one("state") as QueueState)
    : "suspected";
  const reason = (MG_FRAUD_REASONS as readonly string[]).includes(one("reason"))
    ? (one("reason") as MgFraudReason)
    : "";
  const values = {
    state: state === "suspected" ? "" : state,
    reason,
    from: DAY.test(one("from")) ? one("from") : "",
    to: DAY.test(one("to")) ? one("to") : "",
    search: one("search").trim().slice(0, 100),
  };
  const page = Math.min(100_000, Math.max(1, Number.parseInt(one("page"), 10) || 1));
  const filter = {
    state,
    reason: reason || null,
    from: values.from || null,
    to: values.to || null,
    search: values.search || null,
    page,
  };
  const params = (extra: Record<string, string> = {}) => queryString(values, extra);
  return { state, values, filter, page, params };
}
