import { measure, type Figures, type Target } from "./harness";
import { weigh, type Weight } from "./page-weight";

/**
 * The figures of issue 9: each portal page beside a bare Next.js app of the same versions, served
 * in the same run, with the targets the pages must meet printed beside them.
 */

type Kind = "floor" | "reference" | "login" | "dashboard" | "data";

interface PageTarget extends Target {
  kind: Kind;
  /** Which server answers it. */
  on: "bare" | "portal";
  /** Weigh its HTML and scripts (pages only). */
  page: boolean;
}

interface Goal {
  slower?: number;
  htmlKb: number;
  jsKb: number;
}

/** Issue 9's targets (embedded database; printed on PostgreSQL too). */
const GOALS: Partial<Record<Kind, Goal>> = {
  login: { slower: 3, htmlKb: 30, jsKb: 190 },
  dashboard: { slower: 15, htmlKb: 100, jsKb: 260 },
  data: { htmlKb: 100, jsKb: 260 },
};

export interface Row {
  target: PageTarget;
  figures: Figures;
  weight?: Weight;
  /** The bare page's req/s measured just before this target (targets with a "× slower" goal). */
  floorRps?: number;
}

const PASSWORD = "Weedo2026!";

/** Signs in through the portal's own sign-in API and returns the session token its cookie carries. */
async function sessionOf(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/graphql/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { code } }`,
      variables: { email, password: PASSWORD },
    }),
    signal: AbortSignal.timeout(30_000),
  });
  const token = /weedo_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  if (!token) throw new Error(`could not sign in ${email}: ${res.status} ${await res.text()}`);
  return token;
}

async function targetsOf(portal: string): Promise<PageTarget[]> {
  const tokens = new Map<string, string>();
  for (const email of ["admin@weedo.test", "annonceur@weedo.test", "editeur@weedo.test"])
    tokens.set(email, await sessionOf(portal, email));
  const cookie = (email: string) => ({ cookie: `weedo_session=${tokens.get(email)}` });
  const bearer = { "content-type": "application/json", authorization: `Bearer ${tokens.get("annonceur@weedo.test")}` };
  const page = (name: string, path: string, kind: Kind, email?: string): PageTarget => ({
    name,
    path,
    kind,
    on: "portal",
    page: true,
    headers: email ? cookie(email) : undefined,
  });
  const api = (name: string, path: string, body: string): PageTarget => ({
    name,
    path,
    kind: "reference",
    on: "portal",
    page: false,
    method: "POST",
    headers: bearer,
    body,
  });
  return [
    { name: "bare page (/)", path: "/", kind: "floor", on: "bare", page: true },
    {
      name: "bare POST handler (/api/echo)",
      path: "/api/echo",
      kind: "reference",
      on: "bare",
      page: false,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hello: "world", n: 42 }),
    },
    { name: "static file (/logo.svg)", path: "/logo.svg", kind: "reference", on: "portal", page: false },
    api("GraphQL myaffil: me", "/api/graphql", JSON.stringify({ query: "{ me { id email law society } }" })),
    api(
      "GraphQL market: getSoldeactuel",
      "/api/graphql/market",
      JSON.stringify({ query: "{ getSoldeactuel(id_utilisateur: 4) { soldeHt soldeTtc lastPrepaiement } }" }),
    ),
    page("/login", "/login", "login"),
    page("/dashboard (admin)", "/dashboard", "dashboard", "admin@weedo.test"),
    page("/dashboard-annonceur", "/dashboard-annonceur", "dashboard", "annonceur@weedo.test"),
    page("/dashboard-editeur", "/dashboard-editeur", "dashboard", "editeur@weedo.test"),
    page("statsglobales (admin)", "/myaffil/admin/stats/statsglobales", "data", "admin@weedo.test"),
    page("prgramslist (admin)", "/myaffil/admin/prgramslist", "data", "admin@weedo.test"),
    page("Commandes (admin)", "/weedomarket/admin/Commandes", "data", "admin@weedo.test"),
  ];
}

/**
 * Loads and weighs every target, one at a time (1 s of warm-up each), on the two servers given. A
 * target judged by its ratio to the bare page gets its own floor, measured just before it: this
 * machine's speed drifts by a sixth within minutes (the bare page answered 592 to 803 req/s within
 * an hour), and one floor for the whole table moved every ratio with it.
 */
export async function runPages(bare: string, portal: string, seconds: number, connections: number): Promise<Row[]> {
  const rows: Row[] = [];
  const targets = await targetsOf(portal);
  const floorTarget = targets.find((t) => t.kind === "floor")!;
  for (const t of targets) {
    const base = t.on === "bare" ? bare : portal;
    const floorRps =
      GOALS[t.kind]?.slower === undefined ? undefined : (await measure(bare, floorTarget, seconds, connections)).rps;
    await measure(base, t, 1, connections);
    const figures = await measure(base, t, seconds, connections);
    const weight = t.page ? await weigh(base, t.path, t.headers) : undefined;
    rows.push({ target: t, figures, weight, floorRps });
    process.stdout.write(".");
  }
  process.stdout.write("\n");
  return rows;
}

const KB = 1000;
const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "-");

/** Prints one table: figures, weight, ratio to the bare page and, for pages with targets, whether each is met. */
export function printPages(title: string, rows: Row[]): { met: number; missed: number } {
  const floor = rows.find((r) => r.target.kind === "floor")!;
  let met = 0;
  let missed = 0;
  const check = (ok: boolean, label: string) => {
    if (ok) met++;
    else missed++;
    return `${label} ${ok ? "ok" : "MISSED"}`;
  };
  console.log(`\n${title}`);
  console.log(
    "KB = 1000 bytes; HTML as served (uncompressed); JS = gzipped size of every <script src> of the HTML (nomodule skipped); inline = inline <script> bodies, gz (part of the HTML)",
  );
  const head = `${"target".padEnd(30)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"err".padStart(5)} ${"HTML KB".padStart(8)} ${"JS gz KB".padStart(9)} ${"scripts".padStart(7)} ${"inline gz".padStart(9)} ${"× slower".padStart(9)}  targets`;
  console.log(head);
  console.log("-".repeat(head.length + 40));
  for (const { target: t, figures: f, weight: w, floorRps } of rows) {
    const slower = (floorRps ?? floor.figures.rps) / f.rps;
    const goal = GOALS[t.kind];
    const checks: string[] = [];
    // No answer completed within the run (autocannon drops those in flight at the end): no ratio to judge.
    const answered = Number.isFinite(f.p50);
    if (!answered) checks.push("no answer within the run (raise BENCH_SECONDS)");
    if (goal && w) {
      if (goal.slower !== undefined && answered) checks.push(check(slower <= goal.slower, `≤ ${goal.slower}×`));
      checks.push(check(w.htmlBytes <= goal.htmlKb * KB, `HTML ≤ ${goal.htmlKb} KB`));
      checks.push(check(w.jsGzBytes <= goal.jsKb * KB, `JS ≤ ${goal.jsKb} KB`));
    }
    if (w && w.status !== 200) checks.push(`status ${w.status}!`);
    console.log(
      [
        t.name.padEnd(30),
        fmt(f.rps).padStart(7),
        fmt(f.p50).padStart(7),
        fmt(f.p95).padStart(7),
        String(f.errors).padStart(5),
        (w ? fmt(w.htmlBytes / KB) : "-").padStart(8),
        (w ? fmt(w.jsGzBytes / KB) : "-").padStart(9),
        (w ? String(w.scripts) : "-").padStart(7),
        (w ? fmt(w.inlineGzBytes / KB) : "-").padStart(9),
        (t.kind === "floor" ? "floor" : answered ? `${fmt(slower, 2)}×` : "-").padStart(9),
      ].join(" ") +
        `  ${checks.join(", ")}${floorRps === undefined ? "" : ` (bare page just before: ${fmt(floorRps)} req/s)`}`,
    );
  }
  console.log(`targets met: ${met}, missed: ${missed}`);
  return { met, missed };
}
