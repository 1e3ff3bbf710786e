import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";

export interface Target {
  name: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Loads one URL for `seconds` with `connections` and returns throughput and latency percentiles (ms). */
export async function measure(base: string, t: Target, seconds: number, connections: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  // Without a callback autocannon returns its instance, which is also a promise of the result.
  const instance = autocannon({ url: base + t.path, method: t.method ?? "GET", headers: t.headers, body: t.body, duration: seconds, connections }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status >= 400) errors++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { name: t.name, rps: result.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors: errors + result.errors };
}

/** Builds when needed, seeds a fresh embedded database and serves the production build. */
export async function startServer(port: number, dataDir: string): Promise<{ base: string; stop: () => void }> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, APP_URL: `http://127.0.0.1:${port}`, NODE_ENV: "production" as const, LOG_LEVEL: "warn" };
  if (!existsSync(".next/BUILD_ID")) spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
  rmSync(dataDir, { recursive: true, force: true });
  const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts"], { stdio: "inherit", env });
  if (seeded.status !== 0) throw new Error("seed failed");
  const server: ChildProcess = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore", env, detached: true });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stop);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("server did not start");
}

export function printTable(rows: Figures[], floor: Figures): void {
  const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "-");
  console.log(`\n${"target".padEnd(34)} ${"req/s".padStart(9)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}  ratio to static floor (req/s, p95)`);
  for (const r of rows) {
    const ratio = r === floor ? "floor" : `${fmt(floor.rps / r.rps, 2)}× slower, ${fmt(r.p95 / Math.max(floor.p95, 0.1), 2)}× p95`;
    console.log(`${r.name.padEnd(34)} ${fmt(r.rps).padStart(9)} ${fmt(r.p50).padStart(8)} ${fmt(r.p95).padStart(8)} ${fmt(r.p99).padStart(8)} ${String(r.errors).padStart(7)}  ${ratio}`);
  }
}
