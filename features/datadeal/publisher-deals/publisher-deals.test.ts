import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publisherDeals } from "@/features/datadeal/publisher-deals/server/publisher-deals";
import type { Caller } from "@/lib/session/current-user";
import { dataDeals } from "@/lib/db/schema";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { addContact } from "@/tests/helpers/data-fixtures";
import { createPrincipal, tokenOf } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const QUERY = `query ($dealId: Int, $year: Int) {
  datadealPublisher(dealId: $dealId, year: $year) {
    deals { id source state figures { collected payable earningsCents } }
    months { source month figures { collected } }
    totals { collected payable earningsCents }
  }
}`;

describe.each(ENGINES)("Datadeal publisher dashboard (%s)", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const who = {} as Record<"pub" | "other" | "none" | "advertiser", Caller>;
  const token = {} as Record<keyof typeof who, string>;
  const ids = {} as Record<"ended" | "running" | "others", number>;
  const src = (name: string) => `${name}-${engine}`;

  beforeAll(async () => {
    t = await createTestDb(engine);
    call = apiClient(t.db);
    who.pub = await createPrincipal(t.db, { name: "pub", law: "af" });
    who.other = await createPrincipal(t.db, { name: "other", law: "af" });
    who.none = await createPrincipal(t.db, { name: "none", law: "af" });
    who.advertiser = await createPrincipal(t.db, { name: "advertiser", law: "an" });
    for (const k of Object.keys(who) as (keyof typeof who)[]) token[k] = await tokenOf(t.db, who[k]);
    const [ended, running, others] = await t.db
      .insert(dataDeals)
      .values([
        {
          publisherId: who.pub.id,
          source: src("concours"),
          priceCents: 50,
          startedOn: "2026-01-10",
          endedOn: "2026-02-20",
          state: "ended",
        },
        { publisherId: who.pub.id, source: src("quiz"), priceCents: 100, startedOn: "2026-02-01" },
        { publisherId: who.other.id, source: src("mutuelle"), priceCents: 70, startedOn: "2026-01-01" },
      ])
      .returning({ id: dataDeals.id });
    Object.assign(ids, { ended: ended!.id, running: running!.id, others: others!.id });
    const c = (source: string, at: string, state: "active" | "unsubscribed" | "bounced" | "invalid" = "active") =>
      addContact(t.db, { source: src(source), consentAt: new Date(at), state });
    // The ended deal: 10 January to 20 February, Paris days.
    await c("concours", "2026-01-09T22:30:00Z", "active"); // 9 Jan 23:30 Paris: before the deal
    await c("concours", "2026-01-09T23:30:00Z", "active"); // 10 Jan 00:30 Paris: the first day
    await c("concours", "2026-01-20T10:00:00Z", "invalid");
    await c("concours", "2026-02-05T10:00:00Z", "unsubscribed");
    await c("concours", "2026-02-20T22:30:00Z", "bounced"); // 20 Feb 23:30 Paris: the last day
    await c("concours", "2026-02-20T23:30:00Z", "active"); // 21 Feb Paris: after the deal
    // The running deal.
    await c("quiz", "2026-01-31T10:00:00Z", "active"); // before it started
    await c("quiz", "2026-02-03T10:00:00Z", "bounced");
    await c("quiz", "2026-03-01T10:00:00Z", "active");
    await c("quiz", "2026-03-02T10:00:00Z", "active");
    // Another publisher's source, and a source without a deal.
    await c("mutuelle", "2026-02-10T10:00:00Z", "active");
    await c("sans-deal", "2026-02-10T10:00:00Z", "active");
  });

  afterAll(async () => {
    await t?.dispose();
  });

  it("counts each deal's contacts per month within its period, payable = all but invalid", async () => {
    const r = await publisherDeals(t.db, who.pub.id);
    expect(r.deals.map((d) => [d.source, d.state, d.figures])).toEqual([
      [
        src("quiz"),
        "active",
        { collected: 3, active: 2, unsubscribed: 0, bounced: 1, invalid: 0, payable: 3, earningsCents: 300 },
      ],
      [
        src("concours"),
        "ended",
        { collected: 4, active: 1, unsubscribed: 1, bounced: 1, invalid: 1, payable: 3, earningsCents: 150 },
      ],
    ]);
    expect(r.deals[1]).toMatchObject({ startedOn: "2026-01-10", endedOn: "2026-02-20", priceCents: 50 });
    expect(r.months.map((m) => [m.month, m.source, m.figures.collected, m.figures.earningsCents])).toEqual([
      ["2026-03", src("quiz"), 2, 200],
      ["2026-02", src("concours"), 2, 100],
      ["2026-02", src("quiz"), 1, 100],
      ["2026-01", src("concours"), 2, 50],
    ]);
    expect(r.earningsByMonth).toEqual([
      { month: "2026-01", earningsCents: 50 },
      { month: "2026-02", earningsCents: 200 },
      { month: "2026-03", earningsCents: 200 },
    ]);
    expect(r.totals).toEqual({
      collected: 7,
      active: 3,
      unsubscribed: 1,
      bounced: 2,
      invalid: 1,
      payable: 6,
      earningsCents: 450,
    });
    expect(r.years).toEqual([2026]);
  });

  it("narrows months, totals and chart to one deal or one year, and keeps every deal as a choice", async () => {
    const one = await publisherDeals(t.db, who.pub.id, { dealId: ids.ended });
    expect(one.deals).toHaveLength(2);
    expect([one.totals.collected, one.totals.earningsCents]).toEqual([4, 150]);
    expect(new Set(one.months.map((m) => m.source))).toEqual(new Set([src("concours")]));
    const none = await publisherDeals(t.db, who.pub.id, { year: 2025 });
    expect([none.deals.length, none.months, none.totals.collected, none.years]).toEqual([2, [], 0, [2026]]);
  });

  it("shows a publisher its own deals only, even when it names another's", async () => {
    const own = await call("market", QUERY, { token: token.other });
    expect(own.body.errors).toBeUndefined();
    const d = (own.body.data as { datadealPublisher: { deals: { source: string }[] } }).datadealPublisher;
    expect(d.deals.map((x) => x.source)).toEqual([src("mutuelle")]);
    const named = await call("market", QUERY, { token: token.other, variables: { dealId: ids.ended } });
    expect(named.body.data).toMatchObject({
      datadealPublisher: { months: [], totals: { collected: 0, payable: 0, earningsCents: 0 } },
    });
    const empty = await call("market", QUERY, { token: token.none });
    expect(empty.body.data).toEqual({
      datadealPublisher: { deals: [], months: [], totals: { collected: 0, payable: 0, earningsCents: 0 } },
    });
  });

  it("refuses callers who are not publishers, and bad filters", async () => {
    expect(codeOf((await call("market", QUERY)).body)).toBe("UNAUTHENTICATED");
    expect(codeOf((await call("market", QUERY, { token: token.advertiser })).body)).toBe("FORBIDDEN");
    const bad = await call("market", QUERY, { token: token.pub, variables: { year: 1900 } });
    expect(codeOf(bad.body)).toBe("BAD_USER_INPUT");
  });
});
