import type { SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";

/** A drizzle transaction or the database (both have the same query API). */
export type Runner = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The internals of a drizzle database this module relies on (present on every pg-core driver). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

export { rowsOf };

/**
 * Runs a hand-written statement as a named prepared statement: node-postgres parses and plans it
 * once per connection and then only binds parameters (the text of a name must never change, so
 * every variable part is a parameter). PGlite in process has no statement cache and ignores the
 * name. This is what `.prepare(name)` does for drizzle's query builder, which cannot express the
 * intake's data-modifying CTEs; `db.execute` would parse every time.
 */
export async function runPrepared<R>(db: Runner, name: string, query: SQL): Promise<R[]> {
  const d = db as unknown as DrizzleInternals;
  const res = await d.session.prepareQuery(d.dialect.sqlToQuery(query), undefined, name, false).execute();
  return rowsOf<R>(res);
}
