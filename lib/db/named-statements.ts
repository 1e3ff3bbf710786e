import type { ClientBase, QueryConfig } from "pg";

/**
 * Distinct statements named per process, at most this many: past it a new text runs unnamed (as
 * node-postgres does by default), so a stream of one-off texts cannot grow the server's memory.
 */
const MAX_NAMED = 2_000;
/** Bulk writes (a placeholder per cell) are one-offs: not worth a server-side statement. */
const MAX_PARAMS = 64;

const names = new Map<string, number>();
let clients = 0;

/**
 * Makes a node-postgres client reuse the server's parse (and, once PostgreSQL settles on a generic
 * plan, its plan) of every parameterised statement: each distinct text gets a name, and node-postgres
 * sends its Parse once per connection. On the embedded database a dashboard's statements spent 40 % of
 * their time in Parse and Bind. Only statements that already go through the extended protocol (those
 * with parameters) are named, so nothing changes for the simple protocol's multi-statement texts; the
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
      const params = Array.isArray(values) ? values : (config as QueryConfig).values;
      if (params && params.length > 0 && params.length <= MAX_PARAMS) {
        const text = (config as QueryConfig).text;
        let n = names.get(text);
        if (n === undefined && names.size < MAX_NAMED) names.set(text, (n = names.size));
        if (n !== undefined) config = { ...config, name: prefix + n };
      }
    }
    return query(config, values, callback);
  };
}
