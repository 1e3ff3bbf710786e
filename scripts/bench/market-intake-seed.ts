import { sql } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { rowsOf } from "@/lib/db/rows";
import { closeDb, getDb } from "@/lib/db";
import type { Db } from "@/lib/db/client";

/**
 * Grows the intake benchmark's database (DATA_DIR or DATABASE_URL, already set up by
 * market-intake-setup.ts) to BENCH_LARGE_LEDGER rows of ledger (default 1 000 000, all on the
 * bench's buyers: the history a per-sale sum would read) and BENCH_LARGE_LEADS leads (default
 * 1 000 000 over the last 365 days, aged out of stock), with set-based statements (generate_series),
 * then vacuums and analyzes the tables, as autovacuum would, and prints the plans of the per-lead lookups on
 * that volume: the duplicate checks (e-mail, phone, 30 days), the daily-cap range and the balance.
 */
export async function growIntakeDatabase(db: Db, ledgerRows: number, leads: number): Promise<void> {
  const started = performance.now();
  const one = async <R>(q: ReturnType<typeof sql>) => rowsOf<R>(await db.execute(q))[0]!;
  const { n: haveLeads } = await one<{ n: number }>(sql`select count(*)::int n from market_leads`);
  const { n: haveLedger } = await one<{ n: number }>(sql`select count(*)::int n from balance_ledger`);
  const { ids: catIds } = await one<{ ids: string }>(
    sql`select array_agg(id order by id)::text ids from market_categories where active`,
  );
  const { ids: buyerIds } = await one<{ ids: string }>(
    sql`select array_agg(distinct user_id)::text ids from market_orders where state = 'in_progress'`,
  );
  const addLeads = Math.max(0, leads - Number(haveLeads));
  const addLedger = Math.max(0, ledgerRows - Number(haveLedger));
  // In slices, so that one statement's memory stays small on the embedded database.
  const SLICE = 250_000;
  for (let from = 0; from < addLeads; from += SLICE) {
    const to = Math.min(addLeads, from + SLICE) - 1;
    await db.execute(sql`insert into market_leads (category_id, first_name, last_name, email, phone, postcode, department, age, fields, state, sold_count, created_at, day)
      select (${catIds}::int[])[1 + g % cardinality(${catIds}::int[])], 'Histo', 'Lead' || g, 'histo.' || g || '@exemple.test',
        '+3379' || lpad(g::text, 7, '0'), '75011', '75', 20 + g % 60, '{}'::jsonb, 'unsold', 0, t.at, (t.at at time zone 'Europe/Paris')::date
      from generate_series(${from}::int, ${to}::int) g,
        lateral (select now() - interval '1 day' - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second' as at) t`);
  }
  for (let from = 0; from < addLedger; from += SLICE) {
    const to = Math.min(addLedger, from + SLICE) - 1;
    await db.execute(sql`insert into balance_ledger (user_id, kind, amount_cents, reason, created_at)
      select (${buyerIds}::int[])[1 + (g / 2) % cardinality(${buyerIds}::int[])], 'adjustment',
        case when g % 2 = 0 then 1 else -1 end, 'Benchmark history', now() - (g % 365) * interval '1 day'
      from generate_series(${from}::int, ${to}::int) g`);
  }
  // What autovacuum would have done long before on books of this size (statistics, visibility map),
  // so that it does not run during the measurement, and a checkpoint for the bulk load's WAL.
  for (const table of ["market_leads", "balance_ledger", "market_sales", "market_balances"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  // CHECKPOINT needs a superuser (or pg_checkpoint) on PostgreSQL: skipped where it is refused.
  await db.execute(sql`checkpoint`).catch(() => undefined);
  console.log(
    `intake bench: +${addLeads} leads, +${addLedger} ledger rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await printPlans(db);
}

/** EXPLAIN of each per-lead lookup on the current data: which index answers it. */
export async function printPlans(db: Db): Promise<void> {
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const day = new Date().toISOString().slice(0, 10);
  const plans: [string, ReturnType<typeof sql>][] = [
    [
      "duplicate by e-mail (30 days)",
      sql`explain select 1 from market_leads d where d.category_id = 1 and d.email = 'histo.12345@exemple.test' and d.created_at >= ${since}::timestamptz`,
    ],
    [
      "duplicate by phone (30 days)",
      sql`explain select 1 from market_leads d where d.category_id = 1 and d.phone = '+33790012345' and d.created_at >= ${since}::timestamptz`,
    ],
    [
      "daily cap (an order's sales of one Paris day)",
      sql`explain select count(*) from market_sales s where s.order_id = 1
        and s.created_at >= (${day}::date::timestamp at time zone 'Europe/Paris')
        and s.created_at < ((${day}::date + 1)::timestamp at time zone 'Europe/Paris')`,
    ],
    ["balance of a buyer", sql`explain select balance_cents from market_balances where user_id = 1`],
  ];
  for (const [label, q] of plans) {
    const lines = rowsOf<{ "QUERY PLAN": string }>(await db.execute(q)).map((r) => r["QUERY PLAN"]);
    console.log(`  plan, ${label}:\n${lines.map((l) => `    ${l}`).join("\n")}`);
  }
}

// `npx tsx scripts/bench/market-intake-seed.ts` (DATA_DIR or DATABASE_URL).
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await growIntakeDatabase(
    await getDb(),
    Number(process.env.BENCH_LARGE_LEDGER ?? 1_000_000),
    Number(process.env.BENCH_LARGE_LEADS ?? 1_000_000),
  );
  await closeDb();
  process.exit(0);
}
