import type { ClientBase, QueryConfig } from "pg";

/**
 * Distinct statements named per process, at most this many, so that the server's memory stays bounded
 * (each connection keeps every statement it prepared): past it a new text runs unnamed, as
 * node-postgres does by default.
 */
const MAX_NAMED = 2_000;
/** Texts seen once, remembered up to this many (a text is named when it comes back). */
const MAX_SEEN = 10_000;
/** Bulk writes (a placeholder per cell) are one-offs: not worth a server-side statement. */
const MAX_PARAMS = 64;

/** Each text's statement number, or SEEN_ONCE. */
const names = new Map<string, number>();
const SEEN_ONCE = -1;
let named = 0;
let clients = 0;

/** The number a text is prepared under, from its second run on (a text built for one call never is). */
function numberOf(text: string): number | undefined {
  const n = names.get(text);
  if (n === undefined) {
    if (names.size < MAX_SEEN) names.set(text, SEEN_ONCE);
    return undefined;
  }
  if (n !== SEEN_ONCE) return n;
  if (named >= MAX_NAMED) return undefined;
  names.set(text, named);
  return named++;
}

/**
 * Makes a node-postgres client reuse the server's parse (and, once PostgreSQL settles on a generic
 * plan, its plan) of every statement it runs again: each such text gets a name, and node-postgres
 * sends its Parse once per connection. On the embedded database a dashboard's statements spent 40 % of
 * their time in Parse and Bind. Only single statements are named: those with parameters (they go
 * through the extended protocol already) and drizzle's query builder's; a raw text without parameters
 * may hold several statements, which only the simple protocol runs, so it stays unnamed. The
 * names carry the connection's own number because the embedded server keeps one session across
 * reconnections, where a name from an earlier connection would still exist.
 */
export function nameStatements(client: ClientBase): void {
  const prefix = `w${++clients}_`;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (
      config !== null &&
      typeof config === "object" &&
      !("submit" in config) &&
      !(config as QueryConfig).name &&
      typeof (config as QueryConfig).text === "string"
    ) {
      const params = (Array.isArray(values) ? values : (config as QueryConfig).values) ?? [];
      // drizzle's query builder asks for array rows: always one statement, so named even without parameters.
      const single = params.length > 0 || (config as { rowMode?: string }).rowMode === "array";
      if (single && params.length <= MAX_PARAMS) {
        const n = numberOf((config as QueryConfig).text);
        if (n !== undefined) config = { ...config, name: prefix + n };
      }
    }
    return query(config, values, callback);
  };
}
