import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { prepareBareApp } from "./bench/bare-app";
import { benchMarketIntake, printIntake } from "./bench/market-intake";
import { benchPostback, printPostback } from "./bench/myaffil-postback";
import { runPerfStatsBench } from "./bench/myaffil-stats";
import { runCheckBench } from "./bench/check-verify";
import { printPages, runPages } from "./bench/pages";
import { createFreshDatabase, postgresServer } from "./bench/postgres";
import {
  buildPortal,
  cleanup,
  freePort,
  onCleanup,
  portalEnv,
  seedPortal,
  startNext,
  type Server,
} from "./bench/servers";

/**
 * `npm run bench`: builds the portal and the bare Next.js app of bench/bare (same next/react),
 * serves both on free 127.0.0.1 ports and prints one table per database (embedded, then
 * PostgreSQL when BENCH_DATABASE_URL is set or 127.0.0.1:5432 answers): req/s, p50/p95, HTML and
 * first-load JS of every target, its ratio to the bare page and issue 9's targets. Then the
 * marketplace intake (scripts/bench/market-intake.ts) and the MyAffil statistics over BENCH_LEADS
 * leads (scripts/bench/myaffil-stats.ts).
 *
 *   npm run bench [-- pages | perf-stats | intake | postback] [--reuse-build] [--rebuild] [--no-postgres]
 *
 * `pages` runs the tables alone, `perf-stats` the statistics alone, `intake` the marketplace intake
 * alone (beside the bare POST floor, on both databases, at ~10 k and ~1 M ledger rows; it writes
 * .data/bench/intake.json), `postback` the MyAffil postback path (scripts/bench/myaffil-postback.ts,
 * .data/bench/postback.json). The portal is rebuilt when a
 * source is newer than .next/BUILD_ID; --reuse-build keeps any existing build, --rebuild forces one.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune autocannon.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "reuse-build": { type: "boolean", default: false },
    rebuild: { type: "boolean", default: false },
    "no-postgres": { type: "boolean", default: false },
  },
});
const part = positionals[0] ?? "all";
if (!["all", "pages", "perf-stats", "intake", "postback", "check"].includes(part)) {
  console.error(`unknown part "${part}": expected pages, perf-stats, intake, postback or check (or nothing for all)`);
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Seeds a fresh portal database, serves the build on it, runs the page table and stops the server. */
async function pagesOn(bare: Server, label: string, opts: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const port = await freePort();
  const env = portalEnv({ port, ...opts });
  rmSync(opts.dataDir, { recursive: true, force: true });
  seedPortal(env);
  const portal = await startNext({ cwd: ".", port, env, readyPath: "/api/health", name: "portal" });
  try {
    console.log(
      `${label}: portal ${portal.base}, bare ${bare.base}; autocannon ${seconds} s per target, ${connections} connections`,
    );
    const rows = await runPages(bare.base, portal.base, seconds, connections);
    printPages(`${label} — ${new Date().toISOString()}`, rows);
  } finally {
    portal.stop();
  }
}

try {
  if (part !== "perf-stats" && part !== "check") {
    buildPortal({ reuse: values["reuse-build"], force: values.rebuild });
    const bareDir = prepareBareApp(values.rebuild);
    const barePort = await freePort();
    const bare = await startNext({
      cwd: bareDir,
      port: barePort,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
      readyPath: "/",
      name: "bare app",
    });
    try {
      if (part === "all" || part === "pages") await pagesBoth(bare);
      if (part === "all" || part === "intake")
        printIntake(await benchMarketIntake({ bare, seconds, connections, postgres: !values["no-postgres"] }));
      if (part === "all" || part === "postback")
        printPostback(await benchPostback({ bare, seconds, connections, postgres: !values["no-postgres"] }));
    } finally {
      bare.stop();
    }
  }
  if (part === "all" || part === "perf-stats") await runPerfStatsBench();
  // Weedo check: one contact through the verification API (scripts/bench/check-verify.ts).
  if (part === "all" || part === "check") await runCheckBench();
} finally {
  await cleanup();
}
process.exit(0);

/** The page tables on the embedded database, then on PostgreSQL when one answers. */
async function pagesBoth(bare: Server): Promise<void> {
  await pagesOn(bare, "embedded database (PGlite)", { dataDir: ".data/bench" });
  const server = values["no-postgres"] ? null : await postgresServer();
  if (server) {
    const db = await createFreshDatabase(server);
    onCleanup(db.drop);
    try {
      await pagesOn(bare, `PostgreSQL (${new URL(db.url).host})`, {
        dataDir: ".data/bench-pg",
        databaseUrl: db.url,
      });
    } finally {
      await db.drop();
    }
  } else console.log("\nPostgreSQL: skipped (no BENCH_DATABASE_URL, nothing on 127.0.0.1:5432, or --no-postgres)");
}
