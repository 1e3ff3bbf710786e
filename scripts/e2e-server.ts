import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { startSmtpSink } from "../tests/helpers/smtp-sink";
import { startDemoPlatform } from "./einvoicing-platform";
import { startLocalTsa } from "./timestamp-authority";
import { missingSsoEnv, startDevOidcProvider } from "./oidc-provider";
import { seededMark } from "./e2e-seed";

/**
 * Serves the production build on a throw-away embedded database seeded with the demo data, with
 * mail going to a real SMTP sink whose messages are written to DATA_DIR/sink/ for the journeys.
 *
 * E2E_SEEDED_DIR (scripts/e2e-seed.ts, which `npm test` runs beside the build): a data directory
 * already seeded, which each server copies instead of seeding its own (the same demo data, minutes of
 * CPU fewer on a 2-core machine).
 */
const port = process.env.E2E_PORT ?? "3100";
const dataDir = process.env.DATA_DIR ?? ".data/e2e";
rmSync(dataDir, { recursive: true, force: true });
const sinkDir = path.join(dataDir, "sink");
mkdirSync(sinkDir, { recursive: true });

const sink = await startSmtpSink();
const written = new Set<number>();
setInterval(() => {
  sink.messages.forEach((m, i) => {
    if (written.has(i)) return;
    written.add(i);
    writeFileSync(path.join(sinkDir, `${String(i).padStart(5, "0")}.json`), JSON.stringify(m));
  });
}, 100).unref();

// The SSO journeys sign in at the same local OpenID provider as the demo, on a free port.
const sso = await startDevOidcProvider({ port: 0, appUrl: `http://127.0.0.1:${port}` });
// Invoices issued by the journeys are deposited on the stand-in platform, which answers within a second.
const platform = await startDemoPlatform(0, 300);
// Signed insertion orders carry an RFC 3161 timestamp from a local authority.
const tsa = await startLocalTsa();
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  APP_URL: `http://127.0.0.1:${port}`,
  NODE_ENV: "production" as const,
  SMTP_URL: sink.url,
  // The webhook journeys target this portal's own /api/health on loopback (never set in the demo).
  OUTBOUND_ALLOW_PRIVATE: "1",
  // The Mon Gustave intake refuses every call in production without a key (e2e/mongustave posts leads).
  MONGUSTAVE_INTAKE_KEY: process.env.MONGUSTAVE_INTAKE_KEY ?? "e2e-mongustave-intake-key",
  ...missingSsoEnv(sso.env),
};
// The server's own: the seed runs in spawnSync, which holds this process (and so the stand-in
// platform and the timestamp authority it serves) until it ends; it seals without a timestamp.
const serverEnv = { ...platform.env, TSA_URL: tsa.url };
// E2E_DATABASE_URL: the same journeys on PostgreSQL (scripts/test.ts runs the live pages there too),
// on a database made fresh for the run.
if (process.env.E2E_DATABASE_URL) {
  const url = new URL(process.env.E2E_DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const pg = new Client({ connectionString: admin.toString() });
  await pg.connect();
  await pg.query(`drop database if exists "${name}" with (force)`);
  await pg.query(`create database "${name}"`);
  await pg.end();
  Object.assign(env, { DATABASE_URL: url.toString() });
}
const template = process.env.E2E_SEEDED_DIR;
if (template && !process.env.E2E_DATABASE_URL && existsSync(seededMark(template))) {
  cpSync(template, dataDir, { recursive: true });
} else {
  const seeded = spawnSync("npx", ["tsx", "scripts/seed.ts"], { stdio: "inherit", env });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", port], {
  stdio: "inherit",
  env: { ...env, ...serverEnv },
});
for (const sig of ["SIGINT", "SIGTERM"] as const)
  process.on(sig, () => {
    server.kill(sig);
    void sink.close();
    void sso.close();
    void platform.close();
    void tsa.close();
  });
server.on("exit", (code) => process.exit(code ?? 0));
