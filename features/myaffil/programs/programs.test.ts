import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleClick } from "@/features/myaffil/tracking/server/tracking/http";
import { users } from "@/lib/db/schema";
import { graphql } from "@/lib/graphql/myaffil";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, onlyField, sourceOf, type Query } from "@/tests/helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ACCOUNTS = { admin: 1, tem: 2, annonceur: 4, annonceurPerf: 5, editeur: 6 } as const;
type Account = keyof typeof ACCOUNTS;

const PROGRAM_FIELDS = graphql(`
  fragment ProgramFields on MyaffilProgram {
    id
    name
    advertiserClientId
    advertiserName
    state
    validation
    model
    advertiserPriceCents
    publisherPayoutCents
    marginCents
    access
    landingUrl
    startsOn
    endsOn
    countries
    broadcastTypes
    campaignCount
    publisherCount
    canBroadcast
    application {
      state
      refusalReason
    }
  }
`);
const LIST = graphql(
  `
    query ($f: MyaffilProgramFilter) {
      myaffilPrograms(filter: $f) {
        ...ProgramFields
      }
    }
  `,
  [PROGRAM_FIELDS],
);
const ONE = graphql(
  `
    query ($id: Int!) {
      myaffilProgram(id: $id) {
        ...ProgramFields
        campaigns {
          id
          name
          state
          trackingId
          trackingLink
          budgetCents
        }
      }
    }
  `,
  [PROGRAM_FIELDS],
);
const CREATE = graphql(
  `
    mutation ($input: MyaffilProgramInput!) {
      createMyaffilProgram(input: $input) {
        ...ProgramFields
      }
    }
  `,
  [PROGRAM_FIELDS],
);
const UPDATE = graphql(
  `
    mutation ($id: Int!, $input: MyaffilProgramInput!) {
      updateMyaffilProgram(id: $id, input: $input) {
        ...ProgramFields
      }
    }
  `,
  [PROGRAM_FIELDS],
);
const STATE = graphql(`
  mutation ($id: Int!, $state: String!) {
    setMyaffilProgramState(id: $id, state: $state) {
      id
      state
    }
  }
`);
const DELETE = graphql(`
  mutation ($id: Int!) {
    deleteMyaffilProgram(id: $id) {
      id
      state
    }
  }
`);
const VALIDATE = graphql(`
  mutation ($id: Int!) {
    validateMyaffilProgram(id: $id) {
      id
      validation
      state
    }
  }
`);
const DUPLICATE = graphql(`
  mutation ($id: Int!, $name: String!) {
    duplicateMyaffilProgram(id: $id, name: $name) {
      id
      name
      state
      validation
      advertiserClientId
      campaignCount
    }
  }
`);
const CAMPAIGNS = graphql(`
  query ($f: MyaffilCampaignFilter) {
    myaffilCampaigns(filter: $f) {
      id
      programId
      advertiserClientId
      name
      state
      trackingId
      visualCount
    }
  }
`);
const CAMPAIGN = graphql(`
  query ($id: Int!) {
    myaffilCampaign(id: $id) {
      id
      programId
      name
      state
      trackingId
      budgetCents
      dailyLeadCap
    }
  }
`);
const CREATE_CAMPAIGN = graphql(`
  mutation ($input: MyaffilCampaignInput!) {
    createMyaffilCampaign(input: $input) {
      id
      programId
      name
      state
      trackingId
      startsOn
      endsOn
      budgetCents
      dailyLeadCap
      totalLeadCap
    }
  }
`);
const UPDATE_CAMPAIGN = graphql(`
  mutation ($id: Int!, $input: MyaffilCampaignInput!) {
    updateMyaffilCampaign(id: $id, input: $input) {
      id
      name
    }
  }
`);
const CAMPAIGN_STATE = graphql(`
  mutation ($id: Int!, $state: String!) {
    setMyaffilCampaignState(id: $id, state: $state) {
      id
      state
    }
  }
`);
const PUBLISHER_CAMPAIGNS = graphql(`
  {
    myaffilPublisherCampaigns {
      id
      programId
      programName
      name
      trackingId
      trackingLink
      publisherPayoutCents
    }
  }
`);
const ADVERTISERS = graphql(`
  {
    myaffilAdvertiserClients {
      clientId
      userId
      society
    }
  }
`);

