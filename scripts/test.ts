import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

/**
 * The whole suite: lints (ESLint and Prettier, `npm run lint`), installs Debian's Chromium when it is
 * missing (as root), runs the unit and integration tests (PGlite, and PostgreSQL when DATABASE_URL_TEST
 * is set), builds the portal and runs the Playwright journeys against it. Ends with one
 * "N passed, N failed" line, where a failed lint counts as one failure.
 */
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const CHROMIUM = "/usr/bin/chromium";
const REPORTS = ".data/reports";

function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): number {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  return spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: install Debian's package (apt-get install chromium) and run again.`,
    );
    process.exit(1);
  }
  const apt = { DEBIAN_FRONTEND: "noninteractive" };
  if (run("apt-get", ["update", "-qq"], apt) !== 0 || run("apt-get", ["install", "-y", "-qq", "chromium"], apt) !== 0) {
    console.error("Could not install Debian's chromium package.");
    process.exit(1);
  }
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; flaky: number; unexpected: number };
}

function counts<T>(file: string, pick: (report: T) => { passed: number; failed: number }) {
  try {
    return pick(JSON.parse(readFileSync(file, "utf8")) as T);
  } catch {
    return { passed: 0, failed: 1 };
  }
}

mkdirSync(REPORTS, { recursive: true });
// First, so that CI fails on a lint error however the tests go; the tests still run to report them all.
const lint = run("npm", ["run", "--silent", "lint"]);
ensureChromium();
if (process.env.DATABASE_URL_TEST)
  console.log(`Integration tests also run on PostgreSQL (${process.env.DATABASE_URL_TEST}).`);

const unit = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${REPORTS}/vitest.json`,
]);
const build = run("npx", ["next", "build"]);
const e2e = build === 0 ? run("npx", ["playwright", "test"]) : 1;
// The live pages' journeys again on PostgreSQL (LISTEN/NOTIFY instead of the embedded database's
// in-process notifications), on a throw-away database of the test server.
const LIVE_SPECS = ["e2e/market/realtime.spec.ts", "e2e/mongustave/realtime.spec.ts"];
const pgReport = `${REPORTS}/playwright-postgres.json`;
let e2ePg = 0;
if (build === 0 && process.env.DATABASE_URL_TEST) {
  const url = new URL(process.env.DATABASE_URL_TEST);
  url.pathname = "/weedo_e2e_live";
  const port = String(Number(process.env.E2E_PORT ?? 3100) + 7);
  e2ePg = run("npx", ["playwright", "test", ...LIVE_SPECS], {
    E2E_DATABASE_URL: url.toString(),
    E2E_PORT: port,
    E2E_REPORT: pgReport,
    DATA_DIR: ".data/e2e-postgres",
  });
}

const v = counts<VitestReport>(`${REPORTS}/vitest.json`, (j) => ({
  passed: j.numPassedTests,
  failed: j.numFailedTests,
}));
const playwrightCounts = (file: string) =>
  counts<PlaywrightReport>(file, (j) => ({ passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected }));
const p = build === 0 ? playwrightCounts(`${REPORTS}/playwright.json`) : { passed: 0, failed: 1 };
if (build === 0 && process.env.DATABASE_URL_TEST) {
  const q = playwrightCounts(pgReport);
  p.passed += q.passed;
  p.failed += q.failed;
}
const l = lint === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
console.log(
  `\nlint: ${lint === 0 ? "clean" : "failed"}, vitest: ${v.passed} passed, playwright: ${p.passed} passed${build !== 0 ? " (build failed)" : ""}`,
);
console.log(`${l.passed + v.passed + p.passed} passed, ${l.failed + v.failed + p.failed} failed`);
process.exit(lint || unit || build || e2e || e2ePg ? 1 : 0);
