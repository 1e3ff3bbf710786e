import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle, type Runner } from "@/lib/db/client";
import { readsOn } from "@/lib/db/reads";
import { rowsOf } from "@/lib/db/rows";
import { ENGINES } from "../helpers/test-db";

/** lib/db/reads.ts: independent reads side by side on the database, one after another in a transaction. */
describe.each(ENGINES)("readsOn (%s)", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb(engine === "pglite" ? { dataDir: "memory://" } : { url: process.env.DATABASE_URL_TEST! });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  /** Three reads that answer 1, 2, 3 and count how many of them were under way at once. */
  function threeReads(runner: Runner) {
    let inFlight = 0;
    let most = 0;
    const read = (n: number) => async () => {
      most = Math.max(most, ++inFlight);
      try {
        const [row] = rowsOf<{ n: number }>(await runner.execute(sql`select ${n}::int as n, pg_sleep(0.01)`));
        return row!.n;
      } finally {
        inFlight--;
      }
    };
    return { reads: [read(1), read(2), read(3)] as const, most: () => most };
  }

  it("runs them side by side on the database", async () => {
    const { reads, most } = threeReads(handle.db);
    expect(await readsOn(handle.db, reads)).toEqual([1, 2, 3]);
    expect(most()).toBe(3);
  });

  it("runs them one after another in a transaction, each answer in its place", async () => {
    const answers = await handle.db.transaction(async (tx) => {
      const { reads, most } = threeReads(tx);
      const out = await readsOn(tx, reads);
      expect(most()).toBe(1);
      return out;
    });
    expect(answers).toEqual([1, 2, 3]);
  });
});
