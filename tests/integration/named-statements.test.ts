import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "@/lib/db/client";
import { startServer, stopServer } from "@/lib/db/embedded";
import { rowsOf } from "@/lib/db/rows";
import { createTestDb, ENGINES } from "../helpers/test-db";

/**
 * node-postgres handles name each parameterised statement (lib/db/named-statements.ts), so the
 * server parses it once per connection: on the embedded server (its own process, one PGlite
 * session) and on PostgreSQL.
 */
const prepared = async (h: DbHandle) =>
  rowsOf<{ name: string; statement: string }>(
    await h.db.execute(sql`select name, statement from pg_prepared_statements`),
  );

/** A statement with `n` parameters, marked so that the test finds its own. */
const withParams = (n: number, marker: string) =>
  sql.join(
    [
      sql.raw(`select /* ${marker} */ `),
      sql.join(
        Array.from({ length: n }, (_, i) => sql`${i}::int`),
        sql`, `,
      ),
    ],
    sql``,
  );

/** A connection to the embedded server once it has let the previous one go (it takes one at a time). */
async function connectWhenFree(url: string): Promise<DbHandle> {
  for (let attempt = 0; ; attempt++) {
    const h = await openDb({ url, poolSize: 1, engine: "pglite" });
    try {
      await h.db.execute(sql.raw("select 1"));
      return h;
    } catch (e) {
      await h.close().catch(() => undefined);
      if (attempt === 50) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe("named statements on the embedded server", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  let handle: DbHandle;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "weedo-named-"));
    server = await startServer(path.join(dir, "pglite"));
    handle = await openDb({ url: server.url, poolSize: 1, engine: "pglite" });
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    if (server) await stopServer(server.child);
    rmSync(dir, { recursive: true, force: true });
  });

  it("parses a parameterised statement once, however often it runs", async () => {
    for (let i = 0; i < 3; i++) await handle.db.execute(withParams(2, "embedded-once"));
    const mine = (await prepared(handle)).filter((p) => p.statement.includes("embedded-once"));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^w\d+_\d+$/);
  });

  it("names the query builder's statements, parameters or not", async () => {
    for (let i = 0; i < 2; i++)
      await handle.db.select({ n: sql<number>`count(*) /* embedded-builder */` }).from(sql`pg_class`);
    const mine = (await prepared(handle)).filter((p) => p.statement.includes("embedded-builder"));
    expect(mine).toHaveLength(1);
  });

  it("leaves raw statements without parameters and bulk statements unnamed", async () => {
    for (let i = 0; i < 2; i++) {
      await handle.db.execute(sql.raw("select 1 /* embedded-plain */"));
      await handle.db.execute(withParams(65, "embedded-bulk"));
    }
    const texts = (await prepared(handle)).map((p) => p.statement);
    expect(texts.some((t) => t.includes("embedded-plain") || t.includes("embedded-bulk"))).toBe(false);
  });

  it("leaves a statement that runs once unnamed", async () => {
    await handle.db.execute(withParams(1, "embedded-one-off"));
    const texts = (await prepared(handle)).map((p) => p.statement);
    expect(texts.some((t) => t.includes("embedded-one-off"))).toBe(false);
  });

  it("runs the same statement on a later connection to the same session", async () => {
    // The embedded server is one PGlite session that takes one connection at a time: statements
    // prepared by an earlier connection are still there when the next one comes.
    await handle.close();
    for (let round = 0; round < 2; round++) {
      const next = await connectWhenFree(server.url);
      try {
        for (let run = 0; run < 2; run++) {
          const [r] = rowsOf<{ n: number }>(
            await next.db.execute(sql`select ${41}::int + 1 as n /* embedded-later */`),
          );
          expect(r!.n).toBe(42);
        }
      } finally {
        await next.close();
      }
    }
    handle = await connectWhenFree(server.url);
  });
});

describe.runIf(ENGINES.includes("postgres"))("named statements on PostgreSQL", () => {
  it("parses a parameterised statement once per connection", async () => {
    const db = await createTestDb("postgres");
    try {
      const one = await openDb({ url: db.url!, poolSize: 1 });
      try {
        for (let i = 0; i < 3; i++) await one.db.execute(withParams(3, "pg-once"));
        const mine = (await prepared(one)).filter((p) => p.statement.includes("pg-once"));
        expect(mine).toHaveLength(1);
      } finally {
        await one.close();
      }
    } finally {
      await db.dispose();
    }
  });
});
