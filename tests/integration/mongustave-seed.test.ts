import { MG_AUTO_PAUSE_REASON } from "@/features/mongustave/leads/server/deliver";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MG_DEMO } from "@/lib/db/seed/mongustave";
import { seededTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const NOW = new Date("2026-11-21T00:00:00Z");

type Row = Record<string, unknown>;

/** Issue 15's demo data: what the Mon Gustave screens and their tests rely on. */
describe.each(ENGINES)("Mon Gustave demo data on %s", (engine) => {
  let t: TestDb;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const wsId = async (name: string) =>
    Number((await rows(sql`select id from mg_web_services where name = ${name}`))[0]!.id);

  beforeAll(async () => {
    t = await seededTestDb(engine, { now: NOW, members: 10 });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("has 90 days of leads, fewer at weekends, all before the seed clock", async () => {
    const days = await rows(sql`
      select extract(isodow from created_at at time zone 'UTC')::int as dow, count(*)::int as n from mg_leads
      where fraud_state = 'clean' and not is_test group by (created_at at time zone 'UTC')::date, 1`);
    expect(days.length).toBe(90);
    const avg = (xs: Row[]) => xs.reduce((s, r) => s + Number(r.n), 0) / xs.length;
    const weekend = days.filter((d) => Number(d.dow) >= 6);
    const weekdays = days.filter((d) => Number(d.dow) < 6);
    expect(avg(weekdays)).toBeGreaterThan(45);
    expect(avg(weekend)).toBeLessThan(avg(weekdays) * 0.7);
    const [range] = await rows(
      sql`select max(created_at) as last, min(cost_cents) as lo, max(cost_cents) as hi from mg_leads`,
    );
    expect(new Date(String(range!.last)).getTime()).toBeLessThan(NOW.getTime());
    expect(Number(range!.lo)).toBeGreaterThanOrEqual(300);
    expect(Number(range!.hi)).toBeLessThanOrEqual(1_200);
  });

  it("delivers each lead after it came in, settled, to a WS of its product", async () => {
    const [bad] = await rows(sql`
      select count(*)::int as n from mg_deliveries d
      join mg_leads l on l.id = d.lead_id join mg_web_services w on w.id = d.web_service_id
      where d.created_at < l.created_at or d.settled_at is null or d.settled_at < d.created_at
         or w.product <> l.product or d.client_id <> w.client_id or d.attempts not between 1 and 3
         or (l.is_test <> (w.state = 'test'))`);
    expect(bad!.n).toBe(0);
  });

  it("has a slow WS answering in 2 to 4.5 s and a failing one", async () => {
    const slow = await wsId(MG_DEMO.slowWs);
    const [s] = await rows(sql`
      select min(response_ms) as lo, max(response_ms) as hi from mg_deliveries
      where web_service_id = ${slow} and state in ('accepted', 'refused')`);
    expect(Number(s!.lo)).toBeGreaterThanOrEqual(2_000);
    expect(Number(s!.hi)).toBeLessThanOrEqual(4_500);
    const failing = await wsId(MG_DEMO.failingWs);
    const [f] = await rows(sql`
      select avg(case when state in ('error', 'timeout') then 1.0 else 0 end)::float as rate,
             sum(case when state = 'timeout' and http_status is not null then 1 else 0 end)::int as odd
      from mg_deliveries where web_service_id = ${failing}`);
    expect(f!.rate).toBeGreaterThan(0.35);
    expect(f!.odd).toBe(0);
  });

  it("paused the WS whose last deliveries all failed, and sent it nothing since", async () => {
    const [ws] = await rows(sql`select * from mg_web_services where name = ${MG_DEMO.pausedWs}`);
    expect(ws!.state).toBe("paused");
    expect(ws!.failure_streak).toBe(MG_DEMO.pauseAfterFailures);
    expect(ws!.pause_reason).toBe(MG_AUTO_PAUSE_REASON);
    const last = await rows(sql`
      select state, settled_at from mg_deliveries where web_service_id = ${Number(ws!.id)}
      order by created_at desc limit ${MG_DEMO.pauseAfterFailures + 1}`);
    expect(last.slice(0, -1).every((d) => d.state === "timeout" || d.state === "error")).toBe(true);
    expect(["accepted", "refused"]).toContain(last.at(-1)!.state);
    expect(new Date(String(last[0]!.settled_at)).getTime()).toBe(new Date(String(ws!.paused_at)).getTime());
    const [after] = await rows(sql`
      select count(*)::int as n from mg_deliveries
      where web_service_id = ${Number(ws!.id)} and created_at > ${String(ws!.paused_at)}::timestamptz`);
    expect(after!.n).toBe(0);
  });

  it("fills the fraud queue, with older cases reviewed by the administrator", async () => {
    const byState = await rows(sql`select fraud_state, count(*)::int as n from mg_leads group by 1`);
    const count = (s: string) => Number(byState.find((r) => r.fraud_state === s)?.n ?? 0);
    expect(count("suspected")).toBeGreaterThanOrEqual(20);
    expect(count("confirmed")).toBeGreaterThan(0);
    expect(count("cleared")).toBeGreaterThan(0);
    const reasons = await rows(sql`
      select distinct jsonb_array_elements_text(fraud_reasons) as r from mg_leads where fraud_state = 'suspected'`);
    expect(reasons.map((r) => r.r).sort()).toEqual([
      "device_burst",
      "disposable_email",
      "duplicate_across_clients",
      "ip_burst",
      "phone_postcode_mismatch",
    ]);
    const [reviewed] = await rows(sql`
      select count(*)::int as n from mg_leads where fraud_state in ('confirmed', 'cleared')
      and (reviewed_by <> 1 or review_note is null or reviewed_at <= created_at)`);
    expect(reviewed!.n).toBe(0);
  });

  it("gives the publishers deals on sources of the contact base", async () => {
    const deals = await rows(sql`
      select d.publisher_id, d.state, (select count(*)::int from data_contacts c where c.source = d.source) as contacts
      from data_deals d order by d.id`);
    expect(deals.filter((d) => d.publisher_id === 6).length).toBeGreaterThanOrEqual(2);
    expect(deals.some((d) => d.state === "ended")).toBe(true);
    expect(deals.every((d) => Number(d.contacts) > 0)).toBe(true);
  });
});
