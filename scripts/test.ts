import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmdirSync } from "node:fs";

/**
 * The whole suite: installs Debian's Chromium when it is missing (as root); builds the portal while
 * the lint (ESLint and Prettier, `npm run lint`), the journeys' demo data and the unit and
 * integration tests (Vitest: PGlite, and PostgreSQL when DATABASE_URL_TEST is set) run beside it;
 * once it is built, the Playwright journeys against the build (three workers, each with a server of
 * its own), the live journeys on PostgreSQL and the type check (tsgo, `npm run typecheck`) side by
 * side, beside whatever of Vitest remains. Ends with the time of each phase (wall, and its span from
 * the start of `npm test`: phases overlap) and one "N passed, N failed" line, where a failed lint
 * or type check counts as one failure; the
 * journeys that passed only on their retry are counted and named.
 *
 * SUITE_STARTED_AT (milliseconds since the epoch, set by .ci/run before `npm install`) adds the
 * install's time to the table.
 */
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/** The machine's busy and idle CPU time so far (Linux), to tell how much of the cores the suite left idle. */
function machineCpu(): { busy: number; idle: number } | null {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
    const idle = ticks[3]! + ticks[4]!;
    return { busy: ticks.reduce((a, b) => a + b, 0) - idle, idle };
  } catch {
    return null;
  }
}
const cpuAtStart = machineCpu();
const REPORTS = ".data/reports";
const started = Date.now();
interface Ran {
  status: number;
  output: string;
  /** Milliseconds from the start of `npm test`. */
  from: number;
  to: number;
  /** CPU seconds of the command and every process it started (see cpuGroup). */
  cpu?: number;
}
const phases: [string, Pick<Ran, "from" | "to" | "cpu">][] = [];

if (process.env.SUITE_STARTED_AT)
  phases.push(["install (before npm test)", { from: Number(process.env.SUITE_STARTED_AT) - started, to: 0 }]);

function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): number {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  return spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
}

/**
 * The CPU a phase costs, all its processes together (the servers and browsers too, wherever they are
 * reparented): each phase runs in a cpuacct control group of its own when this machine lets us make
 * one (Linux, as root), else the column stays empty. Since the phases share two cores, the CPU is
 * what each costs the suite, whatever its wall time.
 */
const CPUACCT = "/sys/fs/cgroup/cpuacct";
let groups = 0;

function cpuGroup(): string | null {
  const dir = `${CPUACCT}/weedo-test-${process.pid}-${++groups}`;
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return null;
  }
}

function cpuSeconds(group: string): number | undefined {
  try {
    return Number(readFileSync(`${group}/cpuacct.usage`, "utf8")) / 1e9;
  } catch {
    return undefined;
  } finally {
    try {
      rmdirSync(group);
    } catch {
      // A process left behind keeps the group; the machine's next boot clears it.
    }
  }
}

/**
 * A command that runs while this process waits for others (never spawnSync beside them: a blocked
 * event loop would neither drain a piped child's output nor see it end). `aside`: its output is kept
 * and printed whole when it ends, instead of mixed into the others' (the journeys alone print live).
 */
function runAsync(
  cmd: string,
  args: string[],
  { aside = false, env: extra = {} }: { aside?: boolean; env?: Record<string, string> } = {},
): Promise<Ran> {
  const from = Date.now() - started;
  if (!aside) console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const group = cpuGroup();
  // The shell joins the group, then becomes the command: everything it starts is counted there.
  const [file, argv] = group
    ? ["sh", ["-c", `echo $$ > ${group}/cgroup.procs && exec "$@"`, "sh", cmd, ...args]]
    : [cmd, args];
  return new Promise((resolve) => {
    const child = spawn(file, argv, {
      env: { ...env, ...extra },
      stdio: aside ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
    child.on("close", (code) => {
      if (aside) console.log(`\n$ ${cmd} ${args.join(" ")}\n${output}`);
      resolve({
        status: code ?? 1,
        output,
        from,
        to: Date.now() - started,
        cpu: group ? cpuSeconds(group) : undefined,
      });
    });
  });
}

/**
 * Debian's packages the suite runs: Chromium (the journeys run in its headless shell, the same engine
 * without the browser's window machinery, which spent a fifth of a journey's CPU; the push journey in
 * the whole browser, as the shell grants a service worker no notification permission), poppler's
 * pdfsig and pdftotext (the sealed insertion orders are checked with them) and OpenSSL (the local
 * timestamp authority and the check of its tokens).
 */
const SYSTEM_PACKAGES = {
  "/usr/bin/chromium": "chromium",
  "/usr/bin/chromium-headless-shell": "chromium-headless-shell",
  "/usr/bin/pdfsig": "poppler-utils",
  "/usr/bin/openssl": "openssl",
};

function ensureSystemPackages(): void {
  const missing = Object.entries(SYSTEM_PACKAGES).filter(([binary]) => !existsSync(binary));
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
  numFailedTestSuites: number;
  testResults: { assertionResults: { fullName: string; duration?: number | null }[] }[];
}
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; line: number; tests: { status: string }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number };
  suites: PlaywrightSuite[];
}

