import { defaultRange, type DayRange } from "@/components/data/date-range-presets";
import { readSearch, type SearchParams } from "@/components/data/search-params";
import { MG_PRODUCTS, type MgProduct } from "@/lib/domain/states";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (d: string) => DAY.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
/** The API's limit on a period (lib/validation/myaffil-stats.ts MAX_STATS_DAYS). */
const MAX_DAYS = 366;
const span = (r: DayRange) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 + 1;

export interface MgPeriodInput {
  range: DayRange;
  /** "" for every product. */
  product: MgProduct | "";
  page: number;
  /** The URL held a period the API would refuse: the default one is shown, with a notice. */
  invalid: boolean;
  /** The query string of the filter (CSV links, page links), with overrides. */
  params: (extra?: Record<string, string>) => string;
}

/** The statistics' and extract's filter from the URL: the last 30 days by default. */
export function readMgPeriod(raw: SearchParams, today: string): MgPeriodInput {
  const { values, page } = readSearch(raw, ["from", "to", "product"] as const);
  const asked = values.from || values.to;
  const candidate = { from: values.from, to: values.to };
  const valid =
    isDay(candidate.from) && isDay(candidate.to) && candidate.from <= candidate.to && span(candidate) <= MAX_DAYS;
  const range = valid ? candidate : defaultRange(30, today);
  const product = (MG_PRODUCTS as readonly string[]).includes(values.product) ? (values.product as MgProduct) : "";
  const base = { from: range.from, to: range.to, product };
  return {
    range,
    product,
    page,
    invalid: Boolean(asked) && !valid,
    params: (extra = {}) => new URLSearchParams(Object.entries({ ...base, ...extra }).filter(([, v]) => v)).toString(),
  };
}
