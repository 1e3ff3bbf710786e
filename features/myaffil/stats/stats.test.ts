import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildRollups } from "@/features/myaffil/stats/server/rebuild";
import { users } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/myaffil";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, type Query } from "@/tests/helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ACCOUNTS = { admin: 1, annonceur: 4, annonceurPerf: 5, editeur: 6 } as const;
type Account = keyof typeof ACCOUNTS;

// Fixtures live in March 2021, far from the demo seed's recent days, so that every figure below
// comes from rows this file inserts. Expected values are computed in SQL from the raw leads and
// clicks, never from the roll-up the API reads.
const FROM = "2021-03-01";
const TO = "2021-03-31";

const STATS = graphql(`
  query ($input: MyaffilStatsInput!) {
    myaffilStats(input: $input) {
      from
      to
      groupBy
      role
      rowCount
      page
      pageSize
      totals {
        clicks
        leads
        validLeads
        invalidLeads
        duplicateLeads
        conversion
        revenue
        payout
        margin
        epc
      }
      rows {
        key
        label
        key2
        label2
        clicks
        leads
        validLeads
        invalidLeads
        duplicateLeads
        conversion
        revenue
        payout
        margin
        epc
      }
      series {
        day
        clicks
        leads
        revenue
        payout
      }
    }
  }
`);
const LEADS = graphql(`
  query ($input: LeadDetailsInput!) {
    myaffilLeadDetails(input: $input) {
      total
      page
      pageSize
      role
      canSetStatus
      items {
        id
        day
        programId
        programName
        campaignId
        publisherClientId
        publisherName
        email
        phone
        status
        duplicate
        revenue
        payout
        subId
      }
    }
  }
`);

