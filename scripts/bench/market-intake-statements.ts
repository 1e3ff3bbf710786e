import { sql } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { intakeLead } from "@/features/market/distribution/server/intake/intake";
import { openDb, type DbHandle } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { balanceLedger, marketCategories, marketOrders, marketSources, marketWebhooks, users } from "@/lib/db/schema";
import { hashApiKey } from "@/features/market/distribution/server/intake/api-key";

/**
 * Statements and transactions per intake (deterministic, unlike leads/s on a loaded machine): a
 * fresh database with the intake bench's shape (20 orders in progress over 5 categories, ample
 * balances, one active webhook per buyer), N leads posted one after the other through intakeLead,
 * every statement counted by drizzle's logger (BEGIN/COMMIT included on node-postgres; PGlite's
 * in-process driver opens its transactions itself, so they are not in its count) and every
 * transaction where it is opened.
 */
export interface StatementFigures {
  engine: "pglite" | "postgres";
  leads: number;
  sold: number;
  statementsPerLead: number;
  transactionsPerLead: number;
}

export async function countIntakeStatements(
  engine: "pglite" | "postgres",
  serverUrl?: string,
  leads = 50,
): Promise<StatementFigures> {
  const log: string[] = [];
  const logger: Logger = { logQuery: (q) => void log.push(q) };
  let handle: DbHandle;
  let drop = async () => {};
  if (engine === "postgres") {
    const name = `weedo_bench_stmts_${process.pid}_${randomBytes(3).toString("hex")}`;
    const admin = await openDb({ url: serverUrl! });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    handle = await openDb({ url: url.toString(), logger });
    drop = async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    };
  } else handle = await openDb({ dataDir: "memory://", logger });
  try {
    await migrateDb(handle);
    const db = handle.db;
    const buyers = await db
      .insert(users)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          email: `stmt.${i}@exemple.test`,
          law: "an" as const,
          status: "active" as const,
          firstName: "Stmt",
          lastName: `B${i}`,
          idClienLeadmarket: 9100 + i,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(balanceLedger)
      .values(buyers.map((b) => ({ userId: b.id, kind: "adjustment" as const, amountCents: 1e9, reason: "bench" })));
    await db.insert(marketWebhooks).values(
      buyers.map((b) => ({
        userId: b.id,
        name: "bench",
        url: "http://127.0.0.1:9/hook",
        secret: "s",
        state: "active" as const,
      })),
    );
    const cats = await db
      .insert(marketCategories)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          name: `Cat ${i}`,
          priceExclusiveCents: 3000,
          priceDuoCents: 2000,
          priceTrioCents: 1000,
        })),
      )
      .returning({ id: marketCategories.id });
    const types = ["exclusive", "duo", "trio"] as const;
    await db.insert(marketOrders).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: buyers[i % buyers.length]!.id,
        categoryId: cats[i % cats.length]!.id,
        saleType: types[i % 3]!,
        criteria: i % 4 === 0 ? { ageMin: 25, ageMax: 70 } : {},
        totalVolume: 1_000_000,
        delivery: "csv" as const,
        unitPriceCents: 1000 + 100 * (i % 3),
      })),
    );
    await db.insert(marketSources).values({ name: "stmt", apiKeyHash: hashApiKey("stmt-key") });
    // Transactions counted where they are opened (PGlite's driver sends no BEGIN through the logger).
    let transactions = 0;
    const open = db.transaction.bind(db);
    db.transaction = ((fn: Parameters<typeof open>[0], config?: Parameters<typeof open>[1]) => {
      transactions++;
      return open(fn, config);
    }) as typeof db.transaction;
    log.length = 0;
    let sold = 0;
    for (let n = 0; n < leads; n++) {
      const r = await intakeLead(db, "stmt-key", {
        category_id: cats[n % cats.length]!.id,
        first_name: "Bench",
        last_name: `Lead${n}`,
        email: `stmt.${n}@exemple.test`,
        phone: `+3378${String(1_000_000 + n).padStart(7, "0")}`,
        postcode: "75011",
        age: 20 + (n % 60),
      });
      if (r.status !== 201) throw new Error(`intake answered ${r.status}`);
      sold += r.soldTo;
    }
    return {
      engine,
      leads,
      sold,
      statementsPerLead: log.length / leads,
      transactionsPerLead: transactions / leads,
    };
  } finally {
    await handle.close();
    await drop();
  }
}

export function printStatements(rows: StatementFigures[]): void {
  for (const r of rows)
    console.log(
      `  ${r.engine}: ${r.statementsPerLead.toFixed(2)} statements per lead (BEGIN/COMMIT included where the driver sends them), ${r.transactionsPerLead.toFixed(2)} transactions per lead; ${r.leads} leads, ${r.sold} sales`,
    );
}

// `npx tsx scripts/bench/market-intake-statements.ts` prints it alone (PostgreSQL too with BENCH_DATABASE_URL).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = [await countIntakeStatements("pglite")];
  if (process.env.BENCH_DATABASE_URL)
    rows.push(await countIntakeStatements("postgres", process.env.BENCH_DATABASE_URL));
  printStatements(rows);
  process.exit(0);
}
