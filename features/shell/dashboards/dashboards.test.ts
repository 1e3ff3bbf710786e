import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/db/schema";
import { graphql as authGraphql } from "@/lib/graphql/auth";
import { graphql } from "@/lib/graphql/myaffil";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf, onlyField, type Query } from "@/tests/helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const ACCOUNTS = { admin: 1, tem: 2, ma: 3, annonceur: 4, annonceurPerf: 5, editeur: 6, multi: 7, ancien: 10 } as const;
type Account = keyof typeof ACCOUNTS;

// The expected figures are written here in SQL, independently of features/shell/dashboards/server.
const TZ = `'Europe/Paris'`;
const TODAY = `(date_trunc('day', now() at time zone ${TZ}) at time zone ${TZ})`;
const MONTH = `(date_trunc('month', now() at time zone ${TZ}) at time zone ${TZ})`;
const DAYS_29_AGO = `((date_trunc('day', now() at time zone ${TZ}) - interval '29 days') at time zone ${TZ})`;

const PERIOD = graphql(`
  fragment P on AdminPeriodKpis {
    marketplaceRevenue
    marketplaceSales
    invoiced
    publisherCosts
    margin
    prepaymentsValidated
    prepaymentsValidatedAmount
    newMembers
  }
`);
const ADMIN = graphql(
  `
    {
      adminDashboard {
        kpis {
          today {
            ...P
          }
          monthToDate {
            ...P
          }
        }
        daily {
          day
          sales
          signUps
        }
        queues {
          members
          applications
          ois
          prepayments
          programs
        }
        billing {
          platform
          invoicesWaiting
          invoicesWaitingAmount
          paymentsWaiting
          paymentsWaitingAmount
        }
      }
    }
  `,
  [PERIOD],
);
const ADVERTISER = graphql(`
  query ($id: Int!) {
    advertiserDashboard(id_utilisateur: $id) {
      programCounts {
        running
        paused
        deleted
        awaitingValidation
      }
      recentPrograms {
        id
        name
        state
        validation
        campaigns
        publishers
      }
      marketplaceClient
      balance {
        soldeHt
        soldeTtc
        lastPrepaiement
        low
      }
      spend {
        day
        amount
      }
      documentsToSign {
        id
        title
      }
      invoicesWaiting {
        count
        total
        items {
          id
        }
      }
      orders {
        inProgress
        paused
        completed
        recent {
          id
        }
      }
      leads {
        from
        received
        valid
        invalid
        marketplace
      }
    }
  }
`);
const PUBLISHER = graphql(`
  query ($id: Int!) {
    publisherDashboard(id_utilisateur: $id) {
      earnings {
        month
        amount
      }
      payments {
        platform
        paidTotal
        waitingCount
        waitingTotal
      }
      applications {
        accepted
        pending
        refused
      }
      acceptedCampaigns {
        programId
        programName
        runningCampaigns
      }
      refusals {
        programName
        reason
      }
    }
  }
`);
const GIFTS = graphql(`
  query ($id: Int!) {
    giftDashboard(user_id: $id) {
      url
      balance
      earned
      spent
      movements
      history {
        points
        reason
      }
    }
  }
`);
const QUERIES = { admin: ADMIN, advertiser: ADVERTISER, publisher: PUBLISHER, gifts: GIFTS } as const;

