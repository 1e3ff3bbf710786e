import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * Each worker has a portal of its own: its own server, embedded database with the demo data, data
 * directory (signing key, mail sink) and DNS port, so that a journey that changes demo data
 * (balances, queues, a backup's restore, two-factor on a demo account) never meets another worker's.
 * Within a worker, journeys run one at a time, file after file.
 *
 * The main process starts the servers (`webServer`); a worker process, where Playwright sets
 * TEST_PARALLEL_INDEX before it loads this file, points its tests at its own server.
 */
// Three on 2 cores: a journey waits on its server and on the assertions' polling for a fifth of its
// time, which a third worker fills (each worker's server starts in seconds from the seeded copy).
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
process.env.E2E_BASE_PORT ??= process.env.E2E_PORT ?? "3100";
process.env.E2E_BASE_DATA_DIR ??= process.env.DATA_DIR ?? ".data/e2e";
const BASE_PORT = Number(process.env.E2E_BASE_PORT);
const BASE_DATA_DIR = process.env.E2E_BASE_DATA_DIR;

function instance(index: number) {
  const port = BASE_PORT + index;
  return {
    port,
    dataDir: `${BASE_DATA_DIR}/${index}`,
    // The Weedo check MX lookups ask a local DNS server (e2e/check/weedodata.spec.ts answers on it while
    // it runs; otherwise nobody listens and a lookup fails at once) rather than the machine's resolver,
    // whose answers and delays differ from one machine to the next.
    dns: `127.0.0.1:${port + 1000}`,
    // E2E_DATABASE_URL (the live journeys on PostgreSQL): a database per server.
    databaseUrl: process.env.E2E_DATABASE_URL ? withDatabaseSuffix(process.env.E2E_DATABASE_URL, index) : undefined,
  };
}

function withDatabaseSuffix(databaseUrl: string, index: number): string {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_${index}`;
  return url.toString();
}

const workerIndex = process.env.TEST_PARALLEL_INDEX;
if (workerIndex !== undefined) {
  // A worker: the specs read these (the mail sink, the server's key, the DNS port, the server's port).
  const own = instance(Number(workerIndex));
  process.env.E2E_PORT = String(own.port);
  process.env.DATA_DIR = own.dataDir;
  process.env.CHECK_DNS_SERVERS = own.dns;
}
const own = instance(Number(workerIndex ?? 0));

// The main process: the servers copy one seeded data directory (scripts/e2e-seed.ts), made here
// unless `npm test` made it beside the build or the servers are already running.
const reuseServers = !process.env.CI && !!process.env.E2E_REUSE_SERVER;
if (workerIndex === undefined && !process.env.E2E_SEEDED_DIR && !process.env.E2E_DATABASE_URL && !reuseServers) {
  process.env.E2E_SEEDED_DIR = `${BASE_DATA_DIR}-seeded`;
  const seeded = spawnSync("npx", ["tsx", "scripts/e2e-seed.ts", process.env.E2E_SEEDED_DIR], { stdio: "inherit" });
  if (seeded.status !== 0) throw new Error("the journeys' demo data could not be seeded (scripts/e2e-seed.ts)");
}

// Debian's Chromium headless shell (scripts/test.ts installs it): the same engine as /usr/bin/chromium
// without the browser's window machinery, a fifth less CPU per journey on a 2-core machine. It grants
// no notification permission to a service worker, so the push journey runs in the whole browser.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const BROWSER = "/usr/bin/chromium";
const CHROMIUM = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER);
const NOTIFICATIONS = /staff\/push\.spec\.ts$/;
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // A journey's page lives seconds: V8's optimizing compilers (TurboFan, Maglev) spent CPU on code it
  // would not run long enough to gain from; the interpreter and the baseline compiler remain.
  "--js-flags=--no-opt --no-maglev",
  // Compositing in the browser process instead of a GPU process of its own (software either way, with
  // --disable-gpu): a fourteenth less CPU per journey, the frames no longer crossing between processes.
  "--in-process-gpu",
  ...(process.env.E2E_CHROMIUM_ARGS ?? "").split(" ").filter(Boolean),
];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // On CI three journeys share two cores with the unit tests and the type check: a journey of twenty
  // page loads, 15 s on an idle machine, went past the default 30 s there.
  timeout: process.env.CI ? 60_000 : 30_000,
  // A 2-core CI machine renders the heavier screens (statistics, wizards) in more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? ".data/reports/playwright.json" }]],
  // E2E_OUTPUT_DIR: a run beside another (npm test's live journeys on PostgreSQL) keeps its traces
  // apart, since each run empties its output directory when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  use: {
    baseURL: `http://127.0.0.1:${own.port}`,
    // Recording a trace on every journey (DOM snapshots and a screencast) cost as much CPU as the journeys:
    // a failing journey is run again with one on CI.
    trace: "on-first-retry",
    // Journeys run as a person who asked for less motion (app/globals.css): a check reads a settled
    // screen, not a colour half-way through its hover transition (axe once measured one, on the CSV
    // button just clicked), and no frame is drawn for a fade. The blink's journey asks for motion.
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: NOTIFICATIONS,
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: CHROMIUM, args: ARGS } },
    },
    {
      name: "chromium-notifications",
      testMatch: NOTIFICATIONS,
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: BROWSER, args: ARGS } },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const server = instance(index);
    return {
      // A fresh embedded database with demo data, served by the production build.
      command: `npx tsx scripts/e2e-server.ts`,
      url: `http://127.0.0.1:${server.port}/api/health`,
      timeout: 240_000,
      // E2E_REUSE_SERVER=1: journeys against servers already running (the inner loop); never on CI.
      reuseExistingServer: reuseServers,
      // SIGTERM lets the server close its embedded database process cleanly.
      gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
      env: {
        E2E_PORT: String(server.port),
        DATA_DIR: server.dataDir,
        CHECK_DNS_SERVERS: server.dns,
        ...(server.databaseUrl ? { E2E_DATABASE_URL: server.databaseUrl } : {}),
        NEXT_TELEMETRY_DISABLED: "1",
      },
    };
  }),
});
