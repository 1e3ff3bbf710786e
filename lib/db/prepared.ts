import type { Db } from "./client";

interface Preparable<P> {
  prepare(name: string): P;
}

/** Each database's statements, by key. */
const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query builder's statement built once per database and key, for the statements every page runs:
 * drizzle otherwise builds the builder and turns it into SQL text on every call (a tenth of a
 * dashboard's CPU, for texts that never change). What changes between runs goes in as
 * `sql.placeholder(name)` and is given to `execute`; what changes the text (a span in days, a scope)
 * belongs in the key. The statement is given no name of its own: lib/db/named-statements.ts names it
 * per connection, since the embedded server keeps its session across connections.
 */
export function prepared<P>(db: Db, key: string, build: () => Preparable<P>): P {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let statement = byKey.get(key) as P | undefined;
  if (statement === undefined) {
    statement = build().prepare(undefined as unknown as string);
    byKey.set(key, statement);
  }
  return statement;
}