describe.each(ENGINES)("dashboards on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<Account, string>;

  async function rows<R = Record<string, unknown>>(query: string): Promise<R[]> {
    const res = await t.db.execute(sql.raw(query));
    return (res as unknown as { rows: R[] }).rows;
  }
  /** One number from SQL (count or sum; bigint and numeric come back as text on node-postgres). */
  const num = async (query: string) => Number((await rows<{ v: unknown }>(query))[0]?.v ?? 0);
  async function ask<TData = Record<string, unknown>>(
    who: Account | null,
    query: Query<TData>,
    variables?: Record<string, unknown>,
  ) {
    return call("myaffil", query, { ...(who ? { token: tokens[who] } : {}), variables });
  }
  async function data<TData>(who: Account, query: Query<TData>, variables?: Record<string, unknown>) {
    const r = await ask(who, query, variables);
    expect(r.body.errors).toBeUndefined();
    return onlyField(r.body.data!);
  }

  beforeAll(async () => {
    // Laid out around today, so that today's and this month's figures have rows to add up.
    t = await seededTestDb(engine);
    // Today's activity, so that "today" is not zero everywhere.
    await t.db.execute(
      sql`insert into balance_ledger (user_id, kind, amount_cents, reason) values (4, 'sale', -12345, 'Achat de leads test'), (7, 'sale', -2500, 'Achat de leads test')`,
    );
    await t.db.execute(
      sql`insert into prepayments (user_id, amount_cents, method, status, decided_at, decided_by) values (4, 40000, 'card', 'validated', now(), 1)`,
    );
    await t.db.execute(
      sql`insert into users (email, law, status, first_name, last_name, society) values ('nouveau.test@exemple.fr', 'af', 'pending', 'Nina', 'Nouvelle', 'Nouvelle Média')`,
    );
    await t.db.execute(
      sql`insert into invoices (client_id, platform, number, amount_cents, ht_cents, vat_cents) values (501, 'perf', 'MA-TEST-1', 99900, 83250, 16650)`,
    );
    await t.db.execute(
      // A payment opened today: every payment belongs to an invoice call (one still without its payment).
      sql`insert into publisher_payments (publisher_client_id, platform, amount_cents, invoice_call_id)
          select 801, 'perf', 45600, id from invoice_calls where publisher_client_id = 801 and payment_id is null order by id limit 1`,
    );
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as Account] = await sessionTokenFor(u!);
    }
  });
  afterAll(() => t?.dispose());

  async function expectedPeriod(since: string) {
    const marketplaceRevenue = await num(
      `select coalesce(-sum(amount_cents), 0) v from balance_ledger where kind = 'sale' and created_at >= ${since}`,
    );
    const invoiced = await num(`select coalesce(sum(amount_cents), 0) v from invoices where issued_at >= ${since}`);
    const myaffilInvoiced = await num(
      `select coalesce(sum(amount_cents), 0) v from invoices where platform in ('perf', 'coreg') and issued_at >= ${since}`,
    );
    const publisherCosts = await num(
      `select coalesce(sum(amount_cents), 0) v from publisher_payments where requested_at >= ${since}`,
    );
    return {
      marketplaceRevenue,
      marketplaceSales: await num(
        `select count(*) v from balance_ledger where kind = 'sale' and created_at >= ${since}`,
      ),
      invoiced,
      publisherCosts,
      margin: myaffilInvoiced === 0 && publisherCosts === 0 ? null : myaffilInvoiced - publisherCosts,
      prepaymentsValidated: await num(
        `select count(*) v from prepayments where status = 'validated' and decided_at >= ${since}`,
      ),
      prepaymentsValidatedAmount: await num(
        `select coalesce(sum(amount_cents), 0) v from prepayments where status = 'validated' and decided_at >= ${since}`,
      ),
      newMembers: await num(`select count(*) v from users where law in ('an','af') and created_at >= ${since}`),
    };
  }

  it.each(["admin", "tem", "ma"] as const)("admin dashboard for %s: today and month-to-date KPIs", async (who) => {
    const d = await data(who, ADMIN);
    const today = await expectedPeriod(TODAY);
    expect(today.marketplaceRevenue).toBeGreaterThanOrEqual(12345 + 2500);
    expect(today.prepaymentsValidated).toBeGreaterThan(0);
    expect(today.newMembers).toBeGreaterThan(0);
    expect(d.kpis.today).toEqual(today);
    expect(d.kpis.monthToDate).toEqual(await expectedPeriod(MONTH));
  });

  it("admin dashboard: the last 30 days of sales and sign-ups, and the queues", async () => {
    const d = await data("admin", ADMIN);
    expect(d.daily).toHaveLength(30);
    const [now] = await rows<{ today: string }>(`select to_char(now() at time zone ${TZ}, 'YYYY-MM-DD') today`);
    expect(d.daily.at(-1)!.day).toBe(now!.today);
    const perDay = async (table: string, at: string, value: string, where: string) =>
      Object.fromEntries(
        (
          await rows<{ day: string; v: unknown }>(
            `select to_char(${at} at time zone ${TZ}, 'YYYY-MM-DD') as day, ${value} v from ${table} where ${where} and ${at} >= ${DAYS_29_AGO} group by 1`,
          )
        ).map((r) => [r.day, Number(r.v)]),
      );
    const sales = await perDay("balance_ledger", "created_at", "-sum(amount_cents)", "kind = 'sale'");
    const signUps = await perDay("users", "created_at", "count(*)", "law in ('an','af')");
    expect(Object.keys(signUps).length).toBeGreaterThan(0);
    for (const p of d.daily) {
      expect(p.sales, p.day).toBe(sales[p.day] ?? 0);
      expect(p.signUps, p.day).toBe(signUps[p.day] ?? 0);
    }

    expect(d.queues).toEqual({
      members: await num(`select count(*) v from users where status = 'pending'`),
      applications: await num(`select count(*) v from perf_applications where state = 'being_verified'`),
      ois: await num(`select count(*) v from oi_documents where status = 'signed'`),
      prepayments: await num(`select count(*) v from prepayments where status = 'waiting'`),
      programs: await num(`select count(*) v from perf_programs where validation = 'pending' and state <> 'supprime'`),
    });
    for (const b of d.billing) {
      expect(b.invoicesWaiting).toBe(
        await num(`select count(*) v from invoices where status = 'receiving' and platform = '${b.platform}'`),
      );
      expect(b.invoicesWaitingAmount).toBe(
        await num(
          `select coalesce(sum(amount_cents), 0) v from invoices where status = 'receiving' and platform = '${b.platform}'`,
        ),
      );
      expect(b.paymentsWaitingAmount).toBe(
        await num(
          `select coalesce(sum(amount_cents), 0) v from publisher_payments where status = 'waiting' and platform = '${b.platform}'`,
        ),
      );
    }
    expect(d.billing.map((b: { platform: string }) => b.platform)).toEqual(["perf", "coreg", "market"]);
  });

  it.each(["annonceur", "editeur", "multi"] as const)("admin dashboard refused to %s", async (who) => {
    expect(codeOf((await ask(who, ADMIN)).body)).toBe("FORBIDDEN");
  });

  it("advertiser dashboard: its programs, balance, spend, documents and invoices", async () => {
    const d = await data("annonceur", ADVERTISER, { id: 4 });
    const byState = (cond: string) =>
      num(`select count(*) v from perf_programs where advertiser_client_id = 501 and ${cond}`);
    expect(d.programCounts).toEqual({
      running: await byState(`state = 'valide'`),
      paused: await byState(`state = 'pause'`),
      deleted: await byState(`state = 'supprime'`),
      awaitingValidation: await byState(`validation = 'pending' and state <> 'supprime'`),
    });
    const recent = await rows<{ id: number }>(
      `select id from perf_programs where advertiser_client_id = 501 and state <> 'supprime' order by created_at desc, id desc limit 6`,
    );
    expect(d.recentPrograms.map((p: { id: number }) => p.id)).toEqual(recent.map((r) => r.id));
    const auto = d.recentPrograms.find((p: { name: string }) => p.name.startsWith("Assurance auto"));
    expect(auto?.publishers).toBe(
      await num(
        `select count(*) v from perf_applications a join perf_programs p on p.id = a.program_id where p.name like 'Assurance auto%' and a.state = 'accepted'`,
      ),
    );

    const soldeHt = await num(`select coalesce(sum(amount_cents), 0) v from balance_ledger where user_id = 4`);
    const last = await num(
      `select amount_cents v from prepayments where user_id = 4 and status = 'validated' order by decided_at desc, id desc limit 1`,
    );
    expect(d.marketplaceClient).toBe(true);
    expect(d.balance).toEqual({
      soldeHt,
      soldeTtc: Math.round(soldeHt * 1.2),
      lastPrepaiement: last,
      low: 0.2 * last > soldeHt,
    });

    expect(d.spend).toHaveLength(30);
    const spent = await num(
      `select coalesce(-sum(amount_cents), 0) v from balance_ledger where user_id = 4 and kind = 'sale' and created_at >= ${DAYS_29_AGO}`,
    );
    expect(spent).toBeGreaterThanOrEqual(12345);
    expect(d.spend.reduce((s: number, p: { amount: number }) => s + p.amount, 0)).toBe(spent);
    expect(d.spend.at(-1)!.amount).toBe(
      await num(
        `select coalesce(-sum(amount_cents), 0) v from balance_ledger where user_id = 4 and kind = 'sale' and created_at >= ${TODAY}`,
      ),
    );

    const toSign = await rows<{ id: number }>(
      `select id from oi_documents where advertiser_user_id = 4 and status = 'to_sign' order by created_at, id`,
    );
    expect(d.documentsToSign.map((x: { id: number }) => x.id)).toEqual(toSign.map((r) => r.id));
    // The bell's definition (getfactureAttentAn: perf and coreg); the marketplace invoice of 701 is not in it.
    const mine = `status = 'receiving' and ((platform = 'perf' and client_id = 501) or (platform = 'coreg' and client_id = 601))`;
    expect(
      await num(
        `select count(*) v from invoices where status = 'receiving' and platform = 'market' and client_id = 701`,
      ),
    ).toBeGreaterThan(0);
    expect(d.invoicesWaiting.count).toBe(await num(`select count(*) v from invoices where ${mine}`));
    expect(d.invoicesWaiting.total).toBe(await num(`select sum(amount_cents) v from invoices where ${mine}`));
    const bell = await call(
      "auth",
      authGraphql(`{ getfactureAttentAn(id_client_perf: 501, id_client_coreg: 601) { nb } }`),
      { token: tokens.annonceur },
    );
    expect(d.invoicesWaiting.count).toBe(bell.body.data!.getfactureAttentAn.nb);

    // Marketplace orders and the leads of the last 30 days, from the tables themselves.
    const orders = (state: string) =>
      num(`select count(*) v from market_orders where user_id = 4 and state = '${state}'`);
    expect(d.orders).toMatchObject({
      inProgress: await orders("in_progress"),
      paused: await orders("paused"),
      completed: await orders("completed"),
    });
    const recentOrders = await rows<{ id: number }>(
      `select id from market_orders where user_id = 4 order by created_at desc, id desc limit 5`,
    );
    expect(d.orders!.recent.map((o: { id: number }) => o.id)).toEqual(recentOrders.map((r) => r.id));
    const since = `(date_trunc('day', now() at time zone ${TZ}) - interval '29 days')::date`;
    expect(d.leads).toEqual({
      from: (await rows<{ d: string }>(`select to_char(${since}, 'YYYY-MM-DD') d`))[0]!.d,
      received: await num(
        `select coalesce(sum(leads), 0) v from perf_stats_daily where advertiser_client_id = 501 and day >= ${since}`,
      ),
      valid: await num(
        `select coalesce(sum(valid_leads), 0) v from perf_stats_daily where advertiser_client_id = 501 and day >= ${since}`,
      ),
      invalid: await num(
        `select coalesce(sum(invalid_leads), 0) v from perf_stats_daily where advertiser_client_id = 501 and day >= ${since}`,
      ),
      marketplace: await num(`select count(*) v from market_sales where user_id = 4 and created_at >= ${DAYS_29_AGO}`),
    });
  });

  it("advertiser dashboard: no balance for a non-marketplace client; multi_droit reads its advertiser ids", async () => {
    const perf = await data("annonceurPerf", ADVERTISER, { id: 5 });
    expect(perf.marketplaceClient).toBe(false);
    expect(perf.balance).toBeNull();
    expect(perf.programCounts.running).toBe(
      await num(`select count(*) v from perf_programs where advertiser_client_id = 502 and state = 'valide'`),
    );
    const multi = await data("multi", ADVERTISER, { id: 7 });
    expect(multi.programCounts.running).toBe(
      await num(`select count(*) v from perf_programs where advertiser_client_id = 503 and state = 'valide'`),
    );
    expect(multi.balance!.low).toBe(true);
    // An administrator may read any advertiser's.
    expect(await data("ma", ADVERTISER, { id: 5 })).toEqual(perf);
  });

  it("publisher dashboard: earnings by month, payments, applications and accepted campaigns", async () => {
    const d = await data("editeur", PUBLISHER, { id: 6 });
    expect(d.earnings).toHaveLength(12);
    const paid = await rows<{ month: string; v: unknown }>(
      `select to_char(paid_at at time zone ${TZ}, 'YYYY-MM') as month, sum(amount_cents) v from publisher_payments
       where status = 'paid' and ((platform = 'perf' and publisher_client_id = 801) or (platform = 'coreg' and publisher_client_id = 901))
       and paid_at >= ((date_trunc('month', now() at time zone ${TZ}) - interval '11 months') at time zone ${TZ}) group by 1`,
    );
    expect(paid.length).toBeGreaterThan(0);
    const byMonth = Object.fromEntries(paid.map((r) => [r.month, Number(r.v)]));
    for (const m of d.earnings) expect(m.amount, m.month).toBe(byMonth[m.month] ?? 0);

    for (const [platform, client] of [
      ["perf", 801],
      ["coreg", 901],
    ] as const) {
      const of = `platform = '${platform}' and publisher_client_id = ${client}`;
      expect(d.payments.find((p: { platform: string }) => p.platform === platform)).toEqual({
        platform,
        paidTotal: await num(
          `select coalesce(sum(amount_cents), 0) v from publisher_payments where ${of} and status = 'paid'`,
        ),
        waitingCount: await num(`select count(*) v from publisher_payments where ${of} and status = 'waiting'`),
        waitingTotal: await num(
          `select coalesce(sum(amount_cents), 0) v from publisher_payments where ${of} and status = 'waiting'`,
        ),
      });
    }
    const apps = (cond: string) =>
      num(
        `select count(*) v from perf_applications a join perf_programs p on p.id = a.program_id where a.publisher_client_id = 801 and ${cond}`,
      );
    expect(d.applications).toEqual({
      accepted: await apps(`a.state = 'accepted' and p.state <> 'supprime'`),
      pending: await apps(`a.state = 'being_verified'`),
      refused: await apps(`a.state = 'refused'`),
    });
    const names = await rows<{ name: string }>(
      `select p.name from perf_applications a join perf_programs p on p.id = a.program_id
       where a.publisher_client_id = 801 and a.state = 'accepted' and p.state <> 'supprime' order by a.decided_at desc, a.id desc`,
    );
    expect(d.acceptedCampaigns.map((c: { programName: string }) => c.programName)).toEqual(names.map((r) => r.name));
    const auto = d.acceptedCampaigns.find((c: { programName: string }) => c.programName.startsWith("Assurance auto"));
    expect(auto!.runningCampaigns).toBe(
      await num(
        `select count(*) v from perf_campaigns c join perf_programs p on p.id = c.program_id where p.name like 'Assurance auto%' and c.state = 'valide'`,
      ),
    );
    expect(d.refusals).toHaveLength(await apps(`a.state = 'refused'`));
    expect(d.refusals[0]!.reason).toBeTruthy();
  });

  it.each([
    ["annonceur", "advertiser", 5, "FORBIDDEN"],
    ["annonceurPerf", "advertiser", 4, "FORBIDDEN"],
    ["editeur", "advertiser", 6, "FORBIDDEN"],
    ["editeur", "publisher", 10, "FORBIDDEN"],
    ["ancien", "publisher", 6, "FORBIDDEN"],
    ["annonceur", "publisher", 4, "FORBIDDEN"],
    ["multi", "publisher", 7, "FORBIDDEN"],
    ["admin", "advertiser", 6, "BAD_USER_INPUT"],
    ["admin", "publisher", 5, "BAD_USER_INPUT"],
    ["editeur", "gifts", 1, "FORBIDDEN"],
    ["annonceur", "gifts", 4, "FORBIDDEN"],
    ["tem", "gifts", 2, "FORBIDDEN"],
    ["admin", "gifts", 6, "FORBIDDEN"],
  ] as const)("%s asking the %s dashboard of user %s → %s", async (who, kind, id, code) => {
    // Four documents of different answers: only the errors are read.
    const r = await ask<Record<string, unknown>>(who, QUERIES[kind], { id });
    expect(codeOf(r.body)).toBe(code);
    expect(r.body.data ?? null).toBeNull();
  });

  it.each(["admin", "advertiser", "publisher", "gifts"] as const)(
    "anonymous asking the %s dashboard → UNAUTHENTICATED",
    async (kind) => {
      expect(
        codeOf(
          (await ask<Record<string, unknown>>(null, QUERIES[kind], kind === "admin" ? undefined : { id: 4 })).body,
        ),
      ).toBe("UNAUTHENTICATED");
    },
  );

  it("gift dashboard: balance, totals, history and shop link of the caller's own account", async () => {
    const d = await data("editeur", GIFTS, { id: 6 });
    expect(d.url).toBe((await rows<{ url: string }>(`select url from gift_accounts where user_id = 6`))[0]!.url);
    expect(d.balance).toBe(await num(`select sum(points) v from gift_points where user_id = 6`));
    expect(d.earned).toBe(await num(`select sum(points) v from gift_points where user_id = 6 and points > 0`));
    expect(d.spent).toBe(await num(`select -sum(points) v from gift_points where user_id = 6 and points < 0`));
    expect(d.movements).toBe(await num(`select count(*) v from gift_points where user_id = 6`));
    const latest = await rows<{ reason: string }>(
      `select reason from gift_points where user_id = 6 order by created_at desc, id desc limit 50`,
    );
    expect(d.history.map((h: { reason: string }) => h.reason)).toEqual(latest.map((r) => r.reason));
    // The allow-listed administrator's account holds no shop: the "0 Points accumulés" case.
    expect(await data("admin", GIFTS, { id: 1 })).toEqual({
      url: null,
      balance: 0,
      earned: 0,
      spent: 0,
      movements: 0,
      history: [],
    });
  });
});
