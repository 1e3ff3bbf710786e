import autocannon from "autocannon";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { demoSourceKey } from "@/lib/db/seed/market-stock";
import { countIntakeStatements, printStatements, type StatementFigures } from "./market-intake-statements";
import { createFreshDatabase, postgresServer } from "./postgres";
import { buildPortal, freePort, onCleanup, portalEnv, run, seedPortal, startNext, type Server } from "./servers";

export interface IntakeFigures {
  seconds: number;
  connections: number;
  created: number;
  duplicates: number;
  failures: number;
  leadsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** One database's two runs: the small books, then the same database grown to ~1 M ledger rows and leads. */
export interface IntakeEngineRun {
  engine: "pglite" | "postgresql";
  small: IntakeFigures;
  large: IntakeFigures;
}

export interface IntakeBench {
  floorPostPerSecond: number;
  runs: IntakeEngineRun[];
  statements: StatementFigures[];
}

/** One counter for the whole process, so that the warm-ups and the runs never post the same person twice. */
let seq = 0;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The intake payloads, each a new person (unique e-mail and phone) in one of the first five categories. */
function bodyOf(n: number): string {
  const postcodes = ["75011", "69003", "13006", "33000", "59000", "20090", "97400"];
  return JSON.stringify({
    category_id: 1 + (n % 5),
    first_name: "Bench",
    last_name: `Lead${n}`,
    email: `bench.${n}.${process.pid}@exemple.test`,
    phone: `+3378${String((n * 7_919 + process.pid) % 10_000_000).padStart(7, "0")}`,
    postcode: postcodes[n % postcodes.length],
    age: 20 + (n % 60),
    regime: "Salarié",
    proprietaire: true,
    type_logement: "Maison",
    montant_credits: 45_000,
    situation: "CDI",
    chauffage_actuel: "Gaz",
    capital: "5 000 €",
  });
}

/** Posts to `url` for `seconds` (a fresh body per request) and returns throughput and latency. */
async function load(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string>,
): Promise<IntakeFigures> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url,
    method: "POST",
    duration: seconds,
    connections,
    // Each intake runs the distribution engine in its transaction: allow slow answers under load.
    timeout: 30,
    headers: { "content-type": "application/json", ...headers },
    requests: [{ setupRequest: (req) => ({ ...req, body: bodyOf(seq++) }) }],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (_c: unknown, status: number, _b: number, ms: number) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const ok = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((n, [, c]) => n + c, 0);
  const duplicates = statuses.get(409) ?? 0;
  return {
    seconds,
    connections,
    created: ok,
    duplicates,
    failures: latencies.length - ok - duplicates + result.errors,
    leadsPerSecond: ok / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** Posts fresh leads to POST /api/market/leads for `seconds` and returns throughput and latency. */
export const loadIntake = (base: string, seconds: number, connections: number) =>
  load(`${base}/api/market/leads`, seconds, connections, { "x-api-key": demoSourceKey("leadflow") });

/** The floor: the bare app's JSON POST route handler (/api/echo) under the same load and bodies. */
export const loadFloor = (bareBase: string, seconds: number, connections: number) =>
  load(`${bareBase}/api/echo`, seconds, connections, {});

const tsx = (script: string, env: NodeJS.ProcessEnv) =>
  run(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), script], { env, minutes: 8 });

