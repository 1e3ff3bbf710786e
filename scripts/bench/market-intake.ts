import autocannon from "autocannon";
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { demoSourceKey } from "@/lib/db/seed/market-stock";
import { buildPortal, cleanup, freePort, portalEnv, run, seedPortal, startNext } from "./servers";

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

/** One counter for the whole process, so that the warm-up and the run never post the same person twice. */
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

/** Posts fresh leads to POST /api/market/leads for `seconds` and returns throughput and latency. */
export async function loadIntake(base: string, seconds: number, connections: number): Promise<IntakeFigures> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: `${base}/api/market/leads`,
    method: "POST",
    duration: seconds,
    connections,
    // Each intake runs the distribution engine in its transactions: allow slow answers under load.
    timeout: 30,
    headers: { "content-type": "application/json", "x-api-key": demoSourceKey("leadflow") },
    requests: [{ setupRequest: (req) => ({ ...req, body: bodyOf(seq++) }) }],
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (_c: unknown, status: number, _b: number, ms: number) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const created = statuses.get(201) ?? 0;
  const duplicates = statuses.get(409) ?? 0;
  return {
    seconds,
    connections,
    created,
    duplicates,
    failures: latencies.length - created - duplicates + result.errors,
    leadsPerSecond: created / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * Builds when no build exists, seeds a fresh embedded database, adds 20 orders in progress with
 * ample balances (so every lead is offered to the distribution engine and sold), serves the
 * production build on a free port (BENCH_INTAKE_PORT to choose one) and loads the intake endpoint.
 */
export async function benchMarketIntake(
  opts: { port?: number; seconds?: number; connections?: number } = {},
): Promise<IntakeFigures> {
  const port = opts.port ?? (process.env.BENCH_INTAKE_PORT ? Number(process.env.BENCH_INTAKE_PORT) : await freePort());
  const seconds = opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const connections = opts.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 10);
  const dataDir = ".data/bench-intake";
  const env = portalEnv({ port, dataDir });
  buildPortal({ reuse: true, force: false });
  rmSync(dataDir, { recursive: true, force: true });
  seedPortal(env, ["--leads", "2000"]);
  run(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/bench/market-intake-setup.ts"], {
    env,
    minutes: 5,
  });
  const server = await startNext({ cwd: ".", port, env, readyPath: "/api/health", name: "portal (intake)" });
  try {
    await loadIntake(server.base, 1, connections); // warm-up
    return await loadIntake(server.base, seconds, connections);
  } finally {
    server.stop();
  }
}

export function printIntake(f: IntakeFigures): void {
  const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "-");
  console.log(
    `\nmarketplace intake (POST /api/market/leads, distribution on, 20 orders in progress): ${f.seconds} s, ${f.connections} connections`,
  );
  console.log(`  leads accepted ${f.created}, duplicates ${f.duplicates}, failures ${f.failures}`);
  console.log(
    `  throughput ${fmt(f.leadsPerSecond)} leads/s, latency p50 ${fmt(f.p50)} ms, p95 ${fmt(f.p95)} ms, p99 ${fmt(f.p99)} ms`,
  );
}

// `npx tsx scripts/bench/market-intake.ts` runs it alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    printIntake(await benchMarketIntake());
  } finally {
    await cleanup();
  }
  process.exit(0);
}
