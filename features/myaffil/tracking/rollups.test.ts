import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordClick } from "@/features/myaffil/tracking/server/tracking/click";
import { TrackingError } from "@/features/myaffil/tracking/server/tracking/errors";
import { recordLead, setLeadStatus } from "@/features/myaffil/tracking/server/tracking/lead";
import { rotatePostbackSecret, signPostback } from "@/features/myaffil/tracking/server/tracking/signature";
import { LEAD_STATUSES } from "@/lib/db/schema";
import { rollUpFromRaw } from "@/lib/db/seed/myaffil-leads";
import { leadsWithWrongDay, rollupDifferences } from "@/tests/helpers/myaffil-rollup";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const TRACKING = ["RLA", "RLB", "RLC"] as const;
const PUBLISHERS = [801, 802] as const;
const EMAILS = ["a@exemple.fr", "b@exemple.fr", "c@exemple.fr", undefined] as const;
const PHONES = ["0612345678", "+33 6 98 76 54 32", undefined] as const;
// Around two Paris midnights, in winter: 2026-01-10 22:30 UTC is 23:30 in Paris.
const BASE = Date.UTC(2026, 0, 10, 22, 30);

const command = fc.oneof(
  fc.record({
    kind: fc.constant("click" as const),
    campaign: fc.integer({ min: 0, max: 2 }),
    publisher: fc.integer({ min: 0, max: 1 }),
    support: fc.boolean(),
    sub: fc.constantFrom("", "nl", "fb"),
    minutes: fc.integer({ min: 0, max: 60 * 24 * 40 }),
  }),
  fc.record({
    kind: fc.constant("lead" as const),
    viaClick: fc.boolean(),
    campaign: fc.integer({ min: 0, max: 2 }),
    publisher: fc.integer({ min: 0, max: 1 }),
    sub: fc.constantFrom("", "nl"),
    email: fc.constantFrom(...EMAILS),
    phone: fc.constantFrom(...PHONES),
    minutes: fc.integer({ min: 0, max: 60 * 24 * 40 }),
  }),
  fc.record({
    kind: fc.constant("status" as const),
    pick: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
    status: fc.constantFrom(...LEAD_STATUSES),
    asAdvertiser: fc.boolean(),
  }),
);

