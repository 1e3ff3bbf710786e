import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

/**
 * The whole suite: lints (ESLint and Prettier, `npm run lint`) while the portal builds, installs
 * Debian's Chromium when it is missing (as root), runs the unit and integration tests (PGlite, and
 * PostgreSQL when DATABASE_URL_TEST is set), then the Playwright journeys against the build (two
 * workers, each with a server of its own). Ends with the time of each phase and one
 * "N passed, N failed" line, where a failed lint counts as one failure.
 *
 * SUITE_STARTED_AT (milliseconds since the epoch, set by .ci/run before `npm install`) adds the
 * install's time to the table.
 */
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const REPORTS = ".data/reports";
const started = Date.now();
const phases: [string, number][] = [];

if (process.env.SUITE_STARTED_AT) phases.push(["install", started - Number(process.env.SUITE_STARTED_AT)]);

function timed(name: string, work: () => number): number {
  const t0 = Date.now();
  const status = work();
  phases.push([name, Date.now() - t0]);
  return status;
}

function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): number {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  return spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
}

/**
 * A command that runs while this process waits for another (never spawnSync beside it: a blocked
 * event loop would neither drain a piped child's output nor see it end). `aside`: its output is kept
 * and printed whole when it ends, instead of mixed into the other's.
 */
function runAsync(
  cmd: string,
  args: string[],
  { aside = false } = {},
): Promise<{ status: number; output: string; ms: number }> {
  const t0 = Date.now();
  if (!aside) console.log(`\n$ ${cmd} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: aside ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
    child.on("close", (code) => resolve({ status: code ?? 1, output, ms: Date.now() - t0 }));
  });
}

/**
 * Debian's Chromium packages: the journeys run in its headless shell (the same engine without the
 * browser's window machinery, which spent a fifth of a journey's CPU), and the push journey in the
 * whole browser (the shell grants a service worker no notification permission).
 */
const BROWSERS = { "/usr/bin/chromium": "chromium", "/usr/bin/chromium-headless-shell": "chromium-headless-shell" };

function ensureChromium(): void {
  const missing = Object.entries(BROWSERS).filter(([binary]) => !existsSync(binary));
  if (!missing.length) return;
  const packages = missing.map(([, name]) => name);
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing ${missing.map(([b]) => b).join(", ")}: apt-get install ${packages.join(" ")}, and run again.`,
    );
    process.exit(1);
  }
  const apt = { DEBIAN_FRONTEND: "noninteractive" };
  if (
    run("apt-get", ["update", "-qq"], apt) !== 0 ||
    run("apt-get", ["install", "-y", "-qq", ...packages], apt) !== 0
  ) {
    console.error(`Could not install Debian's ${packages.join(" ")}.`);
    process.exit(1);
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { assertionResults: { fullName: string; duration?: number | null }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number };
}

function report<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

mkdirSync(REPORTS, { recursive: true });
ensureChromium();

// The lint beside the build: ESLint is single-threaded, and the build leaves a core idle for most of
// its type check. Both are reported whatever the other does.
const [lintResult, buildResult] = await Promise.all([
  runAsync("npm", ["run", "--silent", "lint"], { aside: true }),
  runAsync("npx", ["next", "build"]),
]);
const build = buildResult.status;
phases.push(["build (lint beside it)", buildResult.ms], ["lint (beside the build)", lintResult.ms]);
console.log(`\n$ npm run lint\n${lintResult.output}`);
const lint = lintResult.status;

if (process.env.DATABASE_URL_TEST)
  console.log(`Integration tests also run on PostgreSQL (${process.env.DATABASE_URL_TEST}).`);
const unit = timed("unit and integration (Vitest)", () =>
  run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/vitest.json`]),
);

const e2e = build === 0 ? timed("journeys on PGlite (Playwright)", () => run("npx", ["playwright", "test"])) : 1;
// The live pages' journeys again on PostgreSQL (LISTEN/NOTIFY instead of the embedded database's
// in-process notifications), on throw-away databases of the test server; one worker, one server.
const LIVE_SPECS = ["e2e/market/realtime.spec.ts", "e2e/mongustave/realtime.spec.ts"];
const pgReport = `${REPORTS}/playwright-postgres.json`;
let e2ePg = 0;
if (build === 0 && process.env.DATABASE_URL_TEST) {
  const url = new URL(process.env.DATABASE_URL_TEST);
  url.pathname = "/weedo_e2e_live";
  const port = String(Number(process.env.E2E_PORT ?? 3100) + 7);
  e2ePg = timed("live journeys on PostgreSQL (Playwright)", () =>
    run("npx", ["playwright", "test", ...LIVE_SPECS], {
      E2E_WORKERS: "1",
      E2E_DATABASE_URL: url.toString(),
      E2E_PORT: port,
      E2E_REPORT: pgReport,
      DATA_DIR: ".data/e2e-postgres",
    }),
  );
}

const vitest = report<VitestReport>(`${REPORTS}/vitest.json`);
const v = vitest ? { passed: vitest.numPassedTests, failed: vitest.numFailedTests } : { passed: 0, failed: 1 };
const playwrightCounts = (file: string) => {
  const j = report<PlaywrightReport>(file);
  return j ? { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected } : { passed: 0, failed: 1 };
};
const p = build === 0 ? playwrightCounts(`${REPORTS}/playwright.json`) : { passed: 0, failed: 1 };
if (build === 0 && process.env.DATABASE_URL_TEST) {
  const q = playwrightCounts(pgReport);
  p.passed += q.passed;
  p.failed += q.failed;
}

// Vitest runs both engines in one run (describe.each); the tests' own time per engine shows how
// each grows (set-up in hooks is not in it).
const perEngine = { pglite: 0, postgres: 0, neither: 0 };
for (const file of vitest?.testResults ?? [])
  for (const t of file.assertionResults) {
    const key = / on postgres\b/.test(t.fullName) ? "postgres" : / on pglite\b/.test(t.fullName) ? "pglite" : "neither";
    perEngine[key] += t.duration ?? 0;
  }

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
console.log("\nTime per phase (wall):");
for (const [name, ms] of phases) console.log(`  ${name.padEnd(42)} ${seconds(ms).padStart(7)}`);
console.log(`  ${"total of npm test".padEnd(42)} ${seconds(Date.now() - started).padStart(7)}`);
console.log(
  `  Vitest tests' own time: ${seconds(perEngine.pglite)} on PGlite, ${seconds(perEngine.postgres)} on PostgreSQL, ${seconds(perEngine.neither)} without a database engine in their name`,
);

const l = lint === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
console.log(
  `\nlint: ${lint === 0 ? "clean" : "failed"}, vitest: ${v.passed} passed, playwright: ${p.passed} passed${build !== 0 ? " (build failed)" : ""}`,
);
console.log(`${l.passed + v.passed + p.passed} passed, ${l.failed + v.failed + p.failed} failed`);
process.exit(lint || unit || build || e2e || e2ePg ? 1 : 0);
