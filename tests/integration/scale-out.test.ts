import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketWebhooks } from "@/lib/db/schema";
import { addBuyers, addCategory, addOrder, addSource, invariantViolations, rowsOf } from "../helpers/market-fixtures";
import { createTestDb, type TestDb } from "../helpers/test-db";

/**
 * Two portal instances — two Node processes, each with its own pool on one PostgreSQL — take
 * intake at once and both run the webhook queue's loop: no lead is oversold, no buyer overdrawn,
 * and every queued delivery reaches the receiver exactly once (the lease of
 * features/market/webhooks/server/worker.ts holds across processes). PostgreSQL only: the embedded
 * database belongs to one process.
 */
const KEY = "scale-out-key";
const INSTANCE = path.resolve(import.meta.dirname, "../helpers/portal-instance.ts");

interface Instance {
  base: string;
  child: ChildProcess;
  /** The batches its webhook loop logged. */
  batches: { claimed: number; delivered: number }[];
}

function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", INSTANCE], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "weedo-instance-")),
      OUTBOUND_ALLOW_PRIVATE: "1",
      WEBHOOK_WORKER: "on",
      WEBHOOK_WORKER_INTERVAL_MS: "100",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const batches: Instance["batches"] = [];
  let errors = "";
  child.stderr!.on("data", (c: Buffer) => (errors += c.toString()));
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout!.on("data", (c: Buffer) => {
      buffer += c.toString();
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        const port = /^listening (\d+)$/.exec(line)?.[1];
        if (port) resolve({ base: `http://127.0.0.1:${port}`, child, batches });
        else if (line.includes("webhook deliveries processed"))
          batches.push(JSON.parse(line) as Instance["batches"][0]);
      }
    });
    child.once("exit", (code) => reject(new Error(`instance exited (${code}): ${errors}`)));
  });
}

/** The webhook target: counts each delivery id it is sent, answering after a short pause like a real server. */
async function startReceiver() {
  const seen = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const id = String(req.headers["x-weedo-delivery"]);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end("{}"), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    seen,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const lead = (categoryId: number, i: number) => ({
  category_id: categoryId,
  first_name: "Camille",
  last_name: `Durand${i}`,
  email: `scale${i}@exemple.test`,
  phone: `06 22 ${String(10 + Math.floor(i / 100)).padStart(2, "0")} ${String(i % 100).padStart(2, "0")} 00`,
  postcode: "75011",
  age: 40,
});

describe.skipIf(!process.env.DATABASE_URL_TEST)("two portal instances on one PostgreSQL", () => {
  let t: TestDb;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    [t, receiver] = await Promise.all([createTestDb("postgres"), startReceiver()]);
  });
  afterAll(async () => {
    for (const i of instances) i.child.kill("SIGTERM");
    await receiver?.close();
    await t?.dispose();
  });

  it("take intake at once: no oversell, no overdraft, each webhook delivery sent once", async () => {
    const db = t.db;
    // Balances for 9, 6 and 14 leads; more leads than they can buy, so that the limits bite.
    const buyers = await addBuyers(db, [9 * 1500, 6 * 1000, 14 * 800]);
    const cat = await addCategory(db);
    await addSource(db, KEY);
    await addOrder(db, {
      userId: buyers[0]!,
      categoryId: cat,
      saleType: "trio",
      unitPriceCents: 1500,
      totalVolume: 40,
    });
    await addOrder(db, {
      userId: buyers[1]!,
      categoryId: cat,
      saleType: "trio",
      unitPriceCents: 1000,
      totalVolume: 40,
    });
    await addOrder(db, { userId: buyers[2]!, categoryId: cat, saleType: "trio", unitPriceCents: 800, totalVolume: 11 });
    await db.insert(marketWebhooks).values(
      buyers.map((userId) => ({
        userId,
        name: "CRM",
        url: receiver.url,
        secret: "s3cret",
        state: "active" as const,
      })),
    );

    const url = databaseUrlOf(db);
    instances.push(...(await Promise.all([startInstance(url), startInstance(url)])));

    // 40 posts at once, alternating between the instances; 4 repeat an earlier lead's e-mail.
    const bodies = Array.from({ length: 40 }, (_, i) =>
      i >= 36 ? { ...lead(cat, i - 36), phone: `07 81 23 45 ${10 + i}` } : lead(cat, i),
    );
    const answers = await Promise.all(
      bodies.map((b, i) =>
        fetch(`${instances[i % 2]!.base}/api/market/leads`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": KEY },
          body: JSON.stringify(b),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { sold_to?: number } })),
      ),
    );
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(36);

    // Both loops drain the queue; wait until nothing is pending.
    const deadline = Date.now() + 30_000;
    let pending = -1;
    while (Date.now() < deadline) {
      pending = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int n from market_webhook_deliveries where state <> 'delivered'`),
      )[0]!.n;
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(pending).toBe(0);

    expect(await invariantViolations(db)).toEqual([]);
    const sales = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int n from market_sales`))[0]!.n;
    // Each buyer bought exactly what its balance or volume allowed.
    expect(sales).toBe(9 + 6 + 11);
    expect(answers.reduce((s, a) => s + (a.body.sold_to ?? 0), 0)).toBe(sales);

    // One delivery per sale (one webhook per buyer), each received exactly once, with one attempt.
    const deliveries = rowsOf<{ id: number; attempts: number }>(
      await db.execute(sql`select id, attempts from market_webhook_deliveries order by id`),
    );
    expect(deliveries).toHaveLength(sales);
    expect(deliveries.every((d) => d.attempts === 1)).toBe(true);
    expect([...receiver.seen.keys()].sort()).toEqual(deliveries.map((d) => String(d.id)).sort());
    expect([...receiver.seen.values()].every((n) => n === 1)).toBe(true);
    // What the two loops say they sent adds up to the deliveries, never more.
    const sent = instances.flatMap((i) => i.batches).reduce((s, b) => s + b.delivered, 0);
    expect(sent).toBe(sales);
  }, 90_000);
});

/** The connection string of the test database (createTestDb keeps it in the pool's options). */
function databaseUrlOf(db: TestDb["db"]): string {
  const pool = (db as unknown as { $client: { options: { connectionString: string } } }).$client;
  return pool.options.connectionString;
}