describe.each(ENGINES)("MyAffil statistics on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;
  const ids = { programs: [] as number[], campaigns: [] as number[], supports: [] as number[] };

  async function rows<R = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<R[]> {
    return ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
  }
  const ask = <TData = Record<string, unknown>>(
    who: Account,
    query: Query<TData>,
    variables?: Record<string, unknown>,
  ) => call("myaffil", query, { token: tokens[who], variables });
  async function stats(who: Account, input: Record<string, unknown>) {
    const r = await ask(who, STATS, { input: { from: FROM, to: TO, ...input } });
    expect(r.body.errors).toBeUndefined();
    return r.body.data!.myaffilStats;
  }

  beforeAll(async () => {
    t = await seededTestDb(engine);
    const ins = async (q: ReturnType<typeof sql>) => Number((await rows<{ id: unknown }>(q))[0]!.id);
    // Advertiser 501 (annonceur@) has two programs, 502 (annonceur.perf@) one.
    for (const [adv, name] of [
      [501, "Stats Énergie"],
      [501, "Stats Assurance"],
      [502, "Stats Mutuelle"],
    ] as const) {
      ids.programs.push(
        await ins(
          sql`insert into perf_programs (advertiser_client_id, name, advertiser_price_cents, publisher_payout_cents) values (${adv}, ${name}, 2000, 1200) returning id`,
        ),
      );
    }
    const [p1, p2, p3] = ids.programs as [number, number, number];
    for (const [p, name] of [
      [p1, "Énergie printemps"],
      [p1, "Énergie été"],
      [p2, "Assurance auto"],
      [p3, "Mutuelle senior"],
    ] as const) {
      ids.campaigns.push(
        await ins(
          sql`insert into perf_campaigns (program_id, name, tracking_id) values (${p}, ${name}, ${`stats-${name}-${p}`}) returning id`,
        ),
      );
    }
    // Publisher 801 (editeur@) has two supports; publisher 802 one.
    for (const [pub, name] of [
      [801, "Newsletter Stats"],
      [801, "Site Stats"],
      [802, "Base Concurrente"],
    ] as const) {
      ids.supports.push(
        await ins(
          sql`insert into perf_supports (publisher_client_id, name, broadcast_type) values (${pub}, ${name}, 'emailing') returning id`,
        ),
      );
    }
    const [s1, s2, s3] = ids.supports as [number, number, number];
    const campaignProgram = new Map(ids.campaigns.map((c, i) => [c, [p1, p1, p2, p3][i]!]));
    const advertiserOf = new Map([
      [p1, 501],
      [p2, 501],
      [p3, 502],
    ]);
    const statuses = ["pending", "valid", "valid", "invalid"] as const;
    const leadValues: ReturnType<typeof sql>[] = [];
    const clickValues: ReturnType<typeof sql>[] = [];
    for (let i = 0; i < 240; i++) {
      // 2021-02-27 … 2021-04-03: a few days each side of the range.
      const day = new Date(Date.UTC(2021, 1, 27 + (i % 36))).toISOString().slice(0, 10);
      const campaign = ids.campaigns[(i * 7) % 4]!;
      const program = campaignProgram.get(campaign)!;
      const publisher = i % 3 === 0 ? 802 : 801;
      const support = publisher === 802 ? s3 : [s1, s2, 0][i % 3 === 1 ? 0 : i % 5 === 0 ? 2 : 1]!;
      const subId = ["", "nl-a", "nl-b"][i % 3]!;
      const duplicate = i % 11 === 0;
      const status = statuses[i % 4]!;
      const revenue = duplicate ? 0 : 1500 + (i % 5) * 100;
      const payout = duplicate ? 0 : 900 + (i % 5) * 50;
      const at = sql`(${day}::date + time '12:00') at time zone 'Europe/Paris'`;
      leadValues.push(
        sql`(${campaign}, ${program}, ${advertiserOf.get(program)!}, ${publisher}, ${support}, ${subId}, ${`lead${i}@exemple.fr`}, ${`+336000${String(i).padStart(5, "0")}`}, ${status}, ${duplicate}, ${payout}, ${revenue}, ${at}, ${day}::date)`,
      );
      for (let c = 0; c < 1 + (i % 4); c++)
        clickValues.push(sql`(${`stats-click-${i}-${c}`}, ${campaign}, ${publisher}, ${support}, ${subId}, ${at})`);
    }
    await t.db.execute(
      sql`insert into perf_leads (campaign_id, program_id, advertiser_client_id, publisher_client_id, support_id, sub_id, email, phone, status, duplicate, payout_cents, revenue_cents, created_at, day) values ${sql.join(leadValues, sql`, `)}`,
    );
    await t.db.execute(
      sql`insert into perf_clicks (click_id, campaign_id, publisher_client_id, support_id, sub_id, created_at) values ${sql.join(clickValues, sql`, `)}`,
    );
    await rebuildRollups(t.db, ids.campaigns);
    // A shoot of publisher 801 on campaign 1 / support 1.
    await t.db.execute(
      sql`insert into perf_shoots (campaign_id, publisher_client_id, support_id, scheduled_at, volume, sent, opens) values (${ids.campaigns[0]!}, 801, ${s1}, '2021-03-10 09:00+01', 50000, 48000, 9000)`,
    );
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
  });
  afterAll(() => t?.dispose());

  const mine = () => sql.raw(`campaign_id in (${ids.campaigns.join(",")})`);
  /** Raw-lead figures of the range grouped by `col`, with the money rule of the roll-up. */
  async function rawLeads(col: string, extra = "true") {
    const r = await rows<Record<string, unknown>>(sql`
      select ${sql.raw(col)}::text as k, count(*)::int as leads, (count(*) filter (where status = 'valid'))::int as valid,
        (count(*) filter (where status = 'invalid'))::int as invalid, (count(*) filter (where duplicate))::int as dup,
        coalesce(sum(revenue_cents) filter (where not duplicate and status <> 'invalid'), 0)::float8 as revenue,
        coalesce(sum(payout_cents) filter (where not duplicate and status <> 'invalid'), 0)::float8 as payout
      from perf_leads where day between ${FROM}::date and ${TO}::date and ${mine()} and ${sql.raw(extra)} group by 1 order by 1`);
    return new Map(
      r.map((x) => [
        String(x.k),
        {
          leads: Number(x.leads),
          valid: Number(x.valid),
          invalid: Number(x.invalid),
          dup: Number(x.dup),
          revenue: Number(x.revenue),
          payout: Number(x.payout),
        },
      ]),
    );
  }
  async function rawClicks(col: string, extra = "true") {
    const r = await rows<Record<string, unknown>>(sql`
      select ${sql.raw(col)}::text as k, count(*)::int as n from perf_clicks c join perf_campaigns k on k.id = c.campaign_id join perf_programs p on p.id = k.program_id
      where (c.created_at at time zone 'Europe/Paris')::date between ${FROM}::date and ${TO}::date and c.${mine()} and ${sql.raw(extra)} group by 1`);
    return new Map(r.map((x) => [String(x.k), Number(x.n)]));
  }

  it("gives administrators every program, with sums equal to the raw leads grouped by program", async () => {
    const s = await stats("admin", { groupBy: "program" });
    const leads = await rawLeads("program_id");
    const clicks = await rawClicks("p.id");
    expect(s.role).toBe("admin");
    expect(s.rows.map((r) => r.key).sort()).toEqual([...leads.keys()].sort());
    expect(leads.size).toBe(3);
    for (const r of s.rows) {
      const e = leads.get(r.key)!;
      expect([r.leads, r.validLeads, r.invalidLeads, r.duplicateLeads, r.revenue, r.payout]).toEqual([
        e.leads,
        e.valid,
        e.invalid,
        e.dup,
        e.revenue,
        e.payout,
      ]);
      expect(r.clicks).toBe(clicks.get(r.key));
      expect(r.margin).toBe(e.revenue - e.payout);
      expect(r.conversion).toBeCloseTo(e.leads / clicks.get(r.key)!, 10);
      expect(r.label).toMatch(/^Stats /);
    }
    const all = [...leads.values()];
    expect(s.totals.leads).toBe(all.reduce((n, e) => n + e.leads, 0));
    expect(s.totals.revenue).toBe(all.reduce((n, e) => n + e.revenue, 0));
    expect(s.totals.clicks).toBe([...clicks.values()].reduce((n, c) => n + c, 0));
    expect(s.totals.epc).toBeCloseTo(s.totals.revenue! / s.totals.clicks, 1);
  });

  it("gives a daily series over every day of the range, leaving out the days around it", async () => {
    const s = await stats("admin", { groupBy: "day" });
    const leads = await rawLeads("to_char(day, 'YYYY-MM-DD')");
    expect(s.series).toHaveLength(31);
    expect(s.series[0]!.day).toBe(FROM);
    expect(s.series[30]!.day).toBe(TO);
    for (const d of s.series) expect(d.leads).toBe(leads.get(d.day)?.leads ?? 0);
    expect(s.rows.map((r) => [r.key, r.leads])).toEqual(
      s.series.filter((d) => d.leads > 0 || d.clicks > 0).map((d) => [d.day, d.leads]),
    );
    const weeks = await stats("admin", { groupBy: "week" });
    expect(weeks.rows[0]!.key).toBe("2021-03-01"); // a Monday
    expect(weeks.rows.reduce((n, r) => n + r.leads, 0)).toBe(s.totals.leads);
  });

  it("keeps an advertiser to its own programs and hides the publishers' payout and the margin", async () => {
    const s = await stats("annonceur", { groupBy: "program" });
    expect(s.role).toBe("advertiser");
    expect(s.rows.map((r) => Number(r.key)).sort()).toEqual([ids.programs[0], ids.programs[1]].sort());
    const leads = await rawLeads("advertiser_client_id");
    expect(s.totals.leads).toBe(leads.get("501")!.leads);
    expect(s.totals.revenue).toBe(leads.get("501")!.revenue);
    expect(s.totals.payout).toBeNull();
    expect(s.totals.margin).toBeNull();
    for (const r of s.rows) expect([r.payout, r.margin]).toEqual([null, null]);
    const other = await stats("annonceurPerf", { groupBy: "program" });
    expect(other.rows.map((r) => Number(r.key))).toEqual([ids.programs[2]]);
    expect(other.totals.leads).toBe(leads.get("502")!.leads);
    // Publishers stay anonymous to advertisers.
    const byPublisher = await stats("annonceur", { groupBy: "publisher" });
    expect(byPublisher.rows.every((r) => r.label === null)).toBe(true);
  });

  it("refuses an advertiser another advertiser's program, campaign or client id", async () => {
    for (const input of [
      { programId: ids.programs[2] },
      { campaignId: ids.campaigns[3] },
      { advertiserClientId: 502 },
    ]) {
      const r = await ask("annonceur", STATS, { input: { from: FROM, to: TO, groupBy: "day", ...input } });
      expect(codeOf(r.body)).toBe("FORBIDDEN");
      expect(r.body.data ?? null).toBeNull();
    }
    const leads = await ask("annonceur", LEADS, { input: { from: FROM, to: TO, programId: ids.programs[2] } });
    expect(codeOf(leads.body)).toBe("FORBIDDEN");
    // Its own program as a filter works.
    const own = await stats("annonceur", { groupBy: "campaign", programId: ids.programs[0] });
    expect(own.rows.map((r) => Number(r.key)).sort()).toEqual([ids.campaigns[0], ids.campaigns[1]].sort());
  });

  it("keeps a publisher to its own traffic, with its earnings and without revenue or margin", async () => {
    const s = await stats("editeur", { groupBy: "support" });
    expect(s.role).toBe("publisher");
    const leads = await rawLeads("support_id", "publisher_client_id = 801");
    expect(s.rows.map((r) => r.key).sort()).toEqual([...leads.keys()].sort());
    for (const r of s.rows) {
      expect(r.leads).toBe(leads.get(r.key)!.leads);
      expect(r.payout).toBe(leads.get(r.key)!.payout);
      expect([r.revenue, r.margin]).toEqual([null, null]);
    }
    expect(s.totals.revenue).toBeNull();
    expect(s.totals.epc).toBeCloseTo(s.totals.payout! / s.totals.clicks, 1);
    for (const input of [{ publisherClientId: 802 }, { supportId: ids.supports[2] }]) {
      const r = await ask("editeur", STATS, { input: { from: FROM, to: TO, groupBy: "day", ...input } });
      expect(codeOf(r.body)).toBe("FORBIDDEN");
    }
  });

  it("crosses two dimensions, sorts and pages", async () => {
    const pivot = await stats("admin", { groupBy: "program", thenBy: "publisher", pageSize: 500 });
    const leads = await rawLeads("program_id || '/' || publisher_client_id");
    expect(pivot.rows.map((r) => `${r.key}/${r.key2}`).sort()).toEqual([...leads.keys()].sort());
    for (const r of pivot.rows) expect(r.leads).toBe(leads.get(`${r.key}/${r.key2}`)!.leads);
    expect(pivot.rows.find((r) => r.key2 === "801")!.label2).toBeTruthy();

    const top = await stats("admin", { groupBy: "campaign", sort: "leads", sortDir: "desc", pageSize: 2 });
    const byCampaign = [...(await rawLeads("campaign_id")).entries()].sort((a, b) => b[1].leads - a[1].leads);
    expect(top.rowCount).toBe(4);
    expect(top.rows).toHaveLength(2);
    expect(top.rows.map((r) => r.leads)).toEqual(byCampaign.slice(0, 2).map(([, e]) => e.leads));
    const page2 = await stats("admin", { groupBy: "campaign", sort: "leads", sortDir: "desc", pageSize: 2, page: 2 });
    expect(page2.rows.map((r) => r.leads)).toEqual(byCampaign.slice(2, 4).map(([, e]) => e.leads));
  });

  it("gives the same totals and series whatever the breakdown, the day included as a second dimension", async () => {
    const byDay = await stats("admin", { groupBy: "day" });
    for (const input of [
      { groupBy: "month" },
      { groupBy: "subId" },
      { groupBy: "program", thenBy: "day", pageSize: 5000 },
      { groupBy: "support", thenBy: "campaign" },
    ]) {
      const s = await stats("admin", input);
      expect(s.totals).toEqual(byDay.totals);
      expect(s.series.map((d) => [d.day, d.clicks, d.leads, d.revenue])).toEqual(
        byDay.series.map((d) => [d.day, d.clicks, d.leads, d.revenue]),
      );
    }
    const programDay = await stats("admin", { groupBy: "program", thenBy: "day", pageSize: 5000 });
    const raw = await rawLeads("program_id || '/' || to_char(day, 'YYYY-MM-DD')");
    expect(programDay.rows.map((r) => [`${r.key}/${r.key2}`, r.leads]).sort()).toEqual(
      [...raw.entries()].map(([k, e]) => [k, e.leads]).sort(),
    );
  });

  it("rejects bad ranges and unknown dimensions with BAD_USER_INPUT", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from: "2021-03-31", to: "2021-03-01", groupBy: "day" }, "to"],
      [{ from: "2020-01-01", to: "2021-01-01", groupBy: "day" }, "to"],
      [{ from: "2021-02-30", to: "2021-03-01", groupBy: "day" }, "from"],
      [{ from: "yesterday", to: "2021-03-01", groupBy: "day" }, "from"],
      [{ from: FROM, to: TO, groupBy: "country" }, "groupBy"],
      [{ from: FROM, to: TO, groupBy: "day", pageSize: 100000 }, "pageSize"],
    ];
    for (const [input, field] of cases) {
      const r = await ask("admin", STATS, { input });
      expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
      expect(Object.keys(r.body.errors![0]!.extensions?.fields ?? {})).toContain(field);
    }
    // 366 days, both ends included, is the longest range allowed.
    const longest = await ask("admin", STATS, { input: { from: "2020-03-31", to: "2021-03-31", groupBy: "month" } });
    expect(longest.body.errors).toBeUndefined();
    const anonymous = await call("myaffil", STATS, { variables: { input: { from: FROM, to: TO, groupBy: "day" } } });
    expect(codeOf(anonymous.body)).toBe("UNAUTHENTICATED");
  });

  it("lists raw leads ten per page in the caller's scope, masking contact details for publishers", async () => {
    const admin = await ask("admin", LEADS, { input: { from: FROM, to: TO } });
    const total = (await rawLeads("'all'")).get("all")!.leads;
    const page = admin.body.data!.myaffilLeadDetails;
    expect(page.total).toBe(total);
    expect(page.items).toHaveLength(10);
    expect(page.canSetStatus).toBe(true);
    expect(page.items[0]!.email).toMatch(/^lead\d+@exemple\.fr$/);
    expect(page.items[0]!.publisherName === null || typeof page.items[0]!.publisherName === "string").toBe(true);

    const pub = (await ask("editeur", LEADS, { input: { from: FROM, to: TO, pageSize: 1000 } })).body.data!
      .myaffilLeadDetails;
    expect(pub.total).toBe((await rawLeads("'all'", "publisher_client_id = 801")).get("all")!.leads);
    expect(pub.canSetStatus).toBe(false);
    for (const l of pub.items) {
      expect(l.publisherClientId).toBe(801);
      expect(l.email).toMatch(/^l\*\*\*@exemple\.fr$/);
      expect(l.phone).toMatch(/^\+336\*+\d\d$/);
      expect(l.revenue).toBeNull();
      expect(l.publisherName).toBeNull();
    }
    const invalid = (
      await ask("annonceur", LEADS, { input: { from: FROM, to: TO, status: "invalid", pageSize: 1000 } })
    ).body.data!.myaffilLeadDetails;
    expect(invalid.total).toBe(
      (await rawLeads("'all'", "advertiser_client_id = 501 and status = 'invalid' and not duplicate")).get("all")
        ?.leads ?? 0,
    );
    expect(invalid.items.every((l) => l.status === "invalid" && !l.duplicate && l.payout === null)).toBe(true);
    const search = (await ask("admin", LEADS, { input: { from: FROM, to: TO, search: "lead12@" } })).body.data!
      .myaffilLeadDetails;
    expect(search.items.map((l) => l.email)).toEqual(["lead12@exemple.fr"]);
    // A publisher cannot find a lead by the e-mail it only sees masked.
    const pubSearch = (await ask("editeur", LEADS, { input: { from: FROM, to: TO, search: "lead13@" } })).body.data!
      .myaffilLeadDetails;
    expect(pubSearch.total).toBe(0);
  });

  it("follows a lead's status change (tracking's setLeadStatus) in every figure", async () => {
    const before = await stats("admin", { groupBy: "program" });
    const [lead] = await rows<{ id: number; revenue_cents: number }>(
      sql`select id, revenue_cents::float8 as revenue_cents from perf_leads where ${mine()} and advertiser_client_id = 501 and day between ${FROM}::date and ${TO}::date and status = 'pending' and not duplicate order by id limit 1`,
    );
    // The owning advertiser invalidates it.
    const res = await ask(
      "annonceur",
      graphql(`
        mutation ($ids: [Int!]!) {
          setLeadStatus(ids: $ids, status: "invalid")
        }
      `),
      { ids: [Number(lead!.id)] },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.setLeadStatus).toBe(1);
    const after = await stats("admin", { groupBy: "program" });
    expect(after.totals.invalidLeads).toBe(before.totals.invalidLeads + 1);
    expect(after.totals.revenue).toBe(before.totals.revenue! - Number(lead!.revenue_cents));
    expect(after.totals.leads).toBe(before.totals.leads);
    const raw = await rawLeads("program_id");
    for (const row of after.rows)
      expect([row.invalidLeads, row.revenue]).toEqual([raw.get(row.key)!.invalid, raw.get(row.key)!.revenue]);
    const detail = (
      await ask("admin", LEADS, { input: { from: FROM, to: TO, search: String(lead!.id), pageSize: 1000 } })
    ).body.data!.myaffilLeadDetails;
    expect(detail.items.find((l) => l.id === Number(lead!.id))!.status).toBe("invalid");
  });

  it("counts a shoot's clicks and leads on its campaign and support from the send day to six days later", async () => {
    const q = graphql(`
      query ($c: Int, $from: String, $to: String) {
        myaffilShootStats(campaignId: $c, from: $from, to: $to) {
          id
          day
          sent
          opens
          clicks
          leads
          revenue
          payout
          supportName
        }
      }
    `);
    const admin = await ask("admin", q, { c: ids.campaigns[0] });
    expect(admin.body.errors).toBeUndefined();
    const [shoot] = admin.body.data!.myaffilShootStats;
    const window = `campaign_id = ${ids.campaigns[0]} and support_id = ${ids.supports[0]} and publisher_client_id = 801 and day between '2021-03-10' and '2021-03-16'`;
    const [e] = await rows<{ n: number; r: number }>(
      sql.raw(
        `select count(*)::int n, coalesce(sum(revenue_cents) filter (where not duplicate and status <> 'invalid'), 0)::float8 r from perf_leads where ${window}`,
      ),
    );
    expect(shoot).toMatchObject({
      day: "2021-03-10",
      sent: 48000,
      opens: 9000,
      leads: e!.n,
      revenue: Number(e!.r),
      supportName: "Newsletter Stats",
    });
    const pub = (await ask("editeur", q, { from: FROM, to: TO })).body.data!.myaffilShootStats;
    expect(pub).toHaveLength(1);
    expect(pub[0]!.revenue).toBeNull();
    const other = (await ask("annonceurPerf", q, { from: FROM, to: TO })).body.data!.myaffilShootStats;
    expect(other).toHaveLength(0);
  });

  it("keeps the marketplace figures and the publisher extract to administrators", async () => {
    await t.db.execute(sql`insert into market_sales (lead_id, user_id, sale_type, price_cents, created_at)
      select id, 4, 'exclusive', 1234, '2021-03-05 12:00+01' from market_leads order by id limit 1 on conflict do nothing`);
    const lm = graphql(`
      query ($from: String!, $to: String!) {
        myaffilLeadmarketStats(from: $from, to: $to) {
          totals {
            sales
            revenue
            buyers
          }
          rows {
            day
            categoryName
            sales
            revenue
          }
          series {
            day
          }
        }
      }
    `);
    const range = { from: FROM, to: TO };
    expect(codeOf((await ask("annonceur", lm, range)).body)).toBe("FORBIDDEN");
    const sales = (await ask("admin", lm, range)).body.data!.myaffilLeadmarketStats;
    expect(sales.totals).toEqual({ sales: 1, revenue: 1234, buyers: 1 });
    expect(sales.rows[0]).toMatchObject({ day: "2021-03-05", sales: 1, revenue: 1234 });
    expect(sales.series).toHaveLength(31);

    const ex = graphql(`
      query ($from: String!, $to: String!) {
        myaffilPublisherExtract(from: $from, to: $to) {
          clientId
          society
          supports
          leads
          payout
        }
      }
    `);
    expect(codeOf((await ask("editeur", ex, range)).body)).toBe("FORBIDDEN");
    const list = (await ask("admin", ex, range)).body.data!.myaffilPublisherExtract;
    const editeur = list.find((p) => p.clientId === 801);
    const e = (await rawLeads("publisher_client_id")).get("801")!;
    expect(editeur).toMatchObject({ leads: e.leads, payout: e.payout });
    expect(editeur!.supports).toBeGreaterThanOrEqual(2);
  });

  it("offers filter choices within the caller's scope", async () => {
    const q = graphql(`
      {
        myaffilStatsOptions {
          programs {
            id
            name
          }
          campaigns {
            id
            programId
          }
          supports {
            id
          }
          publishers {
            id
          }
          advertisers {
            id
          }
        }
      }
    `);
    const adv = (await ask("annonceur", q)).body.data!.myaffilStatsOptions;
    const progIds = adv.programs.map((p) => p.id);
    expect(progIds).toEqual(expect.arrayContaining([ids.programs[0], ids.programs[1]]));
    expect(progIds).not.toContain(ids.programs[2]);
    expect(adv.publishers).toEqual([]);
    const pub = (await ask("editeur", q)).body.data!.myaffilStatsOptions;
    expect(pub.supports.map((s) => s.id)).not.toContain(ids.supports[2]);
    expect(pub.supports.map((s) => s.id)).toEqual(expect.arrayContaining([ids.supports[0], ids.supports[1]]));
    const admin = (await ask("admin", q)).body.data!.myaffilStatsOptions;
    expect(admin.publishers.map((p) => p.id)).toContain(801);
  });
});
