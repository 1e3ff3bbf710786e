import { and, eq, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A client's ids on the performance (MyAffil) and co-registration platforms; null: not asked. */
export interface ClientIds {
  perf: number | null;
  coreg: number | null;
}

/**
 * The rows of either client id, each on its own platform (client ids are per platform, so 501 on
 * perf and 501 on coreg are two different clients). Undefined when no id is given.
 */
export function ofClients(platform: PgColumn, clientId: PgColumn, ids: ClientIds): SQL | undefined {
  const parts = [
    ids.perf != null ? and(eq(platform, "perf"), eq(clientId, ids.perf)) : undefined,
    ids.coreg != null ? and(eq(platform, "coreg"), eq(clientId, ids.coreg)) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts) : undefined;
}
