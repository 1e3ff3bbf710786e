import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

/**
 * Building, seeding and serving for the benchmarks: every server listens on a free 127.0.0.1 port,
 * runs in its own process group and is stopped when the run ends, however it ends.
 */

const cleanups: (() => void | Promise<void>)[] = [];

/** Registers work to undo at the end of the run (servers, databases); the last registered runs first. */
export function onCleanup(fn: () => void | Promise<void>): void {
  cleanups.push(fn);
}

/** Runs every registered clean-up once, each bounded to 10 s so that a stuck one cannot hold the run. */
export async function cleanup(): Promise<void> {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    try {
      await Promise.race([fn(), new Promise((r) => setTimeout(r, 10_000).unref())]);
    } catch (e) {
      console.error(`clean-up failed: ${(e as Error).message}`);
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

/** A port nobody listens on right now, from the kernel's ephemeral range. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Newest modification time under the given files and folders (0 when none exists). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== ".next" && name !== "node_modules") visit(path.join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** True when `marker` is missing or older than any of `sources`. */
export function isStale(marker: string, sources: string[]): boolean {
  return !existsSync(marker) || statSync(marker).mtimeMs < newestMtime(sources);
}

/** The `next` command-line entry point as resolved from `dir` (the repository or a staging folder). */
export function nextBin(dir: string): string {
  return path.resolve(dir, "node_modules", "next", "dist", "bin", "next");
}

/** Runs a command to completion (bounded by `minutes`) and throws when it fails. */
export function run(
  cmd: string,
  args: string[],
  opts: { cwd?: string; env: NodeJS.ProcessEnv; minutes?: number },
): void {
  const r = spawnSync(cmd, args, {
    stdio: "inherit",
    cwd: opts.cwd,
    env: opts.env,
    timeout: (opts.minutes ?? 20) * 60_000,
  });
  if (r.status !== 0)
    throw new Error(
      `${path.basename(cmd)} ${args.join(" ")} failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`})`,
    );
}

/** Environment of a production portal process; DATABASE_URL only when given (else the embedded database). */
export function portalEnv(opts: { port?: number; dataDir: string; databaseUrl?: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: opts.dataDir,
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.port) env.APP_URL = `http://127.0.0.1:${opts.port}`;
  return env;
}

/** Sources whose change makes the portal's production build stale. */
const PORTAL_SOURCES = [
  "app",
  "components",
  "lib",
  "messages",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-node.ts",
  "next.config.ts",
  "tsconfig.json",
  "postcss.config.mjs",
  "package-lock.json",
];

/**
 * Builds the portal unless a build newer than its sources exists; `reuse` keeps any existing
 * build (when only the bench changed, or to compare runs on the same build), `force` always builds.
 */
export function buildPortal(mode: { reuse: boolean; force: boolean }): void {
  const marker = ".next/BUILD_ID";
  if (!mode.force && existsSync(marker) && (mode.reuse || !isStale(marker, PORTAL_SOURCES))) {
    console.log(`portal: reusing the production build of ${statSync(marker).mtime.toISOString()}`);
    return;
  }
  console.log("portal: next build…");
  run(process.execPath, [nextBin("."), "build"], { env: portalEnv({ dataDir: ".data/bench-build" }) });
}

/** Seeds a fresh portal database (the embedded one in `dataDir`, or the PostgreSQL database named). */
export function seedPortal(env: NodeJS.ProcessEnv, extra: string[] = []): void {
  run(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/seed.ts", ...extra], {
    env,
    minutes: 10,
  });
}

export interface Server {
  base: string;
  stop: () => void;
}

/** Serves a production build (`next start` in `cwd`) and waits, at most a minute, for `readyPath` to answer. */
export async function startNext(opts: {
  cwd: string;
  port: number;
  env: NodeJS.ProcessEnv;
  readyPath: string;
  name: string;
}): Promise<Server> {
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin(opts.cwd), "start", "-H", "127.0.0.1", "-p", String(opts.port)],
    {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stop);
  onCleanup(stop);
  const base = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(base + opts.readyPath, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return { base, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`${opts.name} did not start on ${base}`);
}
