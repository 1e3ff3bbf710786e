import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mgAdvertiserDashboard } from "@/features/mongustave/advertiser/server/advertiser-dashboard";
import {
  createMgExtractExportHandler,
  createMgStatsExportHandler,
} from "@/features/mongustave/advertiser/server/advertiser-csv-http";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";
import type { MgDeliveryState, MgFraudState, MgProduct } from "@/lib/domain/states";
import type { Caller } from "@/lib/session/current-user";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { addMgWs } from "@/tests/helpers/mongustave-fixtures";
import { createPrincipal, tokenOf } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const MARCH = { from: "2026-03-01", to: "2026-03-31" };
const parisDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(d);

interface Row {
  client: "an1" | "an2";
  ws: number;
  wsName: string;
  product: MgProduct;
  state: MgDeliveryState;
  price: number;
  at: Date;
  ms: number | null;
  isTest: boolean;
  fraud: MgFraudState;
  lead: { firstname: string; lastname: string; email: string; postcode: string };
}

const FIGURES = "delivered settled accepted refused failed acceptanceRate spendCents";
const STATS = `query($f: MgAdvertiserFilter!) { mgAdvertiserStats(filter: $f) {
  totals { ${FIGURES} } byDay { day ${FIGURES} } byProduct { product ${FIGURES} }
  byWebService { webServiceId name product ${FIGURES} } } }`;
const EXTRACT = `query($f: MgAdvertiserFilter!) { mgExtractMer(filter: $f) {
  total totalCents page pageSize rows { leadId email postcode product webServiceName priceCents boughtAt } } }`;

/** What the screens must show, computed straight from the constructed rows. */
function expected(rows: Row[]) {
  const counted = rows.filter((r) => !r.isTest && r.fraud !== "confirmed");
  const settled = counted.filter((r) => r.state !== "pending");
  const accepted = counted.filter((r) => r.state === "accepted");
  return {
    delivered: counted.length,
    settled: settled.length,
    accepted: accepted.length,
    refused: counted.filter((r) => r.state === "refused").length,
    failed: counted.filter((r) => r.state === "error" || r.state === "timeout").length,
    acceptanceRate: settled.length ? accepted.length / settled.length : 0,
    spendCents: accepted.reduce((s, r) => s + r.price, 0),
  };
}
const inRange = (r: Row, from: string, to: string) => parisDay(r.at) >= from && parisDay(r.at) <= to;

