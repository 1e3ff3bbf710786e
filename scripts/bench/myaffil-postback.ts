import autocannon from "autocannon";
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "drizzle-orm/logger";
import { recordClick } from "@/features/myaffil/tracking/server/tracking/click";
import { recordLead } from "@/features/myaffil/tracking/server/tracking/lead";
import { openDb, type DbHandle } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { growPostbackHistory, seedPostbackFixture } from "./myaffil-postback-setup";
import { createFreshDatabase, postgresServer } from "./postgres";
import { buildPortal, freePort, onCleanup, portalEnv, startNext, type Server } from "./servers";

/**
 * `npm run bench -- postback`: the MyAffil tracking path of a production build, beside the bare
 * app's floor (GET and POST route handlers): conversions/s (POST /api/postback with a fresh click
 * each) and clicks/s (GET /t/{tracking}, 302), on the embedded database and on PostgreSQL, with a
 * small history and again with BENCH_POSTBACK_ROWS (default 1 000 000) clicks, leads and roll-up
 * rows on the same campaign; plus the statements per click and per conversion (deterministic).
 * Writes .data/bench/postback.json.
 */
export interface LoadFigures {
  perSecond: number;
  p50: number;
  p95: number;
  ok: number;
  failures: number;
}

export interface PostbackRun {
  engine: "pglite" | "postgresql";
  small: { history: number; conversions: LoadFigures; clicks: LoadFigures };
  large: { history: number; conversions: LoadFigures; clicks: LoadFigures };
}

export interface StatementCount {
  engine: "pglite" | "postgresql";
  click: number;
  conversion: number;
}

export interface PostbackBench {
  seconds: number;
  connections: number;
  floorPostPerSecond: number;
  floorGetPerSecond: number;
  runs: PostbackRun[];
  statements: StatementCount[];
}

