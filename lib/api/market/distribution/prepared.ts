import type { Db } from "@/lib/db/client";

/** A drizzle transaction or the database (both have the same query API). */
export type Runner = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
