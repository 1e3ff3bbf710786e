import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleClick, handlePixel, handlePostback, PIXEL_GIF } from "@/features/myaffil/tracking/server/tracking/http";
import { recordLead } from "@/features/myaffil/tracking/server/tracking/lead";
import { rotatePostbackSecret, signPostback } from "@/features/myaffil/tracking/server/tracking/signature";
import { users } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/myaffil";
import { resetRateLimits } from "@/lib/security/rate-limit";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, type Query } from "@/tests/helpers/api";
import { leadsWithWrongDay, rollupDifferences } from "@/tests/helpers/myaffil-rollup";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ACCOUNTS = { admin: 1, annonceur: 4, annonceurPerf: 5, editeur: 6 } as const;
type Account = keyof typeof ACCOUNTS;
const TRACKING = "TRKTEST01";
const PRICE = 2000;
const PAYOUT = 1200;

describe.each(ENGINES)("tracking on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;
  let campaignId = 0;
  let supportId = 0;
  /** annonceur@'s (client 501) postback secret: postbacks without a click are signed with it. */
  let secret = "";
  let ts = 0;
  /** The parameters of a call without a click, signed as the advertiser's server would (a fresh ts each). */
  const signed = (params: Record<string, unknown>, key = secret) => {
    const withTs = { ...params, ts: String(++ts) };
    return { ...withTs, sig: signPostback(key, withTs) };
  };
  const query = (params: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  async function rows<R = Record<string, unknown>>(q: ReturnType<typeof sql>): Promise<R[]> {
    return ((await t.db.execute(q)) as unknown as { rows: R[] }).rows;
  }
  const one = async (q: ReturnType<typeof sql>) => Number(Object.values((await rows(q))[0] ?? { v: 0 })[0] ?? 0);
  /** The campaign's roll-up totals. */
  const totals = async () =>
    (
      await rows<{
        clicks: number;
        leads: number;
        valid: number;
        invalid: number;
        dup: number;
        revenue: number;
        payout: number;
      }>(sql`select coalesce(sum(clicks),0)::int clicks, coalesce(sum(leads),0)::int leads, coalesce(sum(valid_leads),0)::int valid,
        coalesce(sum(invalid_leads),0)::int invalid, coalesce(sum(duplicate_leads),0)::int dup, coalesce(sum(revenue_cents),0)::float8 revenue,
        coalesce(sum(payout_cents),0)::float8 payout from perf_stats_daily where campaign_id = ${campaignId}`)
    )[0]!;
  /** A JSON postback, signed as the advertiser's server would unless `sign` is false. */
  const post = (body: Record<string, unknown>, ip = "10.0.0.1", sign = true) =>
    handlePostback(
      t.db,
      new Request("http://127.0.0.1/api/postback", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(sign && (body.click_id || body.campagne) ? signed(body) : body),
      }),
      ip,
    );
  const gql = <TData = Record<string, unknown>>(
    who: Account,
    query: Query<TData>,
    variables?: Record<string, unknown>,
  ) => call("myaffil", query, { token: tokens[who], variables });

  beforeAll(async () => {
    resetRateLimits();
    t = await seededTestDb(engine);
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
    // A program of annonceur@ (501) of our own, so that the figures do not depend on the demo rows.
    const [p] = await rows<{
      id: number;
    }>(sql`insert into perf_programs (advertiser_client_id, name, state, validation, advertiser_price_cents, publisher_payout_cents, landing_url, access)
      values (501, 'Programme test tracking', 'valide', 'validated', ${PRICE}, ${PAYOUT}, 'https://offre.exemple.fr/devis?utm_source=weedo#form', 'on_approval') returning id`);
    const [c] = await rows<{ id: number }>(
      sql`insert into perf_campaigns (program_id, name, state, tracking_id) values (${p!.id}, 'Campagne test tracking', 'valide', ${TRACKING}) returning id`,
    );
    campaignId = Number(c!.id);
    await t.db
      .execute(sql`insert into perf_applications (program_id, publisher_client_id, state, decided_at, refusal_reason)
      values (${p!.id}, 801, 'accepted', now(), null), (${p!.id}, 804, 'refused', now(), 'Audience non conforme')`);
    const [s] = await rows<{ id: number }>(
      sql`insert into perf_supports (publisher_client_id, name, broadcast_type) values (801, 'Site test tracking', 'email_marketing') returning id`,
    );
    supportId = Number(s!.id);
    ({ secret } = await rotatePostbackSecret(t.db, 501, { id: 1, ip: null }));
    // Seeding the demo (3 000 leads) on a busy machine can pass the default hook timeout.
  }, 180_000);
  afterAll(() => t?.dispose());

  it("seeds leads whose daily roll-up equals the raw clicks and leads", async () => {
    expect(await one(sql`select count(*)::int from perf_leads`)).toBeGreaterThan(1000);
    expect(await one(sql`select count(*)::int from perf_leads where duplicate`)).toBeGreaterThan(0);
    expect(await one(sql`select count(*)::int from perf_leads where publisher_client_id = 801`)).toBeGreaterThan(100);
    expect(await one(sql`select count(*)::int from perf_leads where advertiser_client_id = 501`)).toBeGreaterThan(100);
    expect(await rollupDifferences(t.db)).toEqual([]);
    expect(await leadsWithWrongDay(t.db)).toBe(0);
  });

  it("records a click, redirects with click_id, and a postback on that click creates the lead and its roll-up", async () => {
    const res = await handleClick(
      t.db,
      TRACKING,
      new URL(`http://127.0.0.1/t/${TRACKING}?p=801&s=${supportId}&sub=nl-mardi`),
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://offre.exemple.fr/devis");
    expect(location.searchParams.get("utm_source")).toBe("weedo");
    const clickId = location.searchParams.get("click_id")!;
    expect(clickId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // No tracking cookie: nothing reads one since the pixel must be signed (issue 27).
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await totals()).toMatchObject({ clicks: 1, leads: 0 });

    const answer = await post({ click_id: clickId, email: "Jeanne.Test@Exemple.fr", phone: "06 12 34 56 78" });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { status: string; lead_id: number; duplicate: boolean };
    expect(body).toMatchObject({ status: "ok", duplicate: false });
    const [lead] = await rows(sql`select * from perf_leads where id = ${body.lead_id}`);
    expect(lead).toMatchObject({
      email: "jeanne.test@exemple.fr",
      phone: "+33612345678",
      status: "pending",
      duplicate: false,
      publisher_client_id: 801,
      support_id: supportId,
      sub_id: "nl-mardi",
      click_id: clickId,
    });
    expect(Number(lead!.revenue_cents)).toBe(PRICE);
    expect(Number(lead!.payout_cents)).toBe(PAYOUT);
    expect(await totals()).toMatchObject({ clicks: 1, leads: 1, valid: 0, dup: 0, revenue: PRICE, payout: PAYOUT });
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it("marks a lead with the same e-mail or phone on the program within 30 days as a duplicate that earns nothing", async () => {
    const byEmail = (await (await post({ campagne: TRACKING, p: 801, email: "jeanne.test@exemple.fr" })).json()) as {
      duplicate: boolean;
      lead_id: number;
    };
    expect(byEmail.duplicate).toBe(true);
    // Same phone written another way.
    const byPhone = (await (
      await post({ campagne: TRACKING, p: "801", phone: "+33 6 12 34 56 78", email: "autre@exemple.fr" })
    ).json()) as { duplicate: boolean };
    expect(byPhone.duplicate).toBe(true);
    const [dup] = await rows(
      sql`select duplicate, revenue_cents, payout_cents from perf_leads where id = ${byEmail.lead_id}`,
    );
    expect(dup).toMatchObject({ duplicate: true });
    expect(Number(dup!.revenue_cents)).toBe(0);
    expect(await totals()).toMatchObject({ leads: 3, dup: 2, revenue: PRICE, payout: PAYOUT });
    // Thirty-one days later the same person is a new lead again.
    const params = { campagne: TRACKING, p: 801, email: "jeanne.test@exemple.fr" };
    const later = await recordLead(
      t.db,
      { ...params, sig: signPostback(secret, params) },
      new Date(Date.now() + 31 * 86_400_000),
    );
    expect(later.duplicate).toBe(false);
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it("answers 404 to a publisher whose application was not accepted, and records nothing", async () => {
    const before = await one(sql`select count(*)::int from perf_clicks`);
    const refused = await handleClick(t.db, TRACKING, new URL(`http://127.0.0.1/t/${TRACKING}?p=804`));
    expect(refused.status).toBe(404);
    expect(await refused.text()).toMatch(/inconnu|unknown/i);
    expect((await handleClick(t.db, TRACKING, new URL(`http://127.0.0.1/t/${TRACKING}?p=999999`))).status).toBe(404);
    expect((await handleClick(t.db, "NOPE", new URL(`http://127.0.0.1/t/NOPE?p=801`))).status).toBe(404);
    expect((await handleClick(t.db, TRACKING, new URL(`http://127.0.0.1/t/${TRACKING}`))).status).toBe(404);
    expect(await one(sql`select count(*)::int from perf_clicks`)).toBe(before);
    const lead = await post({ campagne: TRACKING, p: 804, email: "refuse@exemple.fr" });
    expect(lead.status).toBe(403);
    expect(await lead.json()).toMatchObject({ code: "PUBLISHER_NOT_ALLOWED", field: "p" });
  });

  it("refuses bad postback input with the field at fault, writing nothing", async () => {
    const leads = await one(sql`select count(*)::int from perf_leads`);
    const stats = await totals();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: "a@exemple.fr" }, 400, "campagne"],
      [{ campagne: TRACKING, email: "a@exemple.fr" }, 400, "p"],
      [{ campagne: TRACKING, p: "abc" }, 400, "p"],
      [{ campagne: TRACKING, p: 801, email: "pas-un-email" }, 400, "email"],
      [{ campagne: TRACKING, p: 801, phone: "12" }, 400, "phone"],
      [{ campagne: TRACKING, p: 801, s: 999999 }, 400, "s"],
      [{ campagne: "INCONNU", p: 801 }, 404, "campagne"],
      [{ click_id: "inconnu" }, 404, "click_id"],
    ];
    for (const [body, status, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.json()).toMatchObject({ status: "error", field });
    }
    const get = await handlePostback(
      t.db,
      new Request(`http://127.0.0.1/api/postback?campagne=${TRACKING}&p=801&email=x`),
      "10.0.0.2",
    );
    expect(get.status).toBe(400);
    expect(await one(sql`select count(*)::int from perf_leads`)).toBe(leads);
    expect(await totals()).toEqual(stats);
  });

  it("accepts GET and form postbacks, and the image pixel records a lead from its click once signed by the advertiser", async () => {
    const get = await handlePostback(
      t.db,
      new Request(
        `http://127.0.0.1/api/postback?${query(signed({ campagne: TRACKING, p: 801, sub: "get", email: "get@exemple.fr" }))}`,
      ),
      "10.0.0.3",
    );
    expect(await get.json()).toMatchObject({ status: "ok", duplicate: false });
    const form = await handlePostback(
      t.db,
      new Request("http://127.0.0.1/api/postback", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: query(signed({ campagne: TRACKING, p: 801, email: "form@exemple.fr" })),
      }),
      "10.0.0.3",
    );
    expect(await form.json()).toMatchObject({ status: "ok", duplicate: false });

    const click = await handleClick(t.db, TRACKING, new URL(`http://127.0.0.1/t/${TRACKING}?p=801`));
    const clickId = new URL(click.headers.get("location")!).searchParams.get("click_id")!;
    const pixelOf = (params: Record<string, unknown>) =>
      handlePixel(t.db, TRACKING, new Request(`http://127.0.0.1/api/pixel/${TRACKING}?${query(params)}`), "10.0.0.4");
    // The click alone, as the publisher who made it could send it: refused, nothing recorded.
    const bare = await pixelOf({ click_id: clickId, email: "pixel@exemple.fr" });
    expect(bare.headers.get("x-tracking-status")).toBe("SIGNATURE_REQUIRED");
    expect(await one(sql`select count(*)::int from perf_leads where click_id = ${clickId}`)).toBe(0);
    const pixel = await pixelOf(signed({ click_id: clickId, email: "pixel@exemple.fr" }));
    expect(pixel.headers.get("content-type")).toBe("image/gif");
    expect(Buffer.from(await pixel.arrayBuffer())).toEqual(PIXEL_GIF);
    expect(pixel.headers.get("x-tracking-status")).toBe("ok");
    expect(await one(sql`select count(*)::int from perf_leads where click_id = ${clickId}`)).toBe(1);
    const unknown = await handlePixel(
      t.db,
      TRACKING,
      new Request(`http://127.0.0.1/api/pixel/${TRACKING}?click_id=nope`),
      "10.0.0.4",
    );
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get("x-tracking-status")).toBe("NOT_FOUND");
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it("answers 409 CAP_REACHED once the campaign's lead cap is reached, recording nothing", async () => {
    const counted = await one(
      sql`select count(*)::int from perf_leads where campaign_id = ${campaignId} and not duplicate and status <> 'invalid'`,
    );
    await t.db.execute(sql`update perf_campaigns set total_lead_cap = ${counted} where id = ${campaignId}`);
    const leads = await one(sql`select count(*)::int from perf_leads`);
    const res = await post({ campagne: TRACKING, p: 801, email: "cap@exemple.fr" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "CAP_REACHED" });
    expect(await one(sql`select count(*)::int from perf_leads`)).toBe(leads);
    await t.db.execute(
      sql`update perf_campaigns set total_lead_cap = null, daily_lead_cap = 0 where id = ${campaignId}`,
    );
    expect((await post({ campagne: TRACKING, p: 801, email: "cap2@exemple.fr" })).status).toBe(409);
    await t.db.execute(sql`update perf_campaigns set daily_lead_cap = null where id = ${campaignId}`);
  });

  describe("fabricated conversions (issue 10, finding 6)", () => {
    const leadCount = () => one(sql`select count(*)::int from perf_leads where campaign_id = ${campaignId}`);
    const getPostback = (params: Record<string, unknown>, ip = "10.0.1.1") =>
      handlePostback(t.db, new Request(`http://127.0.0.1/api/postback?${query(params)}`), ip);

    it("refuses a postback with neither click nor signature, and such calls never use up a cap", async () => {
      const before = await leadCount();
      const stats = await totals();
      // The attack of the report: a made-up lead on a tracking id read in a link.
      const res = await getPostback({ campagne: TRACKING, p: 801, email: "faux@exemple.fr" });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ status: "error", code: "SIGNATURE_REQUIRED" });
      // The image pixel without a click (no cookie, no click_id) records nothing either.
      const pixel = await handlePixel(
        t.db,
        TRACKING,
        new Request(`http://127.0.0.1/api/pixel/${TRACKING}?p=801&email=faux@exemple.fr`),
        "10.0.1.2",
      );
      expect(pixel.headers.get("x-tracking-status")).toBe("SIGNATURE_REQUIRED");
      expect(await leadCount()).toBe(before);
      expect(await totals()).toEqual(stats);

      // With room for one more lead, forty refused calls leave that room to the real one.
      const counted = await one(
        sql`select count(*)::int from perf_leads where campaign_id = ${campaignId} and not duplicate and status <> 'invalid'`,
      );
      await t.db.execute(sql`update perf_campaigns set total_lead_cap = ${counted + 1} where id = ${campaignId}`);
      try {
        for (let i = 0; i < 40; i++)
          expect(
            (await getPostback({ campagne: TRACKING, p: 801, email: `x${i}@exemple.fr` }, `10.0.2.${i}`)).status,
          ).toBe(401);
        expect((await post({ campagne: TRACKING, p: 801, email: "vrai.lead@exemple.fr" })).status).toBe(200);
        expect((await post({ campagne: TRACKING, p: 801, email: "en.trop@exemple.fr" })).status).toBe(409);
      } finally {
        await t.db.execute(sql`update perf_campaigns set total_lead_cap = null where id = ${campaignId}`);
      }
      expect(await rollupDifferences(t.db)).toEqual([]);
    });

    it("refuses a publisher that does not exist, signed or not, and its clicks", async () => {
      const before = await leadCount();
      const res = await post({ campagne: TRACKING, p: 999999, email: "fantome@exemple.fr" });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        code: "PUBLISHER_NOT_ALLOWED",
        field: "p",
        message: "unknownPublisher",
      });
      // An open program takes any publisher's clicks, but not a made-up publisher's.
      const [open] = await rows<{ id: number }>(sql`insert into perf_programs
        (advertiser_client_id, name, state, validation, advertiser_price_cents, publisher_payout_cents, landing_url, access)
        values (501, 'Programme ouvert', 'valide', 'validated', 1000, 500, 'https://ouvert.exemple.fr/', 'open') returning id`);
      await t.db.execute(
        sql`insert into perf_campaigns (program_id, name, state, tracking_id) values (${open!.id}, 'Ouverte', 'valide', 'TRKOPEN01')`,
      );
      const clicks = await one(sql`select count(*)::int from perf_clicks`);
      expect((await handleClick(t.db, "TRKOPEN01", new URL("http://127.0.0.1/t/TRKOPEN01?p=999999"))).status).toBe(404);
      expect(await one(sql`select count(*)::int from perf_clicks`)).toBe(clicks);
      expect((await post({ campagne: "TRKOPEN01", p: 999999 })).status).toBe(403);
      // A real publisher (804, refused on the other program) is taken on the open one, no application needed.
      expect((await handleClick(t.db, "TRKOPEN01", new URL("http://127.0.0.1/t/TRKOPEN01?p=804"))).status).toBe(302);
      expect((await post({ campagne: "TRKOPEN01", p: 804, email: "ouvert@exemple.fr" })).status).toBe(200);
      expect(await leadCount()).toBe(before);
    });

    it("refuses a wrong signature, one made with another secret, and the old secret after a rotation", async () => {
      const before = await leadCount();
      const good = signed({ campagne: TRACKING, p: 801, email: "signe@exemple.fr" });
      const flipped = { ...good, sig: (good.sig[0] === "a" ? "b" : "a") + good.sig.slice(1) };
      const tampered = { ...good, email: "autre.personne@exemple.fr" };
      const stranger = signed({ campagne: TRACKING, p: 801, email: "signe@exemple.fr" }, "wps_not-the-advertisers");
      for (const params of [flipped, tampered, stranger]) {
        const res = await getPostback(params);
        expect(res.status, JSON.stringify(params)).toBe(401);
        expect(await res.json()).toMatchObject({ code: "BAD_SIGNATURE", field: "sig" });
      }
      expect((await getPostback({ ...good, sig: "zz" })).status).toBe(400);
      expect(await leadCount()).toBe(before);

      const old = secret;
      const rotated = await rotatePostbackSecret(t.db, 501, { id: 4, ip: "10.0.0.9" });
      expect(rotated.secret).not.toBe(old);
      expect((await getPostback(signed({ campagne: TRACKING, p: 801, email: "vieux@exemple.fr" }, old))).status).toBe(
        401,
      );
      secret = rotated.secret;
      expect((await getPostback(signed({ campagne: TRACKING, p: 801, email: "neuf@exemple.fr" }))).status).toBe(200);
      // Only the sealed secret is stored, and the rotation is audited.
      const [row] = await rows<{ secret_sealed: string; hint: string }>(
        sql`select secret_sealed, hint from perf_postback_secrets where advertiser_client_id = 501`,
      );
      expect(row!.secret_sealed).not.toContain(secret.slice(4));
      expect(row!.hint).toBe(secret.slice(-4));
      expect(
        await one(
          sql`select count(*)::int from audit_log where action = 'postback_secret_rotated' and target_id = '501'`,
        ),
      ).toBe(1);
    });

    it("records a good click or a good signature once, however often the call is repeated", async () => {
      const before = await leadCount();
      const click = await handleClick(t.db, TRACKING, new URL(`http://127.0.0.1/t/${TRACKING}?p=801&sub=une-fois`));
      const clickId = new URL(click.headers.get("location")!).searchParams.get("click_id")!;
      const first = (await (await post({ click_id: clickId, email: "une.fois@exemple.fr" })).json()) as {
        lead_id: number;
      };
      const again = await post({ click_id: clickId, email: "une.fois@exemple.fr" });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ status: "ok", lead_id: first.lead_id, replay: true });
      // The thank-you page reloaded: the pixel answers, records nothing.
      const pixel = await handlePixel(
        t.db,
        TRACKING,
        new Request(`http://127.0.0.1/api/pixel/${TRACKING}?${query(signed({ click_id: clickId }))}`),
        "10.0.1.3",
      );
      expect(pixel.headers.get("x-tracking-status")).toBe("replay");
      expect(await leadCount()).toBe(before + 1);

      const call = signed({ campagne: TRACKING, p: 801, sub: "s2s", email: "s2s.une.fois@exemple.fr" });
      const a = (await (await getPostback(call)).json()) as { lead_id: number; replay?: boolean };
      const b = (await (await getPostback(call)).json()) as { lead_id: number; replay?: boolean };
      expect(a.replay).toBeUndefined();
      expect(b).toMatchObject({ lead_id: a.lead_id, replay: true });
      expect(await leadCount()).toBe(before + 2);
      expect(await one(sql`select count(*)::int from perf_leads where postback_signature = ${call.sig}`)).toBe(1);
      expect(await rollupDifferences(t.db)).toEqual([]);
    });

    it("refuses a click id without the advertiser: unsigned, or signed with another secret, unless from the program's addresses", async () => {
      const before = await leadCount();
      const clickOf = async (sub: string) => {
        const click = await handleClick(t.db, TRACKING, new URL(`http://127.0.0.1/t/${TRACKING}?p=801&sub=${sub}`));
        return new URL(click.headers.get("location")!).searchParams.get("click_id")!;
      };
      // The publisher's own click, reported by itself: nothing recorded.
      const self = await post({ click_id: await clickOf("moi-meme"), email: "moi.meme@exemple.fr" }, "10.0.2.1", false);
      expect(self.status).toBe(401);
      expect(await self.json()).toMatchObject({ code: "SIGNATURE_REQUIRED", field: "sig" });
      const forged = await handlePostback(
        t.db,
        new Request(
          `http://127.0.0.1/api/postback?${query(signed({ click_id: await clickOf("forge"), email: "forge@exemple.fr" }, "wps_not-the-advertisers"))}`,
        ),
        "10.0.2.2",
      );
      expect(forged.status).toBe(401);
      expect(await forged.json()).toMatchObject({ code: "BAD_SIGNATURE" });
      expect(await leadCount()).toBe(before);

      // The advertiser's server, named on the program: its click postbacks need no signature.
      const SET = `mutation($id: String!, $a: [String!]!) { setPostbackAddresses(identifiant: $id, addresses: $a) }`;
      const bad = await gql("annonceur", SET, { id: TRACKING, a: ["203.0.113.0/24", "pas-une-adresse"] });
      expect(bad.body.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { addresses: "invalid:pas-une-adresse" },
      });
      expect(codeOf((await gql("annonceurPerf", SET, { id: TRACKING, a: ["203.0.113.7"] })).body)).toBe("NOT_FOUND");
      const set = await gql("annonceur", SET, { id: TRACKING, a: ["203.0.113.0/24", " 2001:db8::1 "] });
      expect(set.body.data).toEqual({ setPostbackAddresses: ["203.0.113.0/24", "2001:db8::1"] });
      const fromServer = await post(
        { click_id: await clickOf("serveur"), email: "serveur@exemple.fr" },
        "203.0.113.9",
        false,
      );
      expect(fromServer.status).toBe(200);
      // A pixel is loaded by the visitor's browser: no address list stands for the advertiser's signature.
      const pixelFromServer = await handlePixel(
        t.db,
        TRACKING,
        new Request(`http://127.0.0.1/api/pixel/${TRACKING}?click_id=${await clickOf("pixel-serveur")}`),
        "203.0.113.9",
      );
      expect(pixelFromServer.headers.get("x-tracking-status")).toBe("SIGNATURE_REQUIRED");
      const elsewhere = await post(
        { click_id: await clickOf("ailleurs"), email: "ailleurs@exemple.fr" },
        "198.51.100.9",
        false,
      );
      expect(elsewhere.status).toBe(401);
      expect(await leadCount()).toBe(before + 1);
      await gql("annonceur", SET, { id: TRACKING, a: [] });
    });

    it("converts a click on its own campaign only", async () => {
      const click = await handleClick(t.db, "TRKOPEN01", new URL("http://127.0.0.1/t/TRKOPEN01?p=801"));
      const clickId = new URL(click.headers.get("location")!).searchParams.get("click_id")!;
      const before = await leadCount();
      const pixel = await handlePixel(
        t.db,
        TRACKING,
        new Request(`http://127.0.0.1/api/pixel/${TRACKING}?${query(signed({ click_id: clickId }))}`),
        "10.0.1.4",
      );
      expect(pixel.headers.get("x-tracking-status")).toBe("NOT_FOUND");
      expect(await leadCount()).toBe(before);
    });

    it("lets the owner or an administrator rotate the secret (shown once) and send a test lead", async () => {
      const ROTATE = `mutation($id: String!) { rotatePostbackSecret(identifiant: $id) { secret hint createdAt } }`;
      const PIXELS = `query($id: String!) { trackingPixels(identifiant: $id) { postbackSecret { hint createdAt } } }`;
      const TEST = `mutation($id: String!, $p: Int!, $email: String) { sendTestLead(identifiant: $id, publisherClientId: $p, email: $email) { httpStatus body } }`;
      const mine = await gql("annonceur", ROTATE, { id: TRACKING });
      const fresh = (mine.body.data as { rotatePostbackSecret: { secret: string; hint: string } }).rotatePostbackSecret;
      expect(fresh.secret).toMatch(/^wps_[A-Za-z0-9_-]{43}$/);
      secret = fresh.secret;
      const seen = await gql("annonceur", PIXELS, { id: TRACKING });
      expect(JSON.stringify(seen.body)).not.toContain(fresh.secret);
      expect(seen.body.data!.trackingPixels).toMatchObject({ postbackSecret: { hint: fresh.hint } });
      expect(codeOf((await gql("annonceurPerf", ROTATE, { id: TRACKING })).body)).toBe("NOT_FOUND");
      expect(codeOf((await gql("editeur", ROTATE, { id: TRACKING })).body)).toBe("FORBIDDEN");
      expect((await gql("admin", ROTATE, { id: TRACKING })).body.errors).toBeUndefined();
      const after = await gql("admin", PIXELS, { id: TRACKING });
      secret = "";
      expect(after.body.data!.trackingPixels).not.toMatchObject({ postbackSecret: { hint: fresh.hint } });

      const before = await leadCount();
      const test = await gql("annonceur", TEST, { id: TRACKING, p: 801, email: "test.pixels@exemple.fr" });
      const answer = (test.body.data as { sendTestLead: { httpStatus: number; body: string } }).sendTestLead;
      expect(answer.httpStatus).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ status: "ok", duplicate: false });
      expect(await leadCount()).toBe(before + 1);
      const refused = await gql("annonceur", TEST, { id: TRACKING, p: 999999 });
      expect((refused.body.data as { sendTestLead: { httpStatus: number } }).sendTestLead.httpStatus).toBe(404);
      expect(codeOf((await gql("annonceurPerf", TEST, { id: TRACKING, p: 801 })).body)).toBe("NOT_FOUND");
      expect(await leadCount()).toBe(before + 1);
    });
  });

  it("lets the owning advertiser and administrators set lead statuses, moving the roll-up; no one else", async () => {
    const SET = `mutation($ids: [Int!]!, $status: String!) { setLeadStatus(ids: $ids, status: $status) }`;
    const ids = (
      await rows<{ id: number }>(
        sql`select id from perf_leads where campaign_id = ${campaignId} and not duplicate order by id limit 2`,
      )
    ).map((r) => Number(r.id));
    const before = await totals();

    for (const who of ["annonceurPerf", "editeur"] as const) {
      const r = await gql(who, SET, { ids, status: "valid" });
      expect(codeOf(r.body), who).toBe("FORBIDDEN");
    }
    expect(
      await one(
        sql`select count(*)::int from perf_leads where id in (${sql.join(ids, sql`, `)}) and status = 'pending'`,
      ),
    ).toBe(2);
    expect(await totals()).toEqual(before);

    const ok = await gql("annonceur", SET, { ids, status: "valid" });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.setLeadStatus).toBe(2);
    expect(await totals()).toMatchObject({ valid: before.valid + 2, revenue: before.revenue });

    const invalid = await gql("admin", SET, { ids: [ids[0]], status: "invalid" });
    expect(invalid.body.data!.setLeadStatus).toBe(1);
    expect(await totals()).toMatchObject({
      valid: before.valid + 1,
      invalid: before.invalid + 1,
      revenue: before.revenue - PRICE,
      payout: before.payout - PAYOUT,
    });

    expect(codeOf((await gql("admin", SET, { ids, status: "perdu" })).body)).toBe("BAD_USER_INPUT");
    expect(codeOf((await gql("admin", SET, { ids: [2_000_000_000], status: "valid" })).body)).toBe("NOT_FOUND");
    expect(codeOf((await call("myaffil", SET, { variables: { ids, status: "valid" } })).body)).toBe("UNAUTHENTICATED");
    expect(await rollupDifferences(t.db)).toEqual([]);
  });

  it("shows the pixels page to administrators and the owning advertiser only", async () => {
    const Q = `query($id: String!) { trackingPixels(identifiant: $id) { trackingId campaignName programName running priceCents publishers { clientId name } } }`;
    const admin = await gql("admin", Q, { id: TRACKING });
    expect(admin.body.data!.trackingPixels).toMatchObject({
      trackingId: TRACKING,
      running: true,
      priceCents: PRICE,
      publishers: [{ clientId: 801, name: "Leroy Médias" }],
    });
    expect((await gql("annonceur", Q, { id: TRACKING })).body.data!.trackingPixels).not.toBeNull();
    expect((await gql("annonceurPerf", Q, { id: TRACKING })).body.data!.trackingPixels).toBeNull();
    expect(codeOf((await gql("editeur", Q, { id: TRACKING })).body)).toBe("FORBIDDEN");
  });

  it("shows administrators each advertiser's targets against the roll-up, and lets them set targets", async () => {
    const month = (
      await rows<{ m: string }>(sql`select to_char(now() at time zone 'Europe/Paris', 'YYYY-MM') as m`)
    )[0]!.m;
    const Q = `query($m: String!) { objectives(month: $m) { advertiserClientId society targetLeads targetRevenue leads validLeads revenue } }`;
    const r = await gql("admin", Q, { m: month });
    expect(r.body.errors).toBeUndefined();
    const list = r.body.data!.objectives as {
      advertiserClientId: number;
      society: string;
      targetLeads: number;
      leads: number;
      validLeads: number;
      revenue: number;
    }[];
    const durand = list.find((o) => o.advertiserClientId === 501)!;
    expect(durand.society).toBe("Assurances Durand");
    expect(durand.targetLeads).toBeGreaterThan(0);
    const [expected] =
      await rows(sql`select coalesce(sum(leads),0)::int leads, coalesce(sum(valid_leads),0)::int valid, coalesce(sum(revenue_cents),0)::float8 revenue
      from perf_stats_daily where advertiser_client_id = 501 and to_char(day, 'YYYY-MM') = ${month}`);
    expect(durand).toMatchObject({ leads: expected!.leads, validLeads: expected!.valid, revenue: expected!.revenue });

    const SET = `mutation($i: ObjectiveInput!) { setObjective(input: $i) }`;
    expect(
      codeOf(
        (await gql("admin", SET, { i: { advertiserClientId: 501, month, targetLeads: -1, targetRevenueCents: 0 } }))
          .body,
      ),
    ).toBe("BAD_USER_INPUT");
    expect(
      codeOf(
        (
          await gql("admin", SET, {
            i: { advertiserClientId: 501, month: "2026-13", targetLeads: 1, targetRevenueCents: 0 },
          })
        ).body,
      ),
    ).toBe("BAD_USER_INPUT");
    expect(
      codeOf(
        (await gql("annonceur", SET, { i: { advertiserClientId: 501, month, targetLeads: 1, targetRevenueCents: 0 } }))
          .body,
      ),
    ).toBe("FORBIDDEN");
    expect(
      (
        await gql("admin", SET, {
          i: { advertiserClientId: 501, month, targetLeads: 4321, targetRevenueCents: 1234500 },
        })
      ).body.data!.setObjective,
    ).toBe(true);
    const after = (
      (await gql("admin", Q, { m: month })).body.data!.objectives as {
        advertiserClientId: number;
        targetLeads: number;
        targetRevenue: number;
      }[]
    ).find((o) => o.advertiserClientId === 501);
    expect(after).toMatchObject({ targetLeads: 4321, targetRevenue: 1234500 });
    expect(codeOf((await gql("editeur", Q, { m: month })).body)).toBe("FORBIDDEN");
  });

  it("ranks publishers and programs of a period from the roll-up", async () => {
    const [range] = await rows<{ from: string; to: string }>(
      sql`select to_char(min(day), 'YYYY-MM-DD') as from, to_char(max(day), 'YYYY-MM-DD') as to from perf_stats_daily`,
    );
    const r = await gql(
      "admin",
      `query($f: String!, $t: String!) { topTm(from: $f, to: $t) { publishers { id name leads revenue margin } programs { id revenue } daily { day revenue } } }`,
      { f: range!.from, t: range!.to },
    );
    expect(r.body.errors).toBeUndefined();
    const tops = r.body.data!.topTm as {
      publishers: { id: number; name: string; revenue: number; margin: number }[];
      programs: { revenue: number }[];
      daily: { revenue: number }[];
    };
    const total = await one(sql`select coalesce(sum(revenue_cents),0)::float8 from perf_stats_daily`);
    expect(tops.daily.reduce((a, d) => a + d.revenue, 0)).toBe(total);
    expect(tops.programs.reduce((a, d) => a + d.revenue, 0)).toBe(total);
    const revenues = tops.publishers.map((p) => p.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(tops.publishers.find((p) => p.id === 801)?.name).toBe("Leroy Médias");
    expect(codeOf((await gql("admin", `{ topTm(from: "2026-02-01", to: "2026-01-01") { daily { day } } }`)).body)).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("manages Manivox tags and lists their calls for administrators only", async () => {
    const CREATE = `mutation($i: ManivoxTagInput!) { createManivoxTag(input: $i) }`;
    const bad = await gql("admin", CREATE, {
      i: { name: "Test", campaignId: campaignId, phoneNumber: "123", active: true },
    });
    expect(codeOf(bad.body)).toBe("BAD_USER_INPUT");
    const created = await gql("admin", CREATE, {
      i: { name: "Ligne test", campaignId: campaignId, phoneNumber: "09 75 12 34 56", active: true },
    });
    expect(created.body.errors).toBeUndefined();
    const tagId = created.body.data!.createManivoxTag as number;
    expect(
      await one(sql`select count(*)::int from manivox_tags where id = ${tagId} and phone_number = '+33975123456'`),
    ).toBe(1);
    const again = await gql("admin", CREATE, {
      i: { name: "Autre", campaignId: null, phoneNumber: "+33975123456", active: true },
    });
    expect(codeOf(again.body)).toBe("BAD_USER_INPUT");
    expect(
      codeOf(
        (
          await gql("annonceur", CREATE, {
            i: { name: "X", campaignId: null, phoneNumber: "0975999999", active: true },
          })
        ).body,
      ),
    ).toBe("FORBIDDEN");

    const CALLS = graphql(`
      query ($f: ManivoxCallFilter!) {
        manivoxCalls(filter: $f) {
          total
          kpis {
            calls
            leads
            missed
          }
          items {
            id
            outcome
          }
        }
      }
    `);
    const [range] = await rows<{ from: string; to: string }>(
      sql`select to_char(min(started_at at time zone 'Europe/Paris'), 'YYYY-MM-DD') as from, to_char(max(started_at at time zone 'Europe/Paris'), 'YYYY-MM-DD') as to from manivox_calls`,
    );
    const all = await gql("admin", CALLS, { f: { from: range!.from, to: range!.to, page: 1, pageSize: 10 } });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.manivoxCalls.total).toBe(await one(sql`select count(*)::int from manivox_calls`));
    expect(all.body.data!.manivoxCalls.items).toHaveLength(10);
    const leads = await gql("admin", CALLS, { f: { from: range!.from, to: range!.to, outcome: "lead" } });
    expect(leads.body.data!.manivoxCalls.total).toBe(
      await one(sql`select count(*)::int from manivox_calls where outcome = 'lead'`),
    );
    expect(leads.body.data!.manivoxCalls.items.every((c) => c.outcome === "lead")).toBe(true);
    expect(
      codeOf((await gql("admin", CALLS, { f: { from: range!.from, to: range!.to, outcome: "perdu" } })).body),
    ).toBe("BAD_USER_INPUT");

    const DEL = `mutation($id: Int!) { deleteManivoxTag(id: $id) }`;
    expect((await gql("admin", DEL, { id: tagId })).body.data!.deleteManivoxTag).toBe(true);
    expect(codeOf((await gql("admin", DEL, { id: tagId })).body)).toBe("NOT_FOUND");
  });
});