/** Issue 15: the advertiser's Mon Gustave dashboard, statistics and extract-mer. */
describe.each(ENGINES)("Mon Gustave advertiser area (%s)", (engine) => {
  let t: TestDb;
  const who = {} as Record<"an1" | "an2" | "af", Caller>;
  const token = {} as Record<keyof typeof who, string>;
  const rows: Row[] = [];
  const before = process.env.ALLOW_EXTRACT_MER;
  const gql = (w: keyof typeof who, query: string, variables?: Record<string, unknown>) =>
    apiClient(t.db)("market", query, { token: token[w], variables });

  beforeAll(async () => {
    t = await createTestDb(engine);
    who.an1 = await createPrincipal(t.db, { name: "an listed", law: "an" });
    who.an2 = await createPrincipal(t.db, { name: "an other", law: "an" });
    who.af = await createPrincipal(t.db, { name: "af", law: "af" });
    for (const k of Object.keys(who) as (keyof typeof who)[]) token[k] = await tokenOf(t.db, who[k]);
    process.env.ALLOW_EXTRACT_MER = String(who.an1.id);
    const wsA = await addMgWs(t.db, who.an1.id, "https://a.example/ws", { name: "Alpha", priceCents: 1200 });
    const wsB = await addMgWs(t.db, who.an1.id, "https://b.example/ws", {
      name: "Beta",
      product: "energie",
      priceCents: 800,
    });
    const wsC = await addMgWs(t.db, who.an2.id, "https://c.example/ws", { name: "Gamma", priceCents: 1500 });
    // A small deterministic spread over February and March: every state, test leads, confirmed and
    // suspected fraud, and late-evening UTC times that fall on the next Paris day.
    const states: MgDeliveryState[] = ["accepted", "accepted", "refused", "error", "timeout", "pending", "accepted"];
    // (3i mod 7) puts confirmed fraud and suspected leads on accepted deliveries too.
    const frauds: MgFraudState[] = ["clean", "clean", "cleared", "confirmed", "suspected", "clean", "clean"];
    for (let i = 0; i < 42; i++) {
      const ws = [wsA, wsB, wsC][i % 3]!;
      const day = 1 + ((i * 5) % 28);
      const month = i % 4 === 0 ? "02" : "03";
      const at = new Date(`2026-${month}-${String(day).padStart(2, "0")}T${i % 5 === 0 ? "23:30" : "10:15"}:00Z`);
      const fraud = frauds[(i * 3) % frauds.length]!;
      const row: Row = {
        client: ws.clientId === who.an1.id ? "an1" : "an2",
        ws: ws.id,
        wsName: ws.name,
        product: ws.product,
        state: states[i % states.length]!,
        price: ws.priceCents,
        at,
        ms: i % 6 === 0 ? null : 100 + ((i * 37) % 900),
        isTest: i % 11 === 3,
        fraud,
        lead: { firstname: `Prénom${i}`, lastname: `Nom${i}`, email: `lead${i}@exemple.fr`, postcode: `690${i % 10}0` },
      };
      const [lead] = await t.db
        .insert(mgLeads)
        .values({
          product: row.product,
          source: "form-test",
          ...row.lead,
          phone: `06000000${String(i).padStart(2, "0")}`,
          isTest: row.isTest,
          fraudState: fraud,
          reviewedAt: fraud === "confirmed" || fraud === "cleared" ? at : null,
          createdAt: at,
        })
        .returning({ id: mgLeads.id });
      await t.db.insert(mgDeliveries).values({
        leadId: lead!.id,
        webServiceId: ws.id,
        clientId: ws.clientId,
        product: ws.product,
        state: row.state,
        priceCents: ws.priceCents,
        responseMs: row.ms,
        attempts: 1,
        createdAt: at,
        settledAt: row.state === "pending" ? null : at,
      });
      rows.push(row);
    }
  });

  afterAll(async () => {
    if (before === undefined) delete process.env.ALLOW_EXTRACT_MER;
    else process.env.ALLOW_EXTRACT_MER = before;
    await t?.dispose();
  });

  const mine = (c: Row["client"]) => rows.filter((r) => r.client === c);

  it("counts by day, product and web service exactly as the rows say", async () => {
    const r = await gql("an1", STATS, { f: MARCH });
    expect(r.body.errors).toBeUndefined();
    const s = (r.body.data as { mgAdvertiserStats: Record<string, unknown[]> & { totals: unknown } }).mgAdvertiserStats;
    const march = mine("an1").filter((x) => inRange(x, MARCH.from, MARCH.to));
    expect(march.length).toBeGreaterThan(5);
    expect(s.totals).toEqual(expected(march));
    expect(s.byDay).toHaveLength(31);
    for (const d of s.byDay as { day: string }[])
      expect(d).toEqual({ day: d.day, ...expected(march.filter((x) => parisDay(x.at) === d.day)) });
    expect(s.byProduct).toEqual(
      ["energie", "mutuelle"].map((p) => ({ product: p, ...expected(march.filter((x) => x.product === p)) })),
    );
    expect(s.byWebService).toEqual(
      ["Alpha", "Beta"].map((name) => {
        const of = march.filter((x) => x.wsName === name);
        return { webServiceId: of[0]!.ws, name, product: of[0]!.product, ...expected(of) };
      }),
    );
  });

  it("filters by product", async () => {
    const r = await gql("an1", STATS, { f: { ...MARCH, product: "energie" } });
    const s = (r.body.data as { mgAdvertiserStats: { totals: unknown; byProduct: unknown[] } }).mgAdvertiserStats;
    const march = mine("an1").filter((x) => inRange(x, MARCH.from, MARCH.to) && x.product === "energie");
    expect(s.totals).toEqual(expected(march));
    expect(s.byProduct).toHaveLength(1);
  });

  it("shows another advertiser nothing of the first one's", async () => {
    const r = await gql("an2", STATS, { f: MARCH });
    const s = (r.body.data as { mgAdvertiserStats: { totals: unknown; byWebService: { name: string }[] } })
      .mgAdvertiserStats;
    expect(s.totals).toEqual(expected(mine("an2").filter((x) => inRange(x, MARCH.from, MARCH.to))));
    expect(s.byWebService.map((w) => w.name)).toEqual(["Gamma"]);
    const d = await gql("an2", `{ mgAdvertiserDashboard { webServices { name } } }`);
    expect(d.body.data).toEqual({ mgAdvertiserDashboard: { webServices: [{ name: "Gamma" }] } });
  });

  it("refuses other roles and bad periods", async () => {
    expect(codeOf((await gql("af", STATS, { f: MARCH })).body)).toBe("FORBIDDEN");
    expect(codeOf((await gql("an1", STATS, { f: { from: "2026-03-31", to: "2026-03-01" } })).body)).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf((await gql("an1", STATS, { f: { from: "2025-01-01", to: "2026-03-01" } })).body)).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("compares this month with last month and reports each web service's last 24 hours", async () => {
    const now = new Date("2026-03-16T12:00:00Z");
    const d = await mgAdvertiserDashboard(t.db, who.an1.id, now);
    const an1 = mine("an1");
    expect(d.thisMonth).toEqual({
      from: "2026-03-01",
      to: "2026-03-16",
      figures: expected(an1.filter((x) => inRange(x, "2026-03-01", "2026-03-16"))),
    });
    expect(d.lastMonth.figures).toEqual(expected(an1.filter((x) => inRange(x, "2026-02-01", "2026-02-28"))));
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)!.day).toBe("2026-03-16");
    let seen = 0;
    for (const at of [now, new Date("2026-03-12T12:00:00Z"), new Date("2026-03-22T12:00:00Z")]) {
      const h = (await mgAdvertiserDashboard(t.db, who.an1.id, at)).webServices;
      expect(h.map((w) => w.name)).toEqual(["Alpha", "Beta"]);
      for (const w of h) {
        // Health counts every delivery of the window, test leads and fraud included.
        const last = an1.filter((x) => x.ws === w.id && x.at >= new Date(at.getTime() - 86_400_000) && x.at <= at);
        const settled = last.filter((x) => x.state !== "pending");
        const rate = (n: number) => (settled.length ? n / settled.length : 0);
        expect(w.deliveries24h).toBe(last.length);
        expect(w.acceptanceRate24h).toBe(rate(settled.filter((x) => x.state === "accepted").length));
        expect(w.errorRate24h).toBe(rate(settled.filter((x) => x.state === "error" || x.state === "timeout").length));
        // A time-out's time is the limit, not an answer: left out of the percentile (counting.ts).
        const answers = settled.filter((x) => x.state !== "timeout");
        const ms = answers.flatMap((x) => (x.ms === null ? [] : [x.ms])).sort((a, b) => a - b);
        expect(w.p95Ms).toBe(ms.length ? Math.round(percentile(ms, 0.95)) : null);
        seen += w.p95Ms === null ? 0 : 1;
      }
    }
    // Some windows hold answered deliveries, so that the figures above are not all zeros.
    expect(seen).toBeGreaterThan(0);
  });

  it("previews and exports the bought leads of the listed advertiser only", async () => {
    const bought = mine("an1")
      .filter((x) => inRange(x, MARCH.from, MARCH.to) && x.state === "accepted" && !x.isTest && x.fraud !== "confirmed")
      .sort((a, b) => b.at.getTime() - a.at.getTime());
    const r = await gql("an1", EXTRACT, { f: MARCH });
    const p = (r.body.data as { mgExtractMer: { total: number; totalCents: number; rows: { email: string }[] } })
      .mgExtractMer;
    expect(p.total).toBe(bought.length);
    expect(p.totalCents).toBe(bought.reduce((s, x) => s + x.price, 0));
    expect(p.rows.map((x) => x.email).sort()).toEqual(
      bought
        .slice(0, 10)
        .map((x) => x.lead.email)
        .sort(),
    );
    expect(codeOf((await gql("an2", EXTRACT, { f: MARCH })).body)).toBe("FORBIDDEN");
    expect(codeOf((await gql("af", EXTRACT, { f: MARCH })).body)).toBe("FORBIDDEN");

    const get = (handler: (r: Request) => Promise<Response>, path: string, w?: keyof typeof who) =>
      handler(new Request(`http://127.0.0.1${path}`, { headers: w ? { authorization: `Bearer ${token[w]}` } : {} }));
    const db = async () => t.db;
    const q = `?from=${MARCH.from}&to=${MARCH.to}`;
    const csv = await get(createMgExtractExportHandler({ db }), `/api/mongustave/annonceur/extract-mer/csv${q}`, "an1");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("x-row-count")).toBe(String(bought.length));
    const text = await csv.text();
    for (const b of bought) expect(text).toContain(b.lead.email);
    expect(text).not.toContain(mine("an2")[0]!.lead.email);
    const path = `/api/mongustave/annonceur/extract-mer/csv${q}`;
    expect((await get(createMgExtractExportHandler({ db }), path, "an2")).status).toBe(403);
    expect((await get(createMgExtractExportHandler({ db }), path)).status).toBe(401);
    expect((await get(createMgExtractExportHandler({ db }), "/x?from=bad&to=2026-03-01", "an1")).status).toBe(400);
  });

  it("exports the statistics with the same totals", async () => {
    const csv = await createMgStatsExportHandler({ db: async () => t.db })(
      new Request(`http://127.0.0.1/api/mongustave/annonceur/statistiques/csv?from=${MARCH.from}&to=${MARCH.to}`, {
        headers: { authorization: `Bearer ${token.an1}` },
      }),
    );
    expect(csv.status).toBe(200);
    const e = expected(mine("an1").filter((x) => inRange(x, MARCH.from, MARCH.to)));
    const total = (await csv.text()).trim().split("\r\n").at(-1);
    expect(total).toBe(
      `total;;;${e.delivered};${e.settled};${e.accepted};${e.refused};${e.failed};${e.acceptanceRate.toFixed(4)};${(e.spendCents / 100).toFixed(2)}`,
    );
  });
});

/** The linear-interpolation percentile (PostgreSQL's percentile_cont) of sorted values. */
function percentile(sorted: number[], p: number): number {
  const pos = (sorted.length - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}