/** Stops the portal and waits until its embedded database has let go of its directory (its lock file). */
async function stopPortal(server: Server, dataDir: string): Promise<void> {
  server.stop();
  const lock = `${path.join(dataDir, "pglite")}.pid`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(server.base + "/api/health", { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (!up && !existsSync(lock)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (existsSync(lock)) throw new Error(`the embedded database still holds ${lock}`);
}

/**
 * One database: seeds a fresh portal database (the embedded one, or a new PostgreSQL database
 * beside `serverUrl`'s, dropped at the end), adds the bench's 20 orders and ~10 k ledger rows,
 * serves the production build and loads the intake; then grows the books to ~1 M ledger rows and
 * ~1 M leads (set-based) and loads it again.
 */
async function runOn(
  engine: IntakeEngineRun["engine"],
  opts: { seconds: number; connections: number; serverUrl?: string },
): Promise<IntakeEngineRun> {
  const dataDir = engine === "pglite" ? ".data/bench-intake" : ".data/bench-intake-pg";
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (engine === "postgresql") {
    const created = await createFreshDatabase(opts.serverUrl!);
    databaseUrl = created.url;
    drop = created.drop;
    onCleanup(drop);
  }
  try {
    const port = await freePort();
    const env = portalEnv({ port, dataDir, databaseUrl });
    rmSync(dataDir, { recursive: true, force: true });
    seedPortal(env, ["--leads", "2000"]);
    tsx("scripts/bench/market-intake-setup.ts", {
      ...env,
      BENCH_LEDGER_ROWS: process.env.BENCH_LEDGER_ROWS ?? "10000",
    });
    const measure = async (label: string) => {
      const server = await startNext({
        cwd: ".",
        port,
        env,
        readyPath: "/api/health",
        name: `portal (intake, ${engine})`,
      });
      try {
        // Three seconds of warm-up: a freshly started server on a million-row database reads its
        // indexes from disk for the first seconds (about 290 leads/s, then 405 steady on PostgreSQL),
        // which a one-second warm-up left inside the measured run.
        await loadIntake(server.base, 3, opts.connections);
        const f = await loadIntake(server.base, opts.seconds, opts.connections);
        console.log(
          `  ${engine}, ${label}: ${f.leadsPerSecond.toFixed(1)} leads/s, p95 ${f.p95} ms (${f.failures} failures)`,
        );
        return f;
      } finally {
        await stopPortal(server, dataDir);
      }
    };
    const small = await measure("~10 k ledger rows");
    tsx("scripts/bench/market-intake-seed.ts", env);
    const large = await measure("~1 M ledger rows and leads");
    return { engine, small, large };
  } finally {
    await drop();
  }
}

/**
 * `npm run bench -- intake`: the bare POST floor, then the intake on the embedded database and,
 * when BENCH_DATABASE_URL names a server (or 127.0.0.1:5432 answers), on PostgreSQL, each at ~10 k
 * and ~1 M ledger rows; plus the statements and transactions per lead (deterministic). Writes
 * .data/bench/intake.json.
 */
export async function benchMarketIntake(opts: {
  bare: Server;
  seconds: number;
  connections: number;
  postgres: boolean;
}): Promise<IntakeBench> {
  buildPortal({ reuse: true, force: false });
  await loadFloor(opts.bare.base, 1, opts.connections); // warm-up
  const floor = await loadFloor(opts.bare.base, opts.seconds, opts.connections);
  console.log(`  floor (bare POST /api/echo): ${floor.leadsPerSecond.toFixed(1)} req/s, p95 ${floor.p95} ms`);
  const runs: IntakeEngineRun[] = [await runOn("pglite", opts)];
  const serverUrl = opts.postgres ? await postgresServer() : null;
  if (serverUrl) runs.push(await runOn("postgresql", { ...opts, serverUrl }));
  else console.log("  PostgreSQL: skipped (no BENCH_DATABASE_URL, nothing on 127.0.0.1:5432, or --no-postgres)");
  const statements = [await countIntakeStatements("pglite")];
  if (serverUrl) statements.push(await countIntakeStatements("postgres", serverUrl));
  return { floorPostPerSecond: floor.leadsPerSecond, runs, statements };
}

/** The figures file: { floorPostPerSecond, postgresql: {…}, pglite: {…} }. */
export function intakeJson(b: IntakeBench) {
  const of = (engine: IntakeEngineRun["engine"]) => {
    const r = b.runs.find((x) => x.engine === engine);
    return r
      ? {
          leadsPerSecond: r.small.leadsPerSecond,
          p95Ms: r.small.p95,
          largeLedgerLeadsPerSecond: r.large.leadsPerSecond,
        }
      : null;
  };
  return { floorPostPerSecond: b.floorPostPerSecond, postgresql: of("postgresql"), pglite: of("pglite") };
}

export function printIntake(b: IntakeBench, file = ".data/bench/intake.json"): void {
  const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "-");
  const c = b.runs[0]?.small;
  console.log(
    `\nmarketplace intake (POST /api/market/leads, distribution on, 20 orders in progress): ${c?.seconds ?? "-"} s, ${c?.connections ?? "-"} connections`,
  );
  console.log(`floor: bare POST route ${fmt(b.floorPostPerSecond)} req/s`);
  console.log(
    "| database | books | leads/s | p50 ms | p95 ms | p99 ms | floor ÷ | large ÷ small | accepted | failures |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const r of b.runs)
    for (const [label, f] of [
      ["~10 k ledger rows", r.small],
      ["~1 M ledger rows, ~1 M leads", r.large],
    ] as const)
      console.log(
        `| ${r.engine} | ${label} | ${fmt(f.leadsPerSecond)} | ${fmt(f.p50, 0)} | ${fmt(f.p95, 0)} | ${fmt(f.p99, 0)} | ${fmt(b.floorPostPerSecond / f.leadsPerSecond)}× | ${fmt(f.leadsPerSecond / r.small.leadsPerSecond, 2)} | ${f.created} | ${f.failures} |`,
      );
  console.log("statements per lead (drizzle's logger, one lead after the other):");
  printStatements(b.statements);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(intakeJson(b), null, 2) + "\n");
  console.log(`written ${file}: ${readFileSync(file, "utf8").replace(/\s+/g, " ")}`);
}
