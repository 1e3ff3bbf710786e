import type { DayRange } from "@/components/data/date-range-presets";
import { PAGINATION } from "@/lib/constants";
import type { LeadDetailsVars, StatsFiltersValue } from "./operations";

/** What a lead list is asked: the range, the filters, the status, the search and the page. */
export interface LeadDetailsAsk {
  range: DayRange;
  filters: StatsFiltersValue;
  fixed?: StatsFiltersValue;
  status: string;
  search: string;
  page: number;
}

/** The first question of a lead list: its opening range, no filter, the first page. */
export const firstLeadsAsk = (range: DayRange, fixed?: StatsFiltersValue): LeadDetailsAsk => ({
  range,
  filters: {},
  fixed,
  status: "",
  search: "",
  page: 1,
});

/**
 * The variables of a lead list's query. The server page (which preloads the first page) and the
 * browser build them here: the streamed answer is found only under exactly the same variables.
 */
export function leadDetailsVariables({ range, filters, fixed, status, search, page }: LeadDetailsAsk): LeadDetailsVars {
  return {
    input: {
      from: range.from,
      to: range.to,
      ...filters,
      ...fixed,
      status: status || null,
      search: search || null,
      page,
      pageSize: PAGINATION.pageSize,
    },
  };
}
