import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLtvExportHandler, createTeletechExportHandler } from "@/features/staff/stats/server/csv-http";
import { ltvClients, ltvCohorts } from "@/features/staff/stats/server/ltv";
import { socialFigures } from "@/features/staff/stats/server/social";
import { listTeletechCalls, teletechOutcomeCounts } from "@/features/staff/stats/server/teletech";
import { topAdvertisers, topPublishers } from "@/features/staff/stats/server/top-revenue";
import { rowsOf } from "@/lib/db/rows";
import { balanceLedger, giftPoints, marketSales } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { addCategory, addLead, addSource } from "@/tests/helpers/market-fixtures";
import { createPrincipal, tokenOf } from "@/tests/helpers/principals";
import { addCampaign, addTeletechCall, clickAndLead } from "@/tests/helpers/staff-stats-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const MARCH = { from: "2026-03-01", to: "2026-03-31" };
const at = (iso: string) => new Date(iso);
const LISTS = ["ALLOW_RESTRICTED_STAFF", "ALLOW_GIFT_POINTS", "ALLOW_TELETECH_LEADS"] as const;

/** Issue 13: staff statistics (/StatsTopCaAnOrAf, /ltv, /statsSocialMedia, /TeletechLeads). */
describe.each(ENGINES)("staff statistics (%s)", (engine) => {
  let t: TestDb;
  const who = {} as Record<"restricted" | "restrictedNoGift" | "tem" | "an1" | "an2" | "af" | "af2", Caller>;
  const token = {} as Record<keyof typeof who, string>;
  const leadsOf = { af: [] as number[], af2: [] as number[] };
  const before = LISTS.map((k) => process.env[k]);
  const gql = (w: keyof typeof who, query: string, variables?: Record<string, unknown>) =>
    apiClient(t.db)("auth", query, { token: token[w], variables });
  const one = async <R>(q: ReturnType<typeof sql>) => rowsOf<R>(await t.db.execute(q))[0]!;

  beforeAll(async () => {
    t = await createTestDb(engine);
    who.restricted = await createPrincipal(t.db, { name: "ad restricted", law: "ad" });
    who.restrictedNoGift = await createPrincipal(t.db, { name: "ma restricted, no gifts", law: "ma" });
    who.tem = await createPrincipal(t.db, { name: "tem", law: "tem" });
    who.an1 = await createPrincipal(t.db, { name: "an 1", law: "an" });
    who.an2 = await createPrincipal(t.db, { name: "an 2", law: "an" });
    who.af = await createPrincipal(t.db, { name: "af listed", law: "af" });
    who.af2 = await createPrincipal(t.db, { name: "af", law: "af" });
    for (const k of Object.keys(who) as (keyof typeof who)[]) token[k] = await tokenOf(t.db, who[k]);
    process.env.ALLOW_RESTRICTED_STAFF = `${who.restricted.email},${who.restrictedNoGift.email}`;
    process.env.ALLOW_GIFT_POINTS = String(who.restricted.id);
    process.env.ALLOW_TELETECH_LEADS = `${who.restricted.id},${who.af.id}`;
    // Sign-up cohorts: January for an1, February for an2 (both approved).
    await t.db.execute(
      sql`update users set created_at = '2026-01-15T10:00:00Z', approved_at = '2026-01-16T10:00:00Z' where id = ${who.an1.id}`,
    );
    await t.db.execute(
      sql`update users set created_at = '2026-02-10T10:00:00Z', approved_at = '2026-02-11T10:00:00Z' where id = ${who.an2.id}`,
    );

    const pubs = [who.af.idClienMyaffil!, who.af2.idClienMyaffil!];
    const c1 = await addCampaign(t.db, {
      advertiser: who.an1.idClienMyaffil!,
      publishers: pubs,
      priceCents: 2500,
      payoutCents: 1500,
    });
    const c2 = await addCampaign(t.db, {
      advertiser: who.an2.idClienMyaffil!,
      publishers: pubs,
      priceCents: 4000,
      payoutCents: 3000,
    });
    // Traffic: social clicks (some converting) in March, one in May, and direct clicks.
    const traffic: [typeof c1, Caller, string, string | null, string | null, boolean][] = [
      [c1, who.af, "2026-03-02T09:00:00Z", "facebook", null, true],
      [c1, who.af, "2026-03-03T09:00:00Z", null, "https://m.facebook.com/groups/x", false],
      [c1, who.af2, "2026-03-04T09:00:00Z", "fb_ads", null, false],
      [c1, who.af, "2026-03-05T09:00:00Z", "Instagram", null, true],
      [c2, who.af2, "2026-03-06T09:00:00Z", null, "https://l.instagram.com/?u=x", true],
      [c2, who.af2, "2026-03-07T09:00:00Z", null, "https://t.co/abc", true],
      [c2, who.af, "2026-03-08T09:00:00Z", "newsletter", null, true],
      [c1, who.af, "2026-03-09T09:00:00Z", null, null, true],
      [c1, who.af, "2026-04-10T09:00:00Z", null, null, true],
      [c2, who.af2, "2026-05-05T09:00:00Z", "tiktok", null, true],
    ];
    for (const [c, p, when, utm, ref, lead] of traffic) {
      const r = await clickAndLead(t.db, {
        trackingId: c.trackingId,
        publisher: p.idClienMyaffil!,
        at: at(when),
        utmSource: utm,
        referrer: ref,
        lead,
      });
      if (r.leadId) (p.id === who.af.id ? leadsOf.af : leadsOf.af2).push(r.leadId);
    }
    // Marketplace: an1 buys two leads in March (one of a source costing 6 € shared by its two buyers), one is refunded.
    const category = await addCategory(t.db, "Énergie stats");
    const source = await addSource(t.db, "stats-source");
    await t.db.execute(sql`update market_sources set cost_cents = 600 where id = ${source}`);
    const l1 = await addLead(t.db, {
      categoryId: category,
      department: "75",
      age: 40,
      createdAt: at("2026-03-01T08:00:00Z"),
      n: 1,
    });
    const l2 = await addLead(t.db, {
      categoryId: category,
      department: "69",
      age: 30,
      createdAt: at("2026-03-01T08:00:00Z"),
      n: 2,
    });
    await t.db.execute(
      sql`update market_leads set source_id = ${source}, buyer_limit = 2, sold_count = 2 where id = ${l1}`,
    );
    await t.db.insert(marketSales).values([
      { leadId: l1, userId: who.an1.id, saleType: "duo", priceCents: 2000, createdAt: at("2026-03-10T10:00:00Z") },
      {
        leadId: l2,
        userId: who.an1.id,
        saleType: "exclusive",
        priceCents: 3000,
        createdAt: at("2026-03-11T10:00:00Z"),
      },
    ]);
    await t.db
      .insert(balanceLedger)
      .values({ userId: who.an1.id, kind: "refund", amountCents: 3000, createdAt: at("2026-03-20T10:00:00Z") });
    await t.db.insert(giftPoints).values({ userId: who.af.id, points: 120, reason: "Mars" });
    // Teletech calls: two on af's leads, one on af2's.
    await addTeletechCall(t.db, {
      leadId: leadsOf.af[0]!,
      calledAt: at("2026-03-02T15:00:00Z"),
      outcome: "qualified",
      note: "Projet confirmé",
    });
    await addTeletechCall(t.db, { leadId: leadsOf.af[1]!, calledAt: at("2026-03-06T15:00:00Z"), outcome: "refused" });
    await addTeletechCall(t.db, {
      leadId: leadsOf.af2[0]!,
      calledAt: at("2026-03-07T15:00:00Z"),
      outcome: "wrong_number",
    });
  }, 120_000);
  afterAll(async () => {
    LISTS.forEach((k, i) => (before[i] === undefined ? delete process.env[k] : (process.env[k] = before[i])));
    await t?.dispose();
  });

  it("ranks advertisers by MyAffil revenue from the raw leads plus marketplace sales less refunds", async () => {
    const perf = await one<{ a1: number; a2: number }>(sql`select
      coalesce(sum(revenue_cents) filter (where advertiser_client_id = ${who.an1.idClienMyaffil}), 0)::int as a1,
      coalesce(sum(revenue_cents) filter (where advertiser_client_id = ${who.an2.idClienMyaffil}), 0)::int as a2
      from perf_leads where not duplicate and status <> 'invalid' and day between '2026-03-01' and '2026-03-31'`);
    const top = await topAdvertisers(t.db, MARCH);
    expect(top.map((r) => [r.userId, r.perfCents, r.marketCents, r.totalCents])).toEqual(
      [
        [who.an1.id, perf.a1, 2000 + 3000 - 3000, perf.a1 + 2000],
        [who.an2.id, perf.a2, 0, perf.a2],
      ].sort((a, b) => b[3]! - a[3]!),
    );
  });

  it("ranks publishers by the revenue of their leads over the period only", async () => {
    const raw = rowsOf<{ p: number; leads: number; revenue: number; payout: number }>(
      await t.db
        .execute(sql`select publisher_client_id as p, count(*)::int as leads, sum(revenue_cents)::int as revenue,
        sum(payout_cents)::int as payout from perf_leads where day between '2026-03-01' and '2026-03-31'
        group by publisher_client_id order by revenue desc, publisher_client_id`),
    );
    const top = await topPublishers(t.db, MARCH);
    const clientOf = new Map([
      [who.af.id, who.af.idClienMyaffil],
      [who.af2.id, who.af2.idClienMyaffil],
    ]);
    expect(top.map((r) => [clientOf.get(r.userId), r.leads, r.revenueCents, r.payoutCents])).toEqual(
      raw.map((r) => [r.p, r.leads, r.revenue, r.payout]),
    );
  });

  it("gives each advertiser cohort its lifetime revenue, margin and months active", async () => {
    const perf = rowsOf<{ client: number; revenue: number; margin: number; months: number }>(
      await t.db.execute(sql`select advertiser_client_id as client, sum(revenue_cents)::int as revenue,
        sum(revenue_cents - payout_cents)::int as margin, count(distinct to_char(day, 'YYYY-MM'))::int as months
        from perf_leads where not duplicate and status <> 'invalid' group by advertiser_client_id`),
    );
    const of = (c: Caller) => perf.find((p) => p.client === c.idClienMyaffil)!;
    // an1: market 5 000 sold − 3 000 refunded; margin also less the half of the 6 € source cost.
    const cohorts = await ltvCohorts(t.db);
    expect(cohorts.map((c) => [c.cohort, c.clients, c.revenueCents, c.marginCents, c.monthsActive])).toEqual([
      ["2026-01", 1, of(who.an1).revenue + 2000, of(who.an1).margin + 5000 - 300 - 3000, of(who.an1).months],
      ["2026-02", 1, of(who.an2).revenue, of(who.an2).margin, of(who.an2).months],
    ]);
    const page = await ltvClients(t.db, "2026-02");
    expect(page.items.map((c) => c.userId)).toEqual([who.an2.id]);
  });

  it("counts clicks, leads and revenue per social network, zeros included, within the period", async () => {
    const figures = await socialFigures(t.db, MARCH);
    const by = Object.fromEntries(figures.map((f) => [f.network, [f.clicks, f.leads, f.revenueCents]]));
    expect(by).toEqual({
      facebook: [3, 1, 2500],
      instagram: [2, 2, 2500 + 4000],
      x: [1, 1, 4000],
      tiktok: [0, 0, 0],
      linkedin: [0, 0, 0],
      youtube: [0, 0, 0],
      snapchat: [0, 0, 0],
      pinterest: [0, 0, 0],
      other: [0, 0, 0],
    });
  });

  it("records the click's utm_source, referrer host and network", async () => {
    const r = await one<{ utm: string | null; host: string | null; network: string | null }>(
      sql`select utm_source as utm, referrer_host as host, network from perf_clicks where referrer_host = 't.co'`,
    );
    expect(r).toEqual({ utm: null, host: "t.co", network: "x" });
  });

  it("lists a publisher only its own leads' calls, and administrators every call", async () => {
    const mine = await gql("af", `{ teletechCalls { total items { leadId outcome } } }`);
    expect(
      (mine.body.data as { teletechCalls: { items: { leadId: number }[] } }).teletechCalls.items
        .map((i) => i.leadId)
        .sort(),
    ).toEqual(leadsOf.af.slice(0, 2).sort());
    const all = await gql("restricted", `{ teletechCalls { total } }`);
    expect((all.body.data as { teletechCalls: { total: number } }).teletechCalls.total).toBe(3);
  });

  it("counts outcomes under the filters but the outcome, and filters the list by it", async () => {
    const f = { outcome: "refused" as const };
    const counts = await teletechOutcomeCounts(t.db, { all: true }, f);
    expect(Object.fromEntries(counts.map((c) => [c.outcome, c.count]))).toEqual({
      qualified: 1,
      not_reachable: 0,
      refused: 1,
      wrong_number: 1,
    });
    expect((await listTeletechCalls(t.db, { all: true }, f)).items.map((c) => c.outcome)).toEqual(["refused"]);
  });

  it("applies the authorization table, restricted lists included", async () => {
    const period = { period: MARCH };
    const TOP = `query($period: StatsPeriod!) { topRevenue(period: $period) { advertisers { userId } } }`;
    const GIFTS = `query($ids: [Int!]!) { giftBalances(userIds: $ids) { userId points } }`;
    const SOCIAL = `query($period: StatsPeriod!) { socialMedia(period: $period) { network } }`;
    const LTV = `{ ltvCohorts { cohort } }`;
    const TELETECH = `{ teletechOutcomes { outcome count } }`;
    const code = async (w: keyof typeof who, q: string, v?: Record<string, unknown>) =>
      codeOf((await gql(w, q, v)).body) ?? "ok";
    expect(await code("restricted", TOP, period)).toBe("ok");
    expect(await code("restrictedNoGift", TOP, period)).toBe("ok");
    expect(await code("tem", TOP, period)).toBe("FORBIDDEN");
    expect(await code("af", TOP, period)).toBe("FORBIDDEN");
    expect(await code("restricted", GIFTS, { ids: [who.af.id] })).toBe("ok");
    expect(await code("restrictedNoGift", GIFTS, { ids: [who.af.id] })).toBe("FORBIDDEN");
    expect(await code("restricted", LTV)).toBe("ok");
    expect(await code("tem", LTV)).toBe("FORBIDDEN");
    expect(await code("tem", SOCIAL, period)).toBe("ok");
    expect(await code("an1", SOCIAL, period)).toBe("FORBIDDEN");
    expect(await code("af", TELETECH)).toBe("ok");
    expect(await code("af2", TELETECH)).toBe("FORBIDDEN");
    expect(await code("tem", TELETECH)).toBe("FORBIDDEN");
    expect(await code("an1", TELETECH)).toBe("FORBIDDEN");
  });

  it("answers the gift balances to the gift viewers", async () => {
    const r = await gql("restricted", `query($ids: [Int!]!) { giftBalances(userIds: $ids) { userId points } }`, {
      ids: [who.af.id, who.af2.id],
    });
    expect(r.body.data).toEqual({
      giftBalances: [
        { userId: who.af.id, points: 120 },
        { userId: who.af2.id, points: 0 },
      ],
    });
  });

  it("exports the publisher's own calls only, and refuses the LTV export off the list", async () => {
    const get = (handler: (r: Request) => Promise<Response>, path: string, w: keyof typeof who) =>
      handler(new Request(`http://127.0.0.1${path}`, { headers: { authorization: `Bearer ${token[w]}` } }));
    const db = async () => t.db;
    const csv = await get(createTeletechExportHandler({ db }), "/api/stats/teletech/csv", "af");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("x-row-count")).toBe("2");
    expect(await csv.text()).toContain("Projet confirmé");
    expect((await get(createTeletechExportHandler({ db }), "/api/stats/teletech/csv", "af2")).status).toBe(403);
    expect((await get(createLtvExportHandler({ db }), "/api/stats/ltv/csv", "tem")).status).toBe(403);
    const ltv = await get(createLtvExportHandler({ db }), "/api/stats/ltv/csv?cohort=2026-01", "restricted");
    expect(ltv.headers.get("x-row-count")).toBe("1");
  });

  it("refuses an inverted period", async () => {
    const r = await gql("tem", `query($period: StatsPeriod!) { socialMedia(period: $period) { network } }`, {
      period: { from: "2026-03-31", to: "2026-03-01" },
    });
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
  });
});
