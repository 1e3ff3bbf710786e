import { eq, sql } from "drizzle-orm";
import { createApiHandler } from "@/lib/api/yoga";
import { SERVICES } from "@/lib/api/services";
import { openDb, type Db, type DbHandle } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { users } from "@/lib/db/schema";
import { isSeeded, seed } from "@/lib/db/seed";
import { sessionTokenFor } from "@/lib/session/start";

/**
 * MyAffil statistics over a large lead table: statsglobales (by day) and statsdetaillees (by
 * program, by campaign) on a 90-day range, through the real GraphQL handler (in process: the
 * server's own time, without the network), beside the bare SQL on the daily roll-up (the
 * breakdown's GROUP BY plus, unless it is by day, the chart's daily GROUP BY) and a naive
 * GROUP BY scan of the raw clicks and leads. Prints p50/p95 over BENCH_RUNS runs (default 30).
 *
 * BENCH_LEADS (default 1 000 000) sets the size. The seeded database is kept in
 * BENCH_STATS_DIR (default .data/bench-perf-stats) and reused when it holds that many leads;
 * BENCH_DATABASE_URL runs it on PostgreSQL instead (an empty database, or one seeded by a
 * previous run with the same size).
 */

interface Figures {
  name: string;
  p50: number;
  p95: number;
  runs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function time(name: string, runs: number, fn: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < 3; i++) await fn(); // warm-up: plans, caches
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { name, p50: percentile(ms, 50), p95: percentile(ms, 95), runs };
}

