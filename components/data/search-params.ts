/** A page's search parameters as Next hands them to a server component. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** One search parameter as a string: the first when repeated, "" when absent. */
export function searchParam(raw: SearchParams, key: string): string {
  const v = raw[key];
  return (Array.isArray(v) ? v[0] : v) ?? "";
}

/**
 * The page's other parameters, for a section that keeps its own beside a list's (its page and
 * search): its links and its GET form carry them so that the rest of the page stays as it was.
 */
export function paramsExcept(raw: SearchParams, own: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    Object.keys(raw)
      .filter((k) => !own.includes(k))
      .map((k) => [k, searchParam(raw, k)]),
  );
}

/** The query string of a list's filters with overrides (a page number…), empty values dropped. */
export function queryString(values: Record<string, string>, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...values, ...extra })) if (v) p.set(k, v);
  return p.toString();
}

/**
 * The URL's filters and page, as a GET-form list page reads them; `params` repeats them for the CSV
 * link and the page links.
 */
export function readSearch<K extends string>(raw: SearchParams, keys: readonly K[]) {
  const one = (k: string) => searchParam(raw, k);
  const values = Object.fromEntries(keys.map((k) => [k, one(k)])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(one("page"), 10) || 1);
  const params = (extra: Record<string, string> = {}) => queryString(values, extra);
  return { values, page, params, one };
}