describe.each(ENGINES)("roll-ups on %s", (engine) => {
  let t: TestDb;
  let supports: Record<number, number> = {};
  /** Postback secrets of the two advertiser clients: leads without a click are signed. */
  const secrets: Record<number, string> = {};

  const rows = async <R>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: R[] }).rows;

  beforeAll(async () => {
    t = await createTestDb(engine);
    const programs = await rows<{
      id: number;
    }>(sql`insert into perf_programs (advertiser_client_id, name, state, validation, advertiser_price_cents, publisher_payout_cents, landing_url, access)
      values (501, 'Prog A', 'valide', 'validated', 1500, 900, 'https://a.exemple.fr/', 'on_approval'),
             (502, 'Prog B', 'valide', 'validated', 3000, 2000, 'https://b.exemple.fr/?x=1', 'open') returning id`);
    const [a, b] = programs.map((p) => Number(p.id));
    await t.db.execute(sql`insert into perf_campaigns (program_id, name, state, tracking_id) values
      (${a}, 'A1', 'valide', 'RLA'), (${a}, 'A2', 'valide', 'RLB'), (${b}, 'B1', 'valide', 'RLC')`);
    await t.db.execute(
      sql`insert into perf_applications (program_id, publisher_client_id, state, decided_at) values (${a}, 801, 'accepted', now()), (${a}, 802, 'accepted', now())`,
    );
    const s = await rows<{ id: number; publisher_client_id: number }>(
      sql`insert into perf_supports (publisher_client_id, name, broadcast_type) values (801, 'S801', 'email_marketing'), (802, 'S802', 'native') returning id, publisher_client_id`,
    );
    supports = Object.fromEntries(s.map((r) => [Number(r.publisher_client_id), Number(r.id)]));
    // Leads are taken from publisher accounts only.
    await t.db.execute(sql`insert into users (email, law, status, first_name, last_name, id_clien_myaffil) values
      ('p801@exemple.fr', 'af', 'active', 'P', '801', 801), ('p802@exemple.fr', 'af', 'active', 'P', '802', 802)`);
    for (const client of [501, 502])
      secrets[client] = (await rotatePostbackSecret(t.db, client, { id: 1, ip: null })).secret;
  });
  afterAll(() => t?.dispose());

  it("keeps every perf_stats_daily figure equal to the GROUP BY of the raw clicks and leads", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        for (const table of ["perf_stats_daily", "perf_leads", "perf_clicks"])
          await t.db.execute(sql.raw(`delete from ${table}`));
        const clickIds: string[] = [];
        const leadIds: { id: number; advertiser: number }[] = [];
        for (const c of commands) {
          if (c.kind === "click") {
            const publisher = PUBLISHERS[c.publisher]!;
            const r = await recordClick(t.db, {
              trackingId: TRACKING[c.campaign]!,
              publisherClientId: publisher,
              supportId: c.support ? supports[publisher] : 0,
              subId: c.sub,
              at: new Date(BASE + c.minutes * 60_000),
            });
            clickIds.push(r.clickId);
          } else if (c.kind === "lead") {
            const at = new Date(BASE + c.minutes * 60_000);
            const unsigned = {
              campagne: TRACKING[c.campaign]!,
              p: PUBLISHERS[c.publisher]!,
              sub: c.sub,
              email: c.email,
              phone: c.phone,
              ts: String(c.minutes),
            };
            const input =
              c.viaClick && clickIds.length
                ? { click_id: clickIds[c.minutes % clickIds.length]!, email: c.email, phone: c.phone }
                : { ...unsigned, sig: signPostback(secrets[c.campaign === 2 ? 502 : 501]!, unsigned) };
            try {
              const r = await recordLead(t.db, input, at);
              const [l] = await rows<{ advertiser_client_id: number }>(
                sql`select advertiser_client_id from perf_leads where id = ${r.leadId}`,
              );
              leadIds.push({ id: r.leadId, advertiser: Number(l!.advertiser_client_id) });
            } catch (e) {
              if (!(e instanceof TrackingError)) throw e;
            }
          } else if (leadIds.length) {
            const ids = c.pick.map((n) => leadIds[n % leadIds.length]!);
            const scope = c.asAdvertiser ? { advertiserClientId: 501 } : ({ admin: true } as const);
            const before = await rows<{ status: string }>(sql`select status from perf_leads order by id`);
            const r = await setLeadStatus(
              t.db,
              scope,
              ids.map((l) => l.id),
              c.status,
            );
            if (c.asAdvertiser && ids.some((l) => l.advertiser !== 501)) {
              // Refused as a whole: nothing moved.
              expect(r).toEqual({ refused: "FORBIDDEN" });
              expect(await rows<{ status: string }>(sql`select status from perf_leads order by id`)).toEqual(before);
            }
          }
        }
        expect(await rollupDifferences(t.db)).toEqual([]);
        expect(await leadsWithWrongDay(t.db)).toBe(0);
      }),
      { numRuns: 12 },
    );
  });

  it("computes the same roll-up from the raw rows in one statement (the seed's way)", async () => {
    // Its own raw rows (the property above may end on any state, even an empty one).
    for (const table of ["perf_stats_daily", "perf_leads", "perf_clicks"])
      await t.db.execute(sql.raw(`delete from ${table}`));
    const clicks: string[] = [];
    for (const [n, tracking] of TRACKING.entries()) {
      for (const publisher of PUBLISHERS) {
        const at = new Date(BASE + (n * 600 + publisher) * 60_000);
        const r = await recordClick(t.db, {
          trackingId: tracking,
          publisherClientId: publisher,
          supportId: supports[publisher]!,
          subId: "nl",
          at,
        });
        clicks.push(r.clickId);
      }
    }
    for (const [n, clickId] of clicks.entries())
      await recordLead(
        t.db,
        { click_id: clickId, email: `l${n}@exemple.fr`, phone: PHONES[0] },
        new Date(BASE + n * 3_600_000),
      );
    const live = await rows<Record<string, unknown>>(
      sql`select * from perf_stats_daily order by day, campaign_id, publisher_client_id, support_id, sub_id`,
    );
    expect(live.length).toBeGreaterThan(0);
    await t.db.execute(sql`delete from perf_stats_daily`);
    await rollUpFromRaw(t.db);
    const rebuilt = await rows<Record<string, unknown>>(
      sql`select * from perf_stats_daily order by day, campaign_id, publisher_client_id, support_id, sub_id`,
    );
    // Rows whose figures all went back to zero exist only in the live table.
    const nonZero = (r: Record<string, unknown>) =>
      ["clicks", "leads", "valid_leads", "invalid_leads", "duplicate_leads", "revenue_cents", "payout_cents"].some(
        (k) => Number(r[k]) !== 0,
      );
    expect(rebuilt).toEqual(live.filter(nonZero));
    expect(await rollupDifferences(t.db)).toEqual([]);
  });
});
