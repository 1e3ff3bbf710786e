import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const NOW = new Date("2026-11-21T00:00:00Z");
const ACCOUNTS = { admin: 1, tem: 2, ma: 3, annonceur: 4, annonceurPerf: 5, editeur: 6, multi: 7 } as const;
type Account = keyof typeof ACCOUNTS;

describe.each(ENGINES)("top bar counts and cart on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;

  /** The expected figure, counted straight from the tables rather than through the API's code. */
  async function nb(query: string): Promise<number> {
    const res = await t.db.execute(sql.raw(query));
    return Number((res as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
  }
  async function ask<TData = Record<string, unknown>>(who: Account | null, service: "auth" | "market", query: string) {
    return call<TData>(service, query, who ? { token: tokens[who] } : {});
  }
  async function count(who: Account, field: string, args = ""): Promise<number> {
    // The field is the test's parameter, so the answer's shape is written out rather than parsed from the query.
    const r = await ask<Record<string, { nb: number }>>(who, "auth", `{ ${field}${args ? `(${args})` : ""} { nb } }`);
    expect(r.body.errors).toBeUndefined();
    return r.body.data![field]!.nb;
  }

  beforeAll(async () => {
    t = await seededTestDb(engine, { now: NOW, members: 10 });
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
  });
  afterAll(() => t?.dispose());

  it.each(["admin", "tem", "ma"] as const)(
    "administrator queues for %s: applications, signed OIs, new programs",
    async (who) => {
      const postules = await nb(`select count(*) n from perf_applications where state = 'being_verified'`);
      const ois = await nb(`select count(*) n from oi_documents where status = 'signed'`);
      const programs = await nb(
        `select count(*) n from perf_programs where validation = 'pending' and state <> 'supprime'`,
      );
      expect(Math.min(postules, ois, programs)).toBeGreaterThan(0);
      expect(await count(who, "getPostuleAttent")).toBe(postules);
      expect(await count(who, "getDocumentOiAttent")).toBe(ois);
      expect(await count(who, "getProgrammeAttent")).toBe(programs);
    },
  );

  it("advertiser: OI documents to sign, own and (for an administrator) anyone's", async () => {
    expect(await count("annonceur", "getDocumentOiASigneAn", "id_utilisateur: 4")).toBe(2);
    expect(await nb(`select count(*) n from oi_documents where advertiser_user_id = 4 and status = 'signed'`)).toBe(1);
    const perf = await nb(`select count(*) n from oi_documents where advertiser_user_id = 5 and status = 'to_sign'`);
    expect(perf).toBeGreaterThan(0);
    expect(await count("annonceurPerf", "getDocumentOiASigneAn", "id_utilisateur: 5")).toBe(perf);
    expect(await count("admin", "getDocumentOiASigneAn", "id_utilisateur: 5")).toBe(perf);
  });

  it("advertiser: invoices waiting payment on its perf and coreg client ids", async () => {
    const waiting = (platform: string, client: number) =>
      nb(
        `select count(*) n from invoices where status = 'receiving' and platform = '${platform}' and client_id = ${client}`,
      );
    const [perf, coreg] = [await waiting("perf", 501), await waiting("coreg", 601)];
    expect(perf).toBeGreaterThan(0);
    expect(coreg).toBeGreaterThan(0);
    expect(await nb(`select count(*) n from invoices where status = 'paid' and client_id = 501`)).toBeGreaterThan(0);
    expect(await count("annonceur", "getfactureAttentAn", "id_client_perf: 501, id_client_coreg: 601")).toBe(
      perf + coreg,
    );
    expect(await count("annonceur", "getfactureAttentAn", "id_client_perf: 501")).toBe(perf);
    expect(await count("annonceur", "getfactureAttentAn", "id_client_coreg: 601")).toBe(coreg);
    expect(await count("annonceur", "getfactureAttentAn")).toBe(0);
    const other = (await waiting("perf", 502)) + (await waiting("coreg", 602));
    expect(await count("annonceurPerf", "getfactureAttentAn", "id_client_perf: 502, id_client_coreg: 602")).toBe(other);
    expect(await count("admin", "getfactureAttentAn", "id_client_perf: 502, id_client_coreg: 602")).toBe(other);
    // multi@ signed in as an advertiser reads its advertiser client ids.
    const multi = (await waiting("perf", 503)) + (await waiting("coreg", 603));
    expect(await count("multi", "getfactureAttentAn", "id_client_perf: 503, id_client_coreg: 603")).toBe(multi);
  });

  it("publisher: payments waiting on its perf and coreg client ids", async () => {
    const waiting = (platform: string, client: number) =>
      nb(
        `select count(*) n from publisher_payments where status = 'waiting' and platform = '${platform}' and publisher_client_id = ${client}`,
      );
    const [perf, coreg] = [await waiting("perf", 801), await waiting("coreg", 901)];
    expect(perf).toBeGreaterThan(0);
    expect(coreg).toBeGreaterThan(0);
    expect(await count("editeur", "getPaiementAttentAf", "id_client_perf: 801, id_client_coreg: 901")).toBe(
      perf + coreg,
    );
    expect(await count("editeur", "getPaiementAttentAf", "id_client_perf: 801")).toBe(perf);
    expect(await count("admin", "getPaiementAttentAf", "id_client_perf: 802")).toBe(await waiting("perf", 802));
  });

  it("publisher: accepted campaigns, not counting programs deleted since", async () => {
    const accepted = await nb(
      `select count(*) n from perf_applications a join perf_programs p on p.id = a.program_id
       where a.publisher_client_id = 801 and a.state = 'accepted' and p.state <> 'supprime'`,
    );
    expect(accepted).toBe(3);
    for (const state of ["being_verified", "accepted", "refused"]) {
      expect(
        await nb(`select count(*) n from perf_applications where publisher_client_id = 801 and state = '${state}'`),
      ).toBeGreaterThan(0);
    }
    expect(await count("editeur", "getCampagneValideAf", "id_client_perf: 801")).toBe(accepted);
    expect(await count("ma", "getCampagneValideAf", "id_client_perf: 801")).toBe(accepted);
  });

  it("cart: trio, duo and exclusive of the user's own cart", async () => {
    const bySaleType = async (userId: number) => ({
      trio: await nb(`select count(*) n from cart_items where user_id = ${userId} and sale_type = 'trio'`),
      duo: await nb(`select count(*) n from cart_items where user_id = ${userId} and sale_type = 'duo'`),
      exclusive: await nb(`select count(*) n from cart_items where user_id = ${userId} and sale_type = 'exclusive'`),
    });
    const own = await ask("annonceur", "market", "{ getPanier(id_utilisateur: 4) { trio duo exclusive } }");
    expect(own.body.data?.getPanier).toEqual(await bySaleType(4));
    expect(own.body.data?.getPanier).toEqual({ trio: 2, duo: 1, exclusive: 1 });
    const multi = await ask("multi", "market", "{ getPanier(id_utilisateur: 7) { trio duo exclusive } }");
    expect(multi.body.data?.getPanier).toEqual(await bySaleType(7));
    const admin = await ask("admin", "market", "{ getPanier(id_utilisateur: 7) { trio duo exclusive } }");
    expect(admin.body.data?.getPanier).toEqual(await bySaleType(7));
    const empty = await ask("annonceurPerf", "market", "{ getPanier(id_utilisateur: 5) { trio duo exclusive } }");
    expect(empty.body.data?.getPanier).toEqual({ trio: 0, duo: 0, exclusive: 0 });
  });

  it.each([
    ["annonceur", "auth", "{ getDocumentOiASigneAn(id_utilisateur: 5) { nb } }"],
    ["annonceur", "auth", "{ getfactureAttentAn(id_client_perf: 502) { nb } }"],
    ["annonceur", "auth", "{ getfactureAttentAn(id_client_perf: 501, id_client_coreg: 602) { nb } }"],
    ["annonceur", "market", "{ getPanier(id_utilisateur: 7) { trio } }"],
    ["annonceur", "auth", "{ getPostuleAttent { nb } }"],
    ["annonceur", "auth", "{ getDocumentOiAttent { nb } }"],
    ["annonceur", "auth", "{ getProgrammeAttent { nb } }"],
    ["annonceur", "auth", "{ getPaiementAttentAf(id_client_perf: 501) { nb } }"],
    ["annonceur", "auth", "{ getCampagneValideAf(id_client_perf: 501) { nb } }"],
    ["editeur", "auth", "{ getPaiementAttentAf(id_client_perf: 802) { nb } }"],
    ["editeur", "auth", "{ getPaiementAttentAf(id_client_perf: 801, id_client_coreg: 603) { nb } }"],
    ["editeur", "auth", "{ getCampagneValideAf(id_client_perf: 802) { nb } }"],
    ["editeur", "auth", "{ getDocumentOiASigneAn(id_utilisateur: 6) { nb } }"],
    ["editeur", "auth", "{ getfactureAttentAn(id_client_perf: 801) { nb } }"],
    ["editeur", "auth", "{ getProgrammeAttent { nb } }"],
    ["multi", "auth", "{ getCampagneValideAf(id_client_perf: 802) { nb } }"],
  ] as const)("%s is refused %s %s with FORBIDDEN", async (who, service, query) => {
    const r = await ask(who, service, query);
    expect(codeOf(r.body)).toBe("FORBIDDEN");
    expect(r.body.data ?? null).toBeNull();
  });

  it.each([
    ["auth", "{ getPostuleAttent { nb } }"],
    ["auth", "{ getDocumentOiAttent { nb } }"],
    ["auth", "{ getProgrammeAttent { nb } }"],
    ["auth", "{ getDocumentOiASigneAn(id_utilisateur: 4) { nb } }"],
    ["auth", "{ getfactureAttentAn(id_client_perf: 501, id_client_coreg: 601) { nb } }"],
    ["auth", "{ getPaiementAttentAf(id_client_perf: 801, id_client_coreg: 901) { nb } }"],
    ["auth", "{ getCampagneValideAf(id_client_perf: 801) { nb } }"],
    ["market", "{ getPanier(id_utilisateur: 4) { trio duo exclusive } }"],
  ] as const)("anonymous %s %s → UNAUTHENTICATED", async (service, query) => {
    const r = await ask(null, service, query);
    expect(codeOf(r.body)).toBe("UNAUTHENTICATED");
  });

  it("follows the tables: a new application and a new OI to sign are counted at once", async () => {
    const [postules, toSign] = [
      await count("admin", "getPostuleAttent"),
      await count("annonceur", "getDocumentOiASigneAn", "id_utilisateur: 4"),
    ];
    await t.db.execute(
      sql`insert into perf_applications (program_id, publisher_client_id) select id, 801 from perf_programs where validation = 'validated' order by id limit 1`,
    );
    await t.db.execute(
      sql`insert into oi_documents (advertiser_user_id, title) values (4, 'Ordre d''insertion — test')`,
    );
    expect(await count("admin", "getPostuleAttent")).toBe(postules + 1);
    expect(await count("annonceur", "getDocumentOiASigneAn", "id_utilisateur: 4")).toBe(toSign + 1);
  });

  it.each([
    `insert into invoices (client_id, platform, number, amount_cents, status) values (501, 'perf', 'X-1', 100, 'late')`,
    `insert into invoices (client_id, platform, number, amount_cents, status) values (501, 'perf', 'X-2', 100, 'paid')`,
    `insert into publisher_payments (publisher_client_id, platform, amount_cents) values (801, 'market', 100)`,
    `insert into perf_programs (advertiser_client_id, name, state, validation) values (501, 'X', 'valide', 'pending')`,
    `insert into perf_applications (program_id, publisher_client_id, state, decided_at) select id, 801, 'refused', now() from perf_programs limit 1`,
    `insert into oi_documents (advertiser_user_id, title, status) values (4, 'X', 'signed')`,
  ])("refuses an inconsistent row: %s", async (statement) => {
    await expect(t.db.execute(sql.raw(statement))).rejects.toThrow();
  });
});
