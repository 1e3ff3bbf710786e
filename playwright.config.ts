import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The Weedo check MX lookups ask a local DNS server (e2e/check/weedodata.spec.ts answers on it while it
// runs; otherwise nobody listens and a lookup fails at once) rather than the machine's resolver, whose
// answers and delays differ from one machine to the next. Set here so the server and the specs agree.
process.env.CHECK_DNS_SERVERS ??= `127.0.0.1:${PORT + 1000}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A 2-core CI machine renders the heavier screens (statistics, wizards) in more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? ".data/reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // A fresh embedded database with demo data, served by the production build.
    command: `npx tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the server close its embedded database process cleanly.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: { E2E_PORT: String(PORT), NEXT_TELEMETRY_DISABLED: "1" },
  },
});
