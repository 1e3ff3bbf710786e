import { PgTransaction } from "drizzle-orm/pg-core";
import type { Runner } from "./client";

/**
 * Runs independent reads side by side on the database, and one after another in a transaction: a
 * transaction holds one connection, where node-postgres deprecates sending a statement before the
 * previous one is answered (pg 9 refuses it). The seed builds its monthly reports inside its
 * transaction with the same reads the portal runs on the pool.
 */
export async function readsOn<T extends readonly unknown[]>(
  runner: Runner,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(runner instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}
