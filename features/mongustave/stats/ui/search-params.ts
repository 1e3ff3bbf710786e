import { queryString, searchParam, type SearchParams } from "@/components/data/search-params";
import { todayInParis } from "@/components/data/format";
import { MG_PRODUCTS, type MgProduct } from "@/lib/domain/states";
import { addDays } from "@/features/market/money/server/ledger/days";

export const STATS_BASE = "/weedomarket/admin/stats";
export const STAT_GUSTAVE_PATH = `${STATS_BASE}/statGustave`;
export const CLIENTS_PATH = `${STATS_BASE}/statClientsGustave`;
export const RESPONSE_PATH = `${STATS_BASE}/tempReponseWS`;
export const FRAUD_PATH = `${STATS_BASE}/fraude_mongustave`;
export const MARGIN_PATH = `${STATS_BASE}/stats_mg`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The longest period a page asks for (the API's limit). */
const MAX_DAYS = 366;
const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const productOf = (v: string): MgProduct | "" =>
  (MG_PRODUCTS as readonly string[]).includes(v) ? (v as MgProduct) : "";

/**
 * A day-range page's filters from the URL (default: the last 30 days), kept to valid values: a
 * hand-edited URL shows the default period rather than an error.
 */
export function readDayRange(raw: SearchParams, extraKeys: readonly string[] = []) {
  const one = (k: string) => searchParam(raw, k);
  const today = todayInParis();
  let from = DAY.test(one("from")) ? one("from") : addDays(today, -29);
  let to = DAY.test(one("to")) ? one("to") : today;
  if (from > to) [from, to] = [to, from];
  if (dayCount(from, to) > MAX_DAYS) from = addDays(to, -(MAX_DAYS - 1));
  const product = productOf(one("product"));
  const extra = Object.fromEntries(extraKeys.map((k) => [k, one(k)]));
  const values = { from, to, product, ...extra };
  return {
    values,
    filter: { from, to, product: product || null },
    params: (over: Record<string, string> = {}) => queryString(values, over),
  };
}

/** stats_mg's range of months (default: the last 12, this one included). */
export function readMonthRange(raw: SearchParams) {
  const one = (k: string) => searchParam(raw, k);
  const thisMonth = todayInParis().slice(0, 7);
  const [y, m] = thisMonth.split("-").map(Number) as [number, number];
  const yearAgo = `${m === 12 ? y : y - 1}-${String(m === 12 ? 1 : m + 1).padStart(2, "0")}`;
  let from = MONTH.test(one("from")) ? one("from") : yearAgo;
  let to = MONTH.test(one("to")) ? one("to") : thisMonth;
  if (from > to) [from, to] = [to, from];
  const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5));
  if (months >= 36) from = `${Number(to.slice(0, 4)) - 2}-${to.slice(5)}`;
  const product = productOf(one("product"));
  const values = { from, to, product };
  return { values, filter: { from, to, product: product || null } };
}