/** The journeys that failed first and passed on their retry ("flaky" in Playwright's report). */
function retried(suites: PlaywrightSuite[], file = ""): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === "flaky"))
      .map((spec) => `${suite.file ?? file}:${spec.line} ${spec.title}`),
    ...retried(suite.suites ?? [], suite.file ?? file),
  ]);
}

function report<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

mkdirSync(REPORTS, { recursive: true });
ensureSystemPackages();

// What does not need the build runs beside it: the lint, the journeys' demo data, and Vitest (the
// build leaves a core idle for most of its single-threaded type check; ESLint and the seed are
// single-threaded too). Once it is built, the journeys and the live journeys on PostgreSQL run side
// by side, beside the end of Vitest: the cores are never left idle while something waits.
const SEEDED_DIR = ".data/e2e-seeded";
if (process.env.DATABASE_URL_TEST)
  console.log(`Integration tests also run on PostgreSQL (${process.env.DATABASE_URL_TEST}).`);
const lintRun = runAsync("npm", ["run", "--silent", "lint"], { aside: true });
const seedRun = runAsync("npx", ["tsx", "scripts/e2e-seed.ts", SEEDED_DIR], { aside: true });
const buildRun = runAsync("npx", ["next", "build"], { aside: true, env: { WEEDO_TYPES_CHECKED_APART: "1" } });
// The type check, once the build is done (next typegen writes the route types it reads, .next/types,
// where the build would race it): tsgo on one
// thread costs a quarter of the CPU of tsc, which the build ran on its path to the journeys.
const typesRun = buildRun.then((b) =>
  b.status === 0
    ? runAsync("sh", ["-c", "npx next typegen >/dev/null && npm run --silent typecheck"], { aside: true })
    : null,
);
const vitestRun = runAsync(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/vitest.json`],
  { aside: true },
);

// The live pages' journeys again on PostgreSQL (LISTEN/NOTIFY instead of the embedded database's
// in-process notifications), on throw-away databases of the test server; one worker, one server.
const LIVE_SPECS = ["e2e/market/realtime.spec.ts", "e2e/mongustave/realtime.spec.ts"];
const pgReport = `${REPORTS}/playwright-postgres.json`;
const livePgRun = buildRun.then((b) => {
  if (b.status !== 0 || !process.env.DATABASE_URL_TEST) return null;
  const url = new URL(process.env.DATABASE_URL_TEST);
  url.pathname = "/weedo_e2e_live";
  return runAsync("npx", ["playwright", "test", ...LIVE_SPECS], {
    aside: true,
    env: {
      E2E_WORKERS: "1",
      E2E_DATABASE_URL: url.toString(),
      E2E_PORT: String(Number(process.env.E2E_PORT ?? 3100) + 7),
      E2E_REPORT: pgReport,
      E2E_OUTPUT_DIR: "test-results-postgres",
      DATA_DIR: ".data/e2e-postgres",
    },
  });
});

const e2eRun = Promise.all([buildRun, seedRun]).then(([b]) =>
  b.status === 0 ? runAsync("npx", ["playwright", "test"], { env: { E2E_SEEDED_DIR: SEEDED_DIR } }) : null,
);

const [lintResult, seedResult, buildResult, vitestResult, livePgResult, e2eResult, typesResult] = await Promise.all([
  lintRun,
  seedRun,
  buildRun,
  vitestRun,
  livePgRun,
  e2eRun,
  typesRun,
]);
const build = buildResult.status;
// A type error fails the suite as a lint finding does (counted with it below).
const lint = lintResult.status || (typesResult?.status ?? 0);
const unit = vitestResult.status;
// Not run: no PostgreSQL, or no build (which already fails the suite).
const e2ePg = livePgResult?.status ?? 0;
const e2e = e2eResult?.status ?? 1;
phases.push(
  ["build", buildResult],
  ["lint (beside the build)", lintResult],
  ["journeys' demo data (beside the build)", seedResult],
  ["unit and integration, both engines (Vitest)", vitestResult],
);
if (typesResult) phases.push(["type check (tsgo, after the build)", typesResult]);
if (livePgResult) phases.push(["live journeys on PostgreSQL (Playwright)", livePgResult]);
if (e2eResult) phases.push(["journeys on PGlite (Playwright)", e2eResult]);

const vitest = report<VitestReport>(`${REPORTS}/vitest.json`);
// A file whose set-up failed fails no test of its own (its tests are skipped): it counts as one.
const v = vitest
  ? {
      passed: vitest.numPassedTests,
      failed: vitest.numFailedTests || (unit === 0 ? 0 : vitest.numFailedTestSuites || 1),
    }
  : { passed: 0, failed: 1 };
const playwrightCounts = (file: string) => {
  const j = report<PlaywrightReport>(file);
  return j
    ? { passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected, retried: retried(j.suites) }
    : { passed: 0, failed: 1, retried: [] };
};
const p = build === 0 ? playwrightCounts(`${REPORTS}/playwright.json`) : { passed: 0, failed: 1, retried: [] };
if (build === 0 && process.env.DATABASE_URL_TEST) {
  const q = playwrightCounts(pgReport);
  p.passed += q.passed;
  p.failed += q.failed;
  p.retried.push(...q.retried);
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
console.log(
  "\nTime per phase (wall; from and to: seconds since npm test started, phases overlap; CPU: user and system seconds of all its processes):",
);
for (const [name, { from, to, cpu }] of phases)
  console.log(
    `  ${name.padEnd(46)} ${seconds(to - from).padStart(7)}   ${String(Math.round(from / 1000)).padStart(5)} → ${String(Math.round(to / 1000)).padEnd(5)}${cpu === undefined ? "" : `   CPU ${cpu.toFixed(0)} s`}`,
  );
console.log(`  ${"npm test".padEnd(46)} ${seconds(Date.now() - started).padStart(7)}`);
if (process.env.SUITE_STARTED_AT)
  console.log(
    `  ${"install and npm test".padEnd(46)} ${seconds(Date.now() - Number(process.env.SUITE_STARTED_AT)).padStart(7)}`,
  );
const cpuAtEnd = machineCpu();
if (cpuAtStart && cpuAtEnd) {
  const busy = cpuAtEnd.busy - cpuAtStart.busy;
  const idle = cpuAtEnd.idle - cpuAtStart.idle;
  console.log(`  The machine's cores were busy ${((100 * busy) / (busy + idle)).toFixed(0)} % of npm test's time`);
}
console.log(
  `  Vitest tests' own time: ${seconds(perEngine.pglite)} on PGlite, ${seconds(perEngine.postgres)} on PostgreSQL, ${seconds(perEngine.neither)} without a database engine in their name`,
);

const l = lint === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
console.log(
  `\nlint and types: ${lint === 0 ? "clean" : "failed"}, vitest: ${v.passed} passed, playwright: ${p.passed} passed${build !== 0 ? " (build failed)" : ""}`,
);
console.log(`${p.retried.length} journeys passed only on their retry${p.retried.length ? ":" : ""}`);
for (const title of p.retried) console.log(`  ${title}`);
console.log(`${l.passed + v.passed + p.passed} passed, ${l.failed + v.failed + p.failed} failed`);
process.exit(lint || unit || build || e2e || e2ePg ? 1 : 0);
