import { ApolloClient, gql, InMemoryCache } from "@apollo/client";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Service } from "@/lib/api/services";
import { makeServerLink } from "@/lib/apollo/server-link";
import { SESSION_COOKIE } from "@/lib/constants";
import { users } from "@/lib/db/schema";
import { sessionTokenFor } from "@/lib/session/start";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

/**
 * What one page render costs the database: every operation of a server render shares one API
 * context, so the top bar, the bell and the dashboard must not read the same figures twice, and
 * the dashboards' sections read their figures in one statement each.
 */
describe.each(ENGINES)("dashboard reads on %s", (engine) => {
  let t: TestDb;
  const statements: string[] = [];
  const tokens = {} as Record<"admin" | "annonceur" | "editeur", string>;

  /**
   * One request being rendered as the account: one server link (registerApolloClient makes one
   * client per request), whose operations share the request's API context. The caller's own row is
   * read before the statements are counted.
   */
  async function render(who: keyof typeof tokens) {
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: makeServerLink({
        headers: async () => new Headers({ cookie: `${SESSION_COOKIE}=${tokens[who]}` }),
        db: async () => t.db,
      }),
    });
    const run = async (service: Service, query: string) => {
      const r = await client.query<Record<string, unknown>>({
        query: gql(query),
        context: { service },
        fetchPolicy: "no-cache",
      });
      expect(r.error).toBeUndefined();
      return r.data!;
    };
    await run("myaffil", "query DashboardReadsMe { me { id } }");
    statements.length = 0;
    return run;
  }
  const touching = (table: string) => statements.filter((s) => s.includes(`"${table}"`));
  async function nb(query: string): Promise<number> {
    const res = await t.db.execute(sql.raw(query));
    return Number((res as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
  }

  beforeAll(async () => {
    t = await seededTestDb(
      engine,
      { now: new Date("2026-11-21T00:00:00Z"), members: 10 },
      { logger: { logQuery: (q) => void statements.push(q) } },
    );
    for (const [name, id] of [
      ["admin", 1],
      ["annonceur", 4],
      ["editeur", 6],
    ] as const) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name] = await sessionTokenFor(u!);
    }
  }, 120_000);
  afterAll(() => t?.dispose());
  beforeEach(() => void (statements.length = 0));

  it("admin: the bell's six queue counts and the dashboard's queues are one statement", async () => {
    const run = await render("admin");
    const bell = await run(
      "auth",
      `{ getMembreAttent { nb } getPostuleAttent { nb } getDocumentOiAttent { nb } getProgrammeAttent { nb } getpresPaiementAttent { nb } }`,
    );
    const market = await run("market", `{ lastTotalPrepaiements }`);
    const dash = await run(
      "myaffil",
      `{ adminDashboard { queues { members applications ois prepayments programs } } }`,
    );
    expect(statements).toHaveLength(1);
    const queues = (dash.adminDashboard as { queues: Record<string, number> }).queues;
    const expected = {
      members: await nb(`select count(*) n from users where status = 'pending'`),
      applications: await nb(`select count(*) n from perf_applications where state = 'being_verified'`),
      ois: await nb(`select count(*) n from oi_documents where status = 'signed'`),
      prepayments: await nb(`select count(*) n from prepayments where status = 'waiting'`),
      programs: await nb(`select count(*) n from perf_programs where validation = 'pending' and state <> 'supprime'`),
    };
    expect(queues).toMatchObject(expected);
    expect(Object.values(expected).some((n) => n > 0)).toBe(true);
    expect(bell).toMatchObject({
      getMembreAttent: { nb: expected.members },
      getPostuleAttent: { nb: expected.applications },
      getDocumentOiAttent: { nb: expected.ois },
      getProgrammeAttent: { nb: expected.programs },
      getpresPaiementAttent: { nb: expected.prepayments },
    });
    expect(market.lastTotalPrepaiements).toBe(expected.prepayments);
  });

  it("admin: each dashboard section is one statement (KPIs, chart, billing, each span of leads)", async () => {
    const run = await render("admin");
    await run("myaffil", `{ adminDashboard { kpis { today { invoiced margin } monthToDate { newMembers } } } }`);
    expect(statements).toHaveLength(1);
    statements.length = 0;
    await run("myaffil", `{ adminDashboard { daily { day sales signUps } } }`);
    expect(statements).toHaveLength(1);
    statements.length = 0;
    await run("myaffil", `{ adminDashboard { billing { platform invoicesWaiting paymentsWaiting } } }`);
    expect(statements).toHaveLength(1);
    statements.length = 0;
    await run(
      "myaffil",
      `{ adminDashboard { a: leads(days: 1) { from received } b: leads(days: 30) { marketplace } } }`,
    );
    expect(statements).toHaveLength(2);
  });

  it("advertiser: the top bar, the bell and the dashboard share the balance, invoices and documents", async () => {
    const run = await render("annonceur");
    const bar = await run("market", `{ getSoldeactuel(id_utilisateur: 4) { soldeHt } }`);
    const bell = await run(
      "auth",
      `{ getDocumentOiASigneAn(id_utilisateur: 4) { nb } getfactureAttentAn(id_client_perf: 501, id_client_coreg: 601) { nb } }`,
    );
    const dash = await run(
      "myaffil",
      `{ advertiserDashboard(id_utilisateur: 4) { balance { soldeHt } documentsToSign { id } invoicesWaiting { count total items { id } } } }`,
    );
    const d = dash.advertiserDashboard as {
      balance: { soldeHt: number };
      documentsToSign: unknown[];
      invoicesWaiting: { count: number; total: number; items: unknown[] };
    };
    // No second read of the advertiser's own row either: the request's caller holds its client ids.
    expect(touching("users")).toHaveLength(0);
    expect(touching("invoices")).toHaveLength(1);
    expect(touching("oi_documents")).toHaveLength(1);
    // The balance is one hand-written statement on the balance row (and the last prepayment).
    expect(statements.filter((q) => /\bmarket_balances\b/.test(q))).toHaveLength(1);
    expect(d.balance.soldeHt).toBe((bar.getSoldeactuel as { soldeHt: number }).soldeHt);
    const bellCounts = bell as Record<string, { nb: number }>;
    expect(d.documentsToSign).toHaveLength(bellCounts.getDocumentOiASigneAn!.nb);
    const mine = `status = 'receiving' and ((platform = 'perf' and client_id = 501) or (platform = 'coreg' and client_id = 601))`;
    const waiting = await nb(`select count(*) n from invoices where ${mine}`);
    expect(waiting).toBeGreaterThan(0);
    expect(d.invoicesWaiting.count).toBe(waiting);
    expect(bellCounts.getfactureAttentAn!.nb).toBe(waiting);
    expect(d.invoicesWaiting.total).toBe(await nb(`select sum(amount_cents) n from invoices where ${mine}`));
    expect(d.invoicesWaiting.items).toHaveLength(Math.min(10, waiting));
  });

  it("publisher: the top bar's gift account is one statement", async () => {
    const run = await render("editeur");
    const r = await run("auth", `{ getCompteCadeaux(user_id: 6, droit: "af") { url solde message } }`);
    expect(statements).toHaveLength(1);
    const account = r.getCompteCadeaux as { solde: number; message: string | null };
    expect(account.solde).toBe(await nb(`select coalesce(sum(points), 0) n from gift_points where user_id = 6`));
    const [last] = (
      (await t.db.execute(
        sql`select reason from gift_points where user_id = 6 order by created_at desc, id desc limit 1`,
      )) as unknown as { rows: { reason: string }[] }
    ).rows;
    expect(account.message).toBe(last?.reason ?? null);
  });
});
