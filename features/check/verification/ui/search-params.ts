import { readSearch, type SearchParams } from "@/components/data/search-params";
import { CHECK_FILTER_KEYS } from "@/features/check/verification/server/filter";

export type { SearchParams };

/** The filter values and page of a page's search parameters (the strings, as the GET form sends them). */
export function filterValues(raw: SearchParams) {
  const { values, page, params } = readSearch(raw, CHECK_FILTER_KEYS);
  return { values, page, query: params };
}