const VALID_PROGRAM = {
  name: "Test — Assurance moto",
  description: "Devis d'assurance moto",
  conditions: "Pas d'incentive",
  theme: "assurance",
  model: "CPL",
  advertiserPriceCents: 2000,
  publisherPayoutCents: 1400,
  broadcastTypes: ["email_marketing", "native"],
  countries: ["FR"],
  landingUrl: "https://moto.example.test/devis",
  startsOn: "2026-01-01",
  endsOn: "2026-12-31",
  access: "on_approval",
};

describe.each(ENGINES)("MyAffil programs and campaigns on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;

  async function rows<R = Record<string, unknown>>(query: string): Promise<R[]> {
    const res = await t.db.execute(sql.raw(query));
    return (res as unknown as { rows: R[] }).rows;
  }
  const ids = async (query: string) =>
    (await rows<{ id: unknown }>(query)).map((r) => Number(r.id)).sort((a, b) => a - b);
  const ask = <TData = Record<string, unknown>>(
    who: Account,
    query: Query<TData>,
    variables?: Record<string, unknown>,
  ) => call("myaffil", query, { token: tokens[who], variables });
  async function data<TData>(who: Account, query: Query<TData>, variables?: Record<string, unknown>) {
    const r = await ask(who, query, variables);
    expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
    return onlyField(r.body.data!);
  }
  const fieldsOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
  /** Every program and campaign row as text, to prove that a refused call changed nothing. */
  const snapshot = async () =>
    JSON.stringify([
      await rows(`select * from perf_programs order by id`),
      await rows(`select * from perf_campaigns order by id`),
      await rows(`select * from perf_visuals order by id`),
    ]);
  const programIdByName = async (name: string) =>
    (await ids(`select id from perf_programs where name = '${name.replace(/'/g, "''")}'`))[0]!;

  beforeAll(async () => {
    t = await seededTestDb(engine);
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
  });
  afterAll(() => t?.dispose());

  it("seeds programs with offers: payout under price, https landing page, dates in order", async () => {
    const bad = await rows(
      `select id from perf_programs where publisher_payout_cents > advertiser_price_cents or advertiser_price_cents <= 0 or landing_url not like 'https://%.example.test/%' or starts_on is null or theme is null or description = ''`,
    );
    expect(bad).toEqual([]);
    expect(
      (await rows(`select id from perf_programs where access = 'open' and state = 'valide'`)).length,
    ).toBeGreaterThan(0);
    expect((await rows(`select id from perf_campaigns where budget_cents is not null`)).length).toBeGreaterThan(0);
  });

  it("each role sees exactly its scope of programs", async () => {
    const all = await data("admin", LIST);
    expect(all.map((p) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      await ids(`select id from perf_programs`),
    );
    expect(all.every((p) => p.marginCents === p.advertiserPriceCents! - p.publisherPayoutCents!)).toBe(true);

    const paused = await data("tem", LIST, { f: { state: "pause", validation: "pending", advertiserClientId: 501 } });
    expect(paused.map((p) => p.id).sort()).toEqual(
      (
        await ids(
          `select id from perf_programs where state = 'pause' and validation = 'pending' and advertiser_client_id = 501`,
        )
      ).sort(),
    );
    expect(paused.length).toBeGreaterThan(0);
    const searched = await data("admin", LIST, { f: { search: "mutuelle" } });
    expect(searched.map((p) => p.name)).toContain("Mutuelle santé seniors");
    expect(searched.every((p) => /mutuelle/i.test(p.name) || /mutuelle/i.test(p.advertiserName ?? ""))).toBe(true);

    const own = await data("annonceur", LIST, { f: { advertiserClientId: 502 } });
    expect(own.map((p) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      await ids(`select id from perf_programs where advertiser_client_id = 501`),
    );
    expect(own.every((p) => p.publisherPayoutCents === null && p.marginCents === null)).toBe(true);
    const other = await data("annonceurPerf", LIST);
    expect(other.map((p) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      await ids(`select id from perf_programs where advertiser_client_id = 502`),
    );

    const pub = await data("editeur", LIST);
    expect(pub.map((p) => p.id).sort((a: number, b: number) => a - b)).toEqual(
      await ids(`select id from perf_programs where state = 'valide' and validation = 'validated'`),
    );
    expect(pub.every((p) => p.advertiserPriceCents === null && p.marginCents === null && p.state === "valide")).toBe(
      true,
    );
    const byName = (name: string) => pub.find((p) => p.name === name);
    expect(byName("Assurance auto — devis en ligne")?.application?.state).toBe("accepted");
    expect(byName("Assurance auto — devis en ligne")?.canBroadcast).toBe(true);
    expect(byName("Mutuelle santé seniors")?.application?.state).toBe("being_verified");
    expect(byName("Mutuelle santé seniors")?.canBroadcast).toBe(false);
    expect(byName("Assurance chiens et chats")?.application).toMatchObject({ state: "refused" });
    expect(byName("Assurance chiens et chats")?.application?.refusalReason).toBeTruthy();
    // Deleted and paused programs never reach publishers, even with an accepted application.
    expect(byName("Garantie accidents de la vie")).toBeUndefined();
    expect(byName("Assurance habitation jeunes actifs")).toBeUndefined();
    const gav = await programIdByName("Garantie accidents de la vie");
    expect(codeOf((await ask("editeur", ONE, { id: gav })).body)).toBe("NOT_FOUND");
  });

  it("the advertiser list of the admin form holds advertiser clients only", async () => {
    const list = await data("admin", ADVERTISERS);
    expect(list.map((a) => a.clientId)).toEqual(expect.arrayContaining([501, 502]));
    const laws = await rows<{ law: string }>(
      `select distinct law from users where id in (${list.map((a) => a.userId).join(",")})`,
    );
    expect(laws.map((l) => l.law)).toEqual(["an"]);
    expect(codeOf((await ask("annonceur", ADVERTISERS)).body)).toBe("FORBIDDEN");
  });

  it("another advertiser can neither read nor change a program or its campaigns", async () => {
    const id = await programIdByName("Assurance auto — devis en ligne");
    const [campaign] = await ids(`select id from perf_campaigns where program_id = ${id}`);
    const before = await snapshot();
    const attempts: [Query<Record<string, unknown>>, Record<string, unknown>][] = [
      [ONE, { id }],
      [UPDATE, { id, input: VALID_PROGRAM }],
      [STATE, { id, state: "pause" }],
      [DELETE, { id }],
      [VALIDATE, { id }],
      [DUPLICATE, { id, name: "Copie pirate" }],
      [CAMPAIGN, { id: campaign }],
      [UPDATE_CAMPAIGN, { id: campaign, input: { programId: id, name: "Pirate" } }],
      [CAMPAIGN_STATE, { id: campaign, state: "supprime" }],
    ];
    for (const [query, variables] of attempts)
      expect(codeOf((await ask("annonceurPerf", query, variables)).body), sourceOf(query)).toBe("FORBIDDEN");
    const addOnOther = await ask("annonceurPerf", CREATE_CAMPAIGN, { input: { programId: id, name: "Pirate" } });
    expect(codeOf(addOnOther.body)).toBe("FORBIDDEN");
    // Its campaign list does not hold them either, whatever the filter asks.
    const theirs = await data("annonceurPerf", CAMPAIGNS, { f: { advertiserClientId: 501 } });
    expect(theirs.map((c) => c.id).sort((a: number, b: number) => a - b)).toEqual(
      await ids(
        `select c.id from perf_campaigns c join perf_programs p on p.id = c.program_id where p.advertiser_client_id = 502`,
      ),
    );
    // Publishers change nothing either.
    for (const [query, variables] of [attempts[1]!, attempts[2]!, attempts[7]!])
      expect(codeOf((await ask("editeur", query, variables)).body)).toBe("FORBIDDEN");
    expect(codeOf((await ask("editeur", CREATE, { input: VALID_PROGRAM })).body)).toBe("FORBIDDEN");
    expect(codeOf((await ask("editeur", CAMPAIGNS)).body)).toBe("FORBIDDEN");
    expect(await snapshot()).toBe(before);
  });

  it("a publisher receives tracking links only for campaigns it may broadcast", async () => {
    const list = await data("editeur", PUBLISHER_CAMPAIGNS);
    const allowed = await ids(`
      select c.id from perf_campaigns c join perf_programs p on p.id = c.program_id
      where c.state <> 'supprime' and p.state = 'valide' and p.validation = 'validated'
        and (p.access = 'open' or (select a.state from perf_applications a where a.program_id = p.id and a.publisher_client_id = 801
                                   order by a.created_at desc, a.id desc limit 1) = 'accepted')`);
    expect(list.map((c) => c.id).sort((a: number, b: number) => a - b)).toEqual(allowed);
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) expect(c.trackingLink).toMatch(new RegExp(`/t/${c.trackingId}\\?p=801$`));
    const names = new Set(list.map((c) => c.programName));
    expect(names.has("Mutuelle santé seniors")).toBe(false); // being verified
    expect(names.has("Assurance chiens et chats")).toBe(false); // refused
    expect(names.has("Garantie accidents de la vie")).toBe(false); // deleted

    // On the program page of an application still being verified: campaigns without tracking data.
    const sante = await data("editeur", ONE, { id: await programIdByName("Mutuelle santé seniors") });
    expect(sante.campaigns.length).toBeGreaterThan(0);
    expect(
      sante.campaigns.every((c) => c.trackingId === null && c.trackingLink === null && c.budgetCents === null),
    ).toBe(true);
    const auto = await data("editeur", ONE, { id: await programIdByName("Assurance auto — devis en ligne") });
    expect(auto.campaigns.every((c) => c.trackingLink?.endsWith("?p=801"))).toBe(true);

    expect(codeOf((await ask("annonceur", PUBLISHER_CAMPAIGNS)).body)).toBe("FORBIDDEN");
  });

  it("bad input is refused field by field and changes nothing", async () => {
    const id = await programIdByName("Assurance auto — devis en ligne");
    const [campaign] = await ids(`select id from perf_campaigns where program_id = ${id}`);
    const before = await snapshot();
    const cases: [Query<Record<string, unknown>>, Record<string, unknown>, string, string][] = [
      [
        CREATE,
        { input: { ...VALID_PROGRAM, advertiserClientId: 501, publisherPayoutCents: -5 } },
        "publisherPayoutCents",
        "negativeAmount",
      ],
      [
        CREATE,
        { input: { ...VALID_PROGRAM, advertiserClientId: 501, publisherPayoutCents: 2500 } },
        "publisherPayoutCents",
        "payoutAbovePrice",
      ],
      [CREATE, { input: { ...VALID_PROGRAM, advertiserClientId: 501, name: "   " } }, "name", "required"],
      [
        CREATE,
        { input: { ...VALID_PROGRAM, advertiserClientId: 501, endsOn: "2025-06-01" } },
        "endsOn",
        "endBeforeStart",
      ],
      [
        CREATE,
        { input: { ...VALID_PROGRAM, advertiserClientId: 501, landingUrl: "javascript:alert(1)" } },
        "landingUrl",
        "url",
      ],
      [CREATE, { input: { ...VALID_PROGRAM, advertiserClientId: 6 } }, "advertiserClientId", "unknownAdvertiser"],
      [UPDATE, { id, input: { ...VALID_PROGRAM, advertiserPriceCents: -1 } }, "advertiserPriceCents", "negativeAmount"],
      [STATE, { id, state: "archive" }, "state", "unknownState"],
      [CAMPAIGN_STATE, { id: campaign, state: "deleted" }, "state", "unknownState"],
      [CREATE_CAMPAIGN, { input: { programId: id, name: "" } }, "name", "required"],
      [
        CREATE_CAMPAIGN,
        { input: { programId: id, name: "Vol", startsOn: "2026-05-10", endsOn: "2026-05-01" } },
        "endsOn",
        "endBeforeStart",
      ],
      [CREATE_CAMPAIGN, { input: { programId: id, name: "Vol", budgetCents: -100 } }, "budgetCents", "negativeAmount"],
      [CREATE_CAMPAIGN, { input: { programId: 999999, name: "Vol" } }, "programId", "unknownProgram"],
      [DUPLICATE, { id, name: "" }, "name", "required"],
    ];
    for (const [query, variables, field, key] of cases) {
      const r = await ask("admin", query, variables);
      expect(codeOf(r.body), `${field} ${JSON.stringify(variables)}`).toBe("BAD_USER_INPUT");
      expect(fieldsOf(r.body)?.[field], JSON.stringify(r.body.errors)).toBe(key);
    }
    // An advertiser's price may not fall under the payout the network set.
    const own = await data("annonceur", ONE, { id });
    const r = await ask("annonceur", UPDATE, { id, input: { ...VALID_PROGRAM, advertiserPriceCents: 1 } });
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r.body)?.advertiserPriceCents).toBe("payoutAbovePrice");
    expect(own.id).toBe(id);
    expect(await snapshot()).toBe(before);
  });

  it("an advertiser creates its own program, pending and paused, adds a campaign; an admin validates it", async () => {
    const p = await data("annonceur", CREATE, {
      input: { ...VALID_PROGRAM, name: "Test — Programme annonceur", advertiserClientId: 502 },
    });
    expect(p).toMatchObject({
      advertiserClientId: 501,
      validation: "pending",
      state: "pause",
      publisherPayoutCents: null,
      advertiserPriceCents: 2000,
    });
    const [row] = await rows<{ publisher_payout_cents: unknown }>(
      `select publisher_payout_cents from perf_programs where id = ${p.id}`,
    );
    expect(Number(row!.publisher_payout_cents)).toBe(0);

    const r = await ask("annonceur", STATE, { id: p.id, state: "valide" });
    expect(codeOf(r.body)).toBe("BAD_USER_INPUT");
    expect(fieldsOf(r.body)?.state).toBe("notValidated");
    expect(codeOf((await ask("annonceur", VALIDATE, { id: p.id })).body)).toBe("FORBIDDEN");

    const c = await data("annonceur", CREATE_CAMPAIGN, {
      input: {
        programId: p.id,
        name: "Lancement",
        startsOn: "2026-02-01",
        endsOn: "2026-03-01",
        budgetCents: 500000,
        dailyLeadCap: 50,
        totalLeadCap: 1000,
      },
    });
    expect(c).toMatchObject({
      programId: p.id,
      state: "pause",
      budgetCents: 500000,
      dailyLeadCap: 50,
      totalLeadCap: 1000,
      startsOn: "2026-02-01",
      endsOn: "2026-03-01",
    });
    expect(c.trackingId).toMatch(/^T[0-9A-Z]{10}$/);
    const mine = await data("annonceur", CAMPAIGNS, {});
    expect(mine.map((x) => x.id)).toContain(c.id);
    // Publishers do not see it before it runs.
    expect(codeOf((await ask("editeur", ONE, { id: p.id })).body)).toBe("NOT_FOUND");

    expect(await data("admin", VALIDATE, { id: p.id })).toMatchObject({ validation: "validated", state: "pause" });
    expect(await data("annonceur", STATE, { id: p.id, state: "valide" })).toMatchObject({ state: "valide" });
    expect(await data("annonceur", DELETE, { id: p.id })).toMatchObject({ state: "supprime" });
    // Soft delete: the row stays, out of the publishers' sight.
    expect(await ids(`select id from perf_programs where id = ${p.id} and state = 'supprime'`)).toEqual([p.id]);
  });

  it("an admin creates a program for an advertiser, edits it, and the advertiser cannot change the payout", async () => {
    const p = await data("admin", CREATE, {
      input: { ...VALID_PROGRAM, name: "Test — Programme admin", advertiserClientId: 501 },
    });
    expect(p).toMatchObject({
      advertiserClientId: 501,
      validation: "validated",
      state: "pause",
      publisherPayoutCents: 1400,
      marginCents: 600,
    });
    const edited = await data("admin", UPDATE, {
      id: p.id,
      input: { ...VALID_PROGRAM, name: "Test — Programme admin v2", publisherPayoutCents: 1500, access: "open" },
    });
    expect(edited).toMatchObject({
      name: "Test — Programme admin v2",
      publisherPayoutCents: 1500,
      access: "open",
      advertiserClientId: 501,
    });
    await data("annonceur", UPDATE, {
      id: p.id,
      input: { ...VALID_PROGRAM, name: "Test — renommé", publisherPayoutCents: 1 },
    });
    const [row] = await rows<{ name: string; publisher_payout_cents: unknown }>(
      `select name, publisher_payout_cents from perf_programs where id = ${p.id}`,
    );
    expect(row!.name).toBe("Test — renommé");
    expect(Number(row!.publisher_payout_cents)).toBe(1500);
  });

  it("an advertiser's new landing page on a running program goes back to validation, audited; an admin's stays", async () => {
    // Open to every publisher, so that publisher 801's click follows the link.
    const input = { ...VALID_PROGRAM, name: "Test — Landing relue", access: "open" };
    const p = await data("admin", CREATE, { input: { ...input, advertiserClientId: 501 } });
    await data("admin", STATE, { id: p.id, state: "valide" });
    await t.db.execute(
      sql`insert into perf_campaigns (program_id, name, state, tracking_id) values (${p.id}, 'Landing', 'valide', 'TRKLAND01')`,
    );
    const follow = async () => {
      const res = await handleClick(t.db, "TRKLAND01", new URL("http://127.0.0.1/t/TRKLAND01?p=801"));
      return res.status === 302 ? new URL(res.headers.get("location")!).origin : res.status;
    };
    expect(await follow()).toBe("https://moto.example.test");
    const audits = () =>
      rows<{ actor_id: number; details: Record<string, unknown> }>(
        `select actor_id, details from audit_log where action = 'program_landing_changed' and target_id = '${p.id}' order by id`,
      );

    // Other changes keep it running.
    expect(
      await data("annonceur", UPDATE, { id: p.id, input: { ...input, conditions: "Nouvelles conditions" } }),
    ).toMatchObject({ state: "valide", validation: "validated" });
    expect(await audits()).toEqual([]);

    // The attack: the advertiser re-points every tracking link of the running program.
    const moved = await data("annonceur", UPDATE, {
      id: p.id,
      input: { ...input, landingUrl: "https://ailleurs.example.test/" },
    });
    expect(moved).toMatchObject({
      state: "pause",
      validation: "pending",
      landingUrl: "https://ailleurs.example.test/",
    });
    expect(await follow()).toBe(404);
    // Nor can the advertiser start it again before the review.
    expect(fieldsOf((await ask("annonceur", STATE, { id: p.id, state: "valide" })).body)).toEqual({
      state: "notValidated",
    });
    expect(await audits()).toEqual([
      {
        actor_id: 4,
        details: {
          from: "https://moto.example.test/devis",
          to: "https://ailleurs.example.test/",
          by: "advertiser",
          review: true,
          previousState: "valide",
          previousValidation: "validated",
        },
      },
    ]);

    // An administrator accepts the new address; the program runs again once started.
    await data("admin", VALIDATE, { id: p.id });
    await data("annonceur", STATE, { id: p.id, state: "valide" });
    expect(await follow()).toBe("https://ailleurs.example.test");

    // An administrator's own change is trusted (no review) but audited too.
    const byAdmin = await data("admin", UPDATE, {
      id: p.id,
      input: { ...input, landingUrl: "https://moto.example.test/v3" },
    });
    expect(byAdmin).toMatchObject({ state: "valide", validation: "validated" });
    expect((await audits()).map((a) => [a.actor_id, a.details.by, a.details.review])).toEqual([
      [4, "advertiser", true],
      [1, "admin", false],
    ]);
  });

  it("duplicating copies the program, its campaigns with new tracking ids, and their visuals", async () => {
    const id = await programIdByName("Assurance auto — devis en ligne");
    const campaigns = await rows<{ id: number; name: string; tracking_id: string }>(
      `select id, name, tracking_id from perf_campaigns where program_id = ${id} and state <> 'supprime' order by id`,
    );
    expect(campaigns.length).toBeGreaterThan(1);
    const [first, second] = campaigns;
    await t.db.execute(sql`insert into perf_visuals (campaign_id, kind, name, subject, sender_name, html) values
      (${first!.id}, 'email', 'Mail test', 'Votre devis', 'Assur', '<p>Bonjour {{tracking_link}}</p>'),
      (${second!.id}, 'text', 'Lien test', null, null, null)`);
    await t.db.execute(
      sql`insert into perf_visuals (campaign_id, kind, name, link_text, deleted_at) values (${first!.id}, 'text', 'Supprimé', 'x', now())`,
    );
    await t.db.execute(
      sql`update perf_campaigns set state = 'supprime' where id = (select max(id) from perf_campaigns where program_id = ${id})`,
    );
    const live = await rows<{ id: number; name: string; tracking_id: string }>(
      `select id, name, tracking_id from perf_campaigns where program_id = ${id} and state <> 'supprime' order by id`,
    );
    const liveVisuals = await rows<{ name: string; kind: string; subject: string | null; html: string | null }>(
      `select v.name, v.kind, v.subject, v.html from perf_visuals v join perf_campaigns c on c.id = v.campaign_id where c.program_id = ${id} and c.state <> 'supprime' and v.deleted_at is null order by v.name`,
    );

    const copy = await data("admin", DUPLICATE, { id, name: "Assurance auto — copie" });
    expect(copy).toMatchObject({
      name: "Assurance auto — copie",
      state: "pause",
      validation: "validated",
      advertiserClientId: 501,
      campaignCount: live.length,
    });
    const copied = await rows<{ name: string; tracking_id: string; state: string }>(
      `select name, tracking_id, state from perf_campaigns where program_id = ${copy.id} order by id`,
    );
    expect(copied.map((c) => c.name)).toEqual(live.map((c) => c.name));
    for (const c of copied) {
      expect(c.tracking_id).toMatch(/^T[0-9A-Z]{10}$/);
      expect(c.state).toBe("pause");
    }
    expect(new Set(copied.map((c) => c.tracking_id)).size).toBe(copied.length);
    const copiedVisuals = await rows<{ name: string; kind: string; subject: string | null; html: string | null }>(
      `select v.name, v.kind, v.subject, v.html from perf_visuals v join perf_campaigns c on c.id = v.campaign_id where c.program_id = ${copy.id} order by v.name`,
    );
    expect(copiedVisuals).toEqual(liveVisuals);
    expect(copiedVisuals.map((v) => v.name)).toEqual(expect.arrayContaining(["Mail test", "Lien test"]));
    // The source is untouched.
    expect(
      await rows(
        `select id, name, tracking_id from perf_campaigns where program_id = ${id} and state <> 'supprime' order by id`,
      ),
    ).toEqual(live);

    expect(codeOf((await ask("annonceur", DUPLICATE, { id, name: "Copie" })).body)).toBe("FORBIDDEN");
  });

  it("admins list campaigns by advertiser client and edit them", async () => {
    const list = await data("admin", CAMPAIGNS, { f: { advertiserClientId: 502 } });
    expect(list.map((c) => c.id).sort((a: number, b: number) => a - b)).toEqual(
      await ids(
        `select c.id from perf_campaigns c join perf_programs p on p.id = c.program_id where p.advertiser_client_id = 502`,
      ),
    );
    const all = await data("admin", CAMPAIGNS, {});
    const visuals = Object.fromEntries(
      (
        await rows<{ id: number; n: unknown }>(
          `select c.id, count(v.id) n from perf_campaigns c left join perf_visuals v on v.campaign_id = c.id and v.deleted_at is null group by c.id`,
        )
      ).map((r) => [Number(r.id), Number(r.n)]),
    );
    expect(Object.values(visuals).some((n) => n > 0)).toBe(true);
    for (const x of all) expect(x.visualCount, String(x.id)).toBe(visuals[x.id]);
    const programs = await data("admin", LIST);
    const counts = Object.fromEntries(
      (
        await rows<{ id: number; n: unknown }>(
          `select p.id, count(c.id) n from perf_programs p left join perf_campaigns c on c.program_id = p.id and c.state <> 'supprime' group by p.id`,
        )
      ).map((r) => [Number(r.id), Number(r.n)]),
    );
    for (const p of programs) expect(p.campaignCount, String(p.id)).toBe(counts[p.id]);
    const c = list[0]!;
    expect(
      await data("admin", UPDATE_CAMPAIGN, {
        id: c.id,
        input: { programId: c.programId, name: "Renommée", budgetCents: 100 },
      }),
    ).toMatchObject({ name: "Renommée" });
    expect(await data("admin", CAMPAIGN_STATE, { id: c.id, state: "valide" })).toMatchObject({ state: "valide" });
    expect(await data("annonceurPerf", CAMPAIGN, { id: c.id })).toMatchObject({
      name: "Renommée",
      budgetCents: 100,
      dailyLeadCap: null,
    });
  });
});