const SMALL_HISTORY = 10_000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Loads one URL; `next(n)` shapes the n-th request (body, path, forwarded address). */
async function load(
  url: string,
  opts: { seconds: number; connections: number; method: "GET" | "POST"; okStatus: number },
  next?: (n: number) => { path?: string; body?: string; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let ok = 0;
  let seq = 0;
  const instance = autocannon({
    url,
    method: opts.method,
    duration: opts.seconds,
    connections: opts.connections,
    timeout: 30,
    headers: opts.method === "POST" ? { "content-type": "application/json" } : {},
    ...(next
      ? {
          requests: [
            {
              setupRequest: (req) => {
                const n = next(seq++);
                return {
                  ...req,
                  ...(n.path ? { path: n.path } : {}),
                  ...(n.body ? { body: n.body } : {}),
                  headers: { ...req.headers, ...n.headers },
                };
              },
            },
          ],
        }
      : {
          body: opts.method === "POST" ? JSON.stringify({ click_id: "floor", email: "floor@exemple.fr" }) : undefined,
        }),
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (_c: unknown, status: number, _b: number, ms: number) => {
    latencies.push(ms);
    if (status === opts.okStatus) ok++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: ok / opts.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    ok,
    failures: latencies.length - ok + result.errors,
  };
}

/**
 * Advertisers' servers post from many addresses: each request claims its own (X-Forwarded-For,
 * believed from loopback only, TRUSTED_PROXIES) so that the per-address postback limit does not
 * turn the bench into a count of 429s.
 */
const forwardedFor = (n: number) => ({ "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });

function loadConversions(base: string, prefix: string, seconds: number, connections: number) {
  return load(`${base}/api/postback`, { seconds, connections, method: "POST", okStatus: 200 }, (n) => ({
    body: JSON.stringify({
      click_id: `${prefix}-${n}`,
      email: `bench.${prefix}.${n}@exemple.fr`,
      phone: `+3377${String(n).padStart(7, "0")}`,
    }),
    headers: forwardedFor(n),
  }));
}

function loadClicks(base: string, trackingId: string, supportId: number, seconds: number, connections: number) {
  return load(
    `${base}/t/${trackingId}?p=7801&s=${supportId}&sub=nl`,
    { seconds, connections, method: "GET", okStatus: 302 },
    undefined,
  );
}

interface Seeded {
  fixture: { trackingId: string; supportId: number };
  history: { clicks: number; leads: number; rollups: number };
}

/** Runs the seed script (no portal holds the database meanwhile) and reads its last line. */
function seedStep(env: NodeJS.ProcessEnv, extra: Record<string, string>): Seeded {
  const r = spawnSync(
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/bench/myaffil-postback-seed.ts"],
    { env: { ...env, ...extra }, timeout: 20 * 60_000, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (r.status !== 0) throw new Error(`myaffil-postback-seed.ts failed (${r.error?.message ?? `exit ${r.status}`})`);
  return JSON.parse(r.stdout.trim().split("\n").at(-1)!) as Seeded;
}

async function runOn(
  engine: PostbackRun["engine"],
  opts: { seconds: number; connections: number; largeRows: number; serverUrl?: string },
): Promise<PostbackRun> {
  const dataDir = engine === "pglite" ? ".data/bench-postback" : ".data/bench-postback-pg";
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (engine === "postgresql") {
    const created = await createFreshDatabase(opts.serverUrl!);
    databaseUrl = created.url;
    drop = created.drop;
    onCleanup(drop);
  }
  try {
    rmSync(dataDir, { recursive: true, force: true });
    const port = await freePort();
    const env = { ...portalEnv({ port, dataDir, databaseUrl }), TRUSTED_PROXIES: "127.0.0.1" };
    // Enough fresh clicks for any run: a conversion reports each once.
    const fresh = String(Math.max(20_000, opts.seconds * 3_000));
    const measure = async (label: string, prefix: string, seeded: Seeded) => {
      const server: Server = await startNext({ cwd: ".", port, env, readyPath: "/api/health", name: "portal" });
      try {
        await loadClicks(server.base, seeded.fixture.trackingId, seeded.fixture.supportId, 1, opts.connections);
        await loadConversions(server.base, `${prefix}w`, 1, opts.connections); // warm-up, its own clicks
        const conversions = await loadConversions(server.base, prefix, opts.seconds, opts.connections);
        const clicks = await loadClicks(
          server.base,
          seeded.fixture.trackingId,
          seeded.fixture.supportId,
          opts.seconds,
          opts.connections,
        );
        console.log(
          `  ${engine}, ${label}: ${conversions.perSecond.toFixed(1)} conversions/s (p95 ${conversions.p95.toFixed(0)} ms, ${conversions.failures} failures), ` +
            `${clicks.perSecond.toFixed(1)} clicks/s (p95 ${clicks.p95.toFixed(0)} ms, ${clicks.failures} failures)`,
        );
        return { conversions, clicks };
      } finally {
        server.stop();
        await new Promise((r) => setTimeout(r, 1_500)); // the embedded database lets go of its directory
      }
    };
    const freshFor = (prefix: string) => ({
      BENCH_POSTBACK_FRESH: fresh,
      BENCH_POSTBACK_PREFIX: prefix,
    });
    // Each phase gets its warm-up's clicks and its run's.
    const seedPhase = (grow: number, prefix: string) => {
      seedStep(env, { ...freshFor(`${prefix}w`) });
      return seedStep(env, { BENCH_POSTBACK_GROW: String(grow), ...freshFor(prefix) });
    };
    const s = seedPhase(SMALL_HISTORY, "small");
    const small = await measure(`${s.history.leads} leads of history`, "small", s);
    const l = seedPhase(Math.max(0, opts.largeRows - s.history.leads), "large");
    const large = await measure(`${l.history.leads} leads of history`, "large", l);
    return {
      engine,
      small: { history: s.history.leads, ...small },
      large: { history: l.history.leads, ...large },
    };
  } finally {
    await drop();
  }
}

/** Statements per click and per conversion, counted by drizzle's logger on a fresh database. */
async function countStatements(engine: StatementCount["engine"], serverUrl?: string): Promise<StatementCount> {
  let log: string[] | null = null;
  const logger: Logger = { logQuery: (q) => log?.push(q) };
  let handle: DbHandle;
  let drop = async () => {};
  if (serverUrl) {
    const created = await createFreshDatabase(serverUrl);
    drop = created.drop;
    handle = await openDb({ url: created.url, logger, poolSize: 2 });
  } else handle = await openDb({ dataDir: "memory://", logger });
  try {
    await migrateDb(handle);
    const f = await seedPostbackFixture(handle.db);
    await growPostbackHistory(handle.db, f, 1_000);
    const count = async (work: () => Promise<unknown>) => {
      log = [];
      await work();
      const n = log.length;
      log = null;
      return n;
    };
    let clickId = "";
    const click = await count(async () => {
      ({ clickId } = await recordClick(handle.db, {
        trackingId: f.trackingId,
        publisherClientId: f.publisherClientId,
        supportId: f.supportId,
      }));
    });
    const conversion = await count(() =>
      recordLead(handle.db, { click_id: clickId, email: "count@exemple.fr", phone: "0611223344" }),
    );
    return { engine, click, conversion };
  } finally {
    await handle.close();
    await drop();
  }
}

export async function benchPostback(opts: {
  bare: Server;
  seconds: number;
  connections: number;
  postgres: boolean;
}): Promise<PostbackBench> {
  buildPortal({ reuse: true, force: false });
  const largeRows = Number(process.env.BENCH_POSTBACK_ROWS ?? 1_000_000);
  const floorOpts = { seconds: opts.seconds, connections: opts.connections };
  await load(`${opts.bare.base}/api/echo`, { ...floorOpts, seconds: 1, method: "POST", okStatus: 200 });
  const floorPost = await load(`${opts.bare.base}/api/echo`, { ...floorOpts, method: "POST", okStatus: 200 });
  const floorGet = await load(`${opts.bare.base}/api/echo?click_id=floor`, {
    ...floorOpts,
    method: "GET",
    okStatus: 200,
  });
  console.log(
    `  floor: bare POST /api/echo ${floorPost.perSecond.toFixed(1)} req/s, bare GET /api/echo ${floorGet.perSecond.toFixed(1)} req/s`,
  );
  const serverUrl = opts.postgres ? await postgresServer() : null;
  const statements = [await countStatements("pglite")];
  if (serverUrl) statements.push(await countStatements("postgresql", serverUrl));
  const runs = [await runOn("pglite", { ...floorOpts, largeRows })];
  if (serverUrl) runs.push(await runOn("postgresql", { ...floorOpts, largeRows, serverUrl }));
  else console.log("  PostgreSQL: skipped (no BENCH_DATABASE_URL, nothing on 127.0.0.1:5432, or --no-postgres)");
  return {
    ...floorOpts,
    floorPostPerSecond: floorPost.perSecond,
    floorGetPerSecond: floorGet.perSecond,
    runs,
    statements,
  };
}

/** The figures file: the floor, then per database the small and large figures and the statement counts. */
export function postbackJson(b: PostbackBench) {
  const of = (engine: PostbackRun["engine"]) => {
    const r = b.runs.find((x) => x.engine === engine);
    const s = b.statements.find((x) => x.engine === engine);
    return r
      ? {
          conversionsPerSecond: r.small.conversions.perSecond,
          clicksPerSecond: r.small.clicks.perSecond,
          p95ConversionMs: Math.round(r.small.conversions.p95),
          p95ClickMs: Math.round(r.small.clicks.p95),
          largeConversionsPerSecond: r.large.conversions.perSecond,
          largeClicksPerSecond: r.large.clicks.perSecond,
          historyLeads: { small: r.small.history, large: r.large.history },
          statementsPerClick: s?.click ?? null,
          statementsPerConversion: s?.conversion ?? null,
        }
      : null;
  };
  return {
    floorPostPerSecond: b.floorPostPerSecond,
    floorGetPerSecond: b.floorGetPerSecond,
    postgresql: of("postgresql"),
    pglite: of("pglite"),
  };
}

export function printPostback(b: PostbackBench, file = ".data/bench/postback.json"): void {
  const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : "-");
  console.log(
    `\nMyAffil postback path (POST /api/postback with a fresh click each; GET /t/{tracking}, 302): ${b.seconds} s, ${b.connections} connections`,
  );
  console.log(
    `floor: bare POST route ${fmt(b.floorPostPerSecond)} req/s, bare GET route ${fmt(b.floorGetPerSecond)} req/s`,
  );
  console.log(
    "| database | leads of history | conversions/s | p95 ms | POST floor ÷ | clicks/s | p95 ms | GET floor ÷ | failures |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of b.runs)
    for (const x of [r.small, r.large])
      console.log(
        `| ${r.engine} | ${x.history} | ${fmt(x.conversions.perSecond)} | ${fmt(x.conversions.p95, 0)} | ${fmt(b.floorPostPerSecond / x.conversions.perSecond)}× | ${fmt(x.clicks.perSecond)} | ${fmt(x.clicks.p95, 0)} | ${fmt(b.floorGetPerSecond / x.clicks.perSecond)}× | ${x.conversions.failures + x.clicks.failures} |`,
      );
  for (const s of b.statements)
    console.log(
      `statements (${s.engine}, drizzle's logger${s.engine === "pglite" ? ", transaction bounds not logged" : ", BEGIN/COMMIT included"}): ${s.click} per click, ${s.conversion} per conversion`,
    );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(postbackJson(b), null, 2) + "\n");
  console.log(`written ${file}: ${readFileSync(file, "utf8").replace(/\s+/g, " ")}`);
}