async function count(db: Db, table: string): Promise<number> {
  const r = (await db.execute(sql.raw(`select count(*)::float8 as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return Number(r.rows[0]?.n ?? 0);
}

async function openBenchDb(leads: number): Promise<DbHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = await openDb(
    url ? { url } : { dataDir: process.env.BENCH_STATS_DIR ?? ".data/bench-perf-stats/pglite" },
  );
  await migrateDb(handle);
  if (await isSeeded(handle.db)) {
    const have = await count(handle.db, "perf_leads");
    if (have < leads * 0.95)
      throw new Error(
        `the bench database holds ${have} leads, not ${leads}: remove it (or point BENCH_DATABASE_URL at an empty database)`,
      );
    console.log(`reusing the bench database: ${have} leads`);
  } else {
    console.log(`seeding ${leads} leads on ${handle.engine} (once; the database is kept for the next runs)…`);
    const t0 = performance.now();
    await seed(handle.db, { leads });
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  if (handle.engine === "postgres") await handle.db.execute(sql`analyze`);
  return handle;
}

export async function runPerfStatsBench(): Promise<void> {
  const leads = Number(process.env.BENCH_LEADS ?? 1_000_000);
  const runs = Number(process.env.BENCH_RUNS ?? 30);
  const handle = await openBenchDb(leads);
  const db = handle.db;
  try {
    const [rollupRows, leadRows, clickRows] = await Promise.all([
      count(db, "perf_stats_daily"),
      count(db, "perf_leads"),
      count(db, "perf_clicks"),
    ]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
    const fromDate = new Date(`${today}T00:00:00Z`);
    fromDate.setUTCDate(fromDate.getUTCDate() - 89);
    const from = fromDate.toISOString().slice(0, 10);
    const to = today;

    const [admin] = await db.select().from(users).where(eq(users.email, "admin@weedo.test"));
    const token = await sessionTokenFor(admin!);
    const perf = SERVICES.myaffil;
    const handler = createApiHandler(perf.schema, perf.endpoint, { db: async () => db });
    const query = `query($input: MyaffilStatsInput!) { myaffilStats(input: $input) { rowCount
      totals { clicks leads validLeads conversion revenue payout margin epc }
      rows { key label clicks leads validLeads invalidLeads duplicateLeads conversion revenue payout margin epc }
      series { day clicks leads revenue payout } } }`;
    const api = async (groupBy: string) => {
      const res = await handler(
        new Request(`http://127.0.0.1${perf.endpoint}`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables: { input: { from, to, groupBy, pageSize: 5000 } } }),
        }),
      );
      const body = (await res.json()) as {
        errors?: unknown[];
        data?: { myaffilStats: { rowCount: number; totals: { leads: number } } };
      };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!.myaffilStats;
    };
    const bareOne = (dim: string) =>
      db.execute(
        sql.raw(`select ${dim}, sum(clicks)::float8 clicks, sum(leads)::float8 leads, sum(valid_leads)::float8 valid_leads, sum(invalid_leads)::float8 invalid_leads,
          sum(duplicate_leads)::float8 duplicate_leads, sum(revenue_cents)::float8 revenue, sum(payout_cents)::float8 payout
          from perf_stats_daily where day >= '${from}' and day <= '${to}' group by ${dim} order by ${dim}`),
      );
    // What a hand-written page would run for the same screen: the breakdown, and the daily
    // series of its chart (one statement when the breakdown is the day).
    const bare = async (dim: string) => {
      await bareOne(dim);
      if (dim !== "day") await bareOne("day");
    };
    const naive = (dim: string, clickDim: string) =>
      db.execute(
        sql.raw(`select k, sum(clicks) clicks, sum(leads) leads, sum(valid_leads) valid_leads, sum(revenue) revenue, sum(payout) payout from (
            select ${dim} as k, 0 clicks, count(*) leads, count(*) filter (where status = 'valid') valid_leads,
              sum(revenue_cents) filter (where not duplicate and status <> 'invalid') revenue, sum(payout_cents) filter (where not duplicate and status <> 'invalid') payout
            from perf_leads where day >= '${from}' and day <= '${to}' group by 1
            union all
            select ${clickDim} as k, count(*), 0, 0, 0, 0 from perf_clicks c join perf_campaigns k on k.id = c.campaign_id
            where c.created_at >= ('${from}'::date::timestamp at time zone 'Europe/Paris') and c.created_at < (('${to}'::date + 1)::timestamp at time zone 'Europe/Paris') group by 1
          ) x group by k order by k`),
      );

    // The API's figures must be the raw leads' before any timing means anything.
    const check = await api("day");
    const raw = (await db.execute(
      sql.raw(`select count(*)::float8 n from perf_leads where day >= '${from}' and day <= '${to}'`),
    )) as unknown as { rows: { n: number }[] };
    if (check.totals.leads !== Number(raw.rows[0]!.n))
      throw new Error(`roll-up and raw leads differ: ${check.totals.leads} vs ${raw.rows[0]!.n}`);

    const screens = [
      {
        screen: "statsglobales (by day)",
        groupBy: "day",
        dim: "day",
        naiveDim: "day",
        clickDim: "(c.created_at at time zone 'Europe/Paris')::date",
      },
      {
        screen: "statsdetaillees (by program)",
        groupBy: "program",
        dim: "program_id",
        naiveDim: "program_id",
        clickDim: "k.program_id",
      },
      {
        screen: "statsdetaillees (by campaign)",
        groupBy: "campaign",
        dim: "campaign_id",
        naiveDim: "campaign_id",
        clickDim: "c.campaign_id",
      },
    ];
    const results: { screen: string; rows: number; api: Figures; bare: Figures; naive: Figures }[] = [];
    for (const s of screens) {
      const rows = (await api(s.groupBy)).rowCount;
      const apiF = await time("API", runs, () => api(s.groupBy));
      const bareF = await time("bare SQL", runs, () => bare(s.dim));
      const naiveF = await time("naive scan", Math.max(5, Math.round(runs / 3)), () => naive(s.naiveDim, s.clickDim));
      results.push({ screen: s.screen, rows, api: apiF, bare: bareF, naive: naiveF });
    }

    const f = (n: number) => n.toFixed(1).padStart(8);
    console.log(
      `\nMyAffil statistics, ${from} … ${to} (90 days), ${handle.engine}: ${leadRows} leads, ${clickRows} clicks, ${rollupRows} roll-up rows; p50/p95 in ms`,
    );
    console.log(
      `${"screen".padEnd(30)} ${"rows".padStart(5)} ${"API p50".padStart(8)} ${"API p95".padStart(8)} ${"SQL p50".padStart(8)} ${"SQL p95".padStart(8)} ${"scan p50".padStart(8)} ${"scan p95".padStart(8)}  API/SQL (p50, p95)  scan/API p50  target`,
    );
    for (const r of results) {
      const ratio50 = r.api.p50 / r.bare.p50;
      const ratio95 = r.api.p95 / r.bare.p95;
      console.log(
        `${r.screen.padEnd(30)} ${String(r.rows).padStart(5)} ${f(r.api.p50)} ${f(r.api.p95)} ${f(r.bare.p50)} ${f(r.bare.p95)} ${f(r.naive.p50)} ${f(r.naive.p95)}  ${ratio50.toFixed(2)}×, ${ratio95.toFixed(2)}×`.padEnd(
          130,
        ) +
          `  ${(r.naive.p50 / r.api.p50).toFixed(1)}×`.padStart(12) +
          `  ${ratio50 <= 2 ? "ok (≤ 2×)" : "MISSED (> 2×)"}`,
      );
    }
  } finally {
    await handle.close();
  }
}

// Run on its own: `npx tsx scripts/bench/myaffil-stats.ts` (npm run bench runs it after the HTTP targets).
if (import.meta.url === `file://${process.argv[1]}`) {
  await runPerfStatsBench();
  process.exit(0);
}
