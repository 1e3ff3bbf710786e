import { measure, printTable, startServer, type Target } from "./bench/harness";
import { runPerfStatsBench } from "./bench/myaffil-stats";
import { benchMarketIntake, printIntake } from "./bench/market-intake";

/**
 * Serves the production build on the embedded database and loads each target in turn, printing
 * requests per second and p50/p95/p99 latency beside a static file served by the same server.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the run.
 * Then the MyAffil statistics over BENCH_LEADS leads (scripts/bench/myaffil-stats.ts);
 * `npm run bench -- perf-stats` runs that part alone.
 */
if (process.argv[2] === "perf-stats") {
  await runPerfStatsBench();
  process.exit(0);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const { base, stop } = await startServer(Number(process.env.BENCH_PORT ?? 3200), ".data/bench");

async function sessionOf(email: string): Promise<string> {
  const login = await fetch(`${base}/api/graphql/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `mutation { login(email: "${email}", password: "Weedo2026!") { code } }` }),
  });
  const token = /weedo_session=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1];
  if (!token) throw new Error(`could not sign in ${email}`);
  return token;
}

const token = await sessionOf("annonceur@weedo.test");
const json = { "content-type": "application/json", authorization: `Bearer ${token}` };
const cookieOf = async (email: string) => ({ cookie: `weedo_session=${await sessionOf(email)}` });
const targets: Target[] = [
  { name: "static file (/logo.svg)", path: "/logo.svg" },
  { name: "page /login", path: "/login" },
  { name: "GraphQL perf: me (authenticated)", path: "/api/graphql", method: "POST", headers: json, body: JSON.stringify({ query: "{ me { id email law society } }" }) },
  { name: "GraphQL market: getSoldeactuel", path: "/api/graphql/market", method: "POST", headers: json, body: JSON.stringify({ query: "{ getSoldeactuel(id_utilisateur: 4) { soldeHt soldeTtc lastPrepaiement } }" }) },
  // Role dashboards: the whole server render, shell and every count and balance streamed in.
  { name: "page /dashboard (admin)", path: "/dashboard", headers: await cookieOf("admin@weedo.test") },
  { name: "page /dashboard-annonceur", path: "/dashboard-annonceur", headers: await cookieOf("annonceur@weedo.test") },
  { name: "page /dashboard-editeur", path: "/dashboard-editeur", headers: await cookieOf("editeur@weedo.test") },
];

console.log(`autocannon: ${seconds} s per target, ${connections} connections, ${base}`);
const rows = [];
for (const t of targets) {
  await measure(base, t, 1, connections); // warm-up
  rows.push(await measure(base, t, seconds, connections));
}
printTable(rows, rows[0]!);
stop();
// Marketplace lead intake with the distribution engine on (its own server and prepared database).
printIntake(await benchMarketIntake({ seconds, connections }));
// MyAffil statistics over a million leads (its own seeded database, the GraphQL handler in process).
await runPerfStatsBench();
process.exit(0);
