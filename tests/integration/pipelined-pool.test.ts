import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "@/lib/db/client";
import { startServer, stopServer } from "@/lib/db/embedded";
import { rowsOf } from "@/lib/db/rows";

/**
 * The embedded server's one connection is pipelined (lib/db/pipelined-pool.ts): statements go out
 * without waiting for each other, a transaction still has the connection to itself, and a failing
 * statement fails alone. On the real server, in its own process.
 */
describe("the embedded server's pipelined connection", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  let handle: DbHandle;
  // drizzle's queries start when `then` is called: a direct `then` keeps the order they are asked in.
  const count = () =>
    handle.db.execute(sql`select count(*)::int as n from pipelined_t`).then((r) => rowsOf<{ n: number }>(r)[0]!.n);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "weedo-pipelined-"));
    server = await startServer(path.join(dir, "pglite"));
    handle = await openDb({ url: server.url, poolSize: 1, engine: "pglite" });
    await handle.db.execute(sql.raw("create table pipelined_t (id serial primary key, v int not null)"));
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    if (server) await stopServer(server.child);
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.execute(sql.raw("truncate pipelined_t"));
  });

  it("answers many concurrent statements, each with its own result", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        handle.db.execute(sql`select ${i}::int * 2 as twice`).then((r) => rowsOf<{ twice: number }>(r)[0]!.twice),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
  });

  it("keeps the statements asked for during a transaction out of it", async () => {
    let inside!: () => void;
    const entered = new Promise<void>((r) => (inside = r));
    let finish!: () => void;
    const hold = new Promise<void>((r) => (finish = r));
    const tx = handle.db
      .transaction(async (t) => {
        await t.execute(sql`insert into pipelined_t (v) values (1)`);
        inside();
        await hold;
        t.rollback();
      })
      .catch(() => undefined);
    await entered;
    // Asked while the transaction holds the connection: they must wait for it, not join it.
    const seen = Promise.all([count(), handle.db.execute(sql`insert into pipelined_t (v) values (2)`).then(count)]);
    await new Promise((r) => setTimeout(r, 100));
    finish();
    await tx;
    expect(await seen).toEqual([0, 1]);
    expect(rowsOf<{ v: number }>(await handle.db.execute(sql`select v from pipelined_t`))).toEqual([{ v: 2 }]);
  });

  it("waits for the statements already sent before a transaction starts", async () => {
    const before = Array.from({ length: 20 }, (_, i) =>
      handle.db.execute(sql`insert into pipelined_t (v) values (${i})`).then(() => undefined),
    );
    const seenInside = await handle.db.transaction(
      async (t) => rowsOf<{ n: number }>(await t.execute(sql`select count(*)::int as n from pipelined_t`))[0]!.n,
    );
    await Promise.all(before);
    expect(seenInside).toBe(20);
  });

  it("fails a bad statement alone, and the ones around it still answer", async () => {
    const results = await Promise.allSettled([
      handle.db.execute(sql`select 1::int as n`),
      handle.db.execute(sql`select 1 / ${0}::int as n`),
      handle.db.execute(sql`select 3::int as n`),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(rowsOf<{ n: number }>((results[2] as PromiseFulfilledResult<unknown>).value as never)[0]!.n).toBe(3);
    expect(String(((results[1] as PromiseRejectedResult).reason as Error).cause)).toMatch(/division by zero/);
  });

  it("rolls back a failed transaction and serves the next statements", async () => {
    await expect(
      handle.db.transaction(async (t) => {
        await t.execute(sql`insert into pipelined_t (v) values (7)`);
        await t.execute(sql`insert into pipelined_t (v) values (null)`);
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(0);
  });
});
