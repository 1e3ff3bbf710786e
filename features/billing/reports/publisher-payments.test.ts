import { ApolloClient, gql, InMemoryCache } from "@apollo/client";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "@/lib/api/services";
import { makeServerLink } from "@/lib/apollo/server-link";
import { SESSION_COOKIE } from "@/lib/constants";
import { users } from "@/lib/db/schema";
import { sessionTokenFor } from "@/lib/session/start";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

/**
 * Publisher payments: each one is the payment of its invoice call (seeded through the call
 * workflow, the database refusing anything else), and the publisher's bell (getPaiementAttentAf, getCampagneValideAf; the notification popup shows the
 * bell's own list) and its home dashboard (payments card, waiting KPI, campaigns KPI) read the same
 * statements within one render, so their figures agree with each other and with the tables.
 */
describe.each(ENGINES)("publisher payments on %s", (engine) => {
  let t: TestDb;
  let token = "";
  const statements: string[] = [];
  const nb = async (query: string) =>
    Number(((await t.db.execute(sql.raw(query))) as unknown as { rows: { n: string }[] }).rows[0]!.n ?? 0);

  beforeAll(async () => {
    t = await seededTestDb(
      engine,
      { now: new Date("2026-11-21T00:00:00Z"), members: 10 },
      { logger: { logQuery: (q) => void statements.push(q) } },
    );
    const [u] = await t.db.select().from(users).where(eq(users.id, 6));
    token = await sessionTokenFor(u!);
  }, 120_000);
  afterAll(() => t?.dispose());

  it("payments waiting and accepted campaigns: one read each, the same figures on both", async () => {
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: makeServerLink({
        headers: async () => new Headers({ cookie: `${SESSION_COOKIE}=${token}` }),
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
    await run("myaffil", "query PublisherAgreeMe { me { id } }");
    statements.length = 0;
    const bell = (await run(
      "auth",
      `{ getPaiementAttentAf(id_client_perf: 801, id_client_coreg: 901) { nb } getCampagneValideAf(id_client_perf: 801) { nb } }`,
    )) as { getPaiementAttentAf: { nb: number }; getCampagneValideAf: { nb: number } };
    const dash = (
      (await run(
        "myaffil",
        `{ publisherDashboard(id_utilisateur: 6) { payments { platform waitingCount waitingTotal paidTotal } applications { accepted } } }`,
      )) as {
        publisherDashboard: {
          payments: { platform: string; waitingCount: number; waitingTotal: number; paidTotal: number }[];
          applications: { accepted: number };
        };
      }
    ).publisherDashboard;

    expect(statements.filter((s) => s.includes(`"publisher_payments"`))).toHaveLength(1);
    expect(statements.filter((s) => s.includes(`"perf_applications"`))).toHaveLength(1);

    const mine = `((platform = 'perf' and publisher_client_id = 801) or (platform = 'coreg' and publisher_client_id = 901))`;
    const waiting = await nb(`select count(*) n from publisher_payments where status = 'waiting' and ${mine}`);
    expect(waiting).toBeGreaterThan(0);
    expect(bell.getPaiementAttentAf.nb).toBe(waiting);
    expect(dash.payments.reduce((s, p) => s + p.waitingCount, 0)).toBe(waiting);
    expect(dash.payments.reduce((s, p) => s + p.waitingTotal, 0)).toBe(
      await nb(`select sum(amount_cents) n from publisher_payments where status = 'waiting' and ${mine}`),
    );

    const accepted = await nb(
      `select count(*) n from perf_applications a join perf_programs p on p.id = a.program_id
       where a.publisher_client_id = 801 and a.state = 'accepted' and p.state <> 'supprime'`,
    );
    expect(accepted).toBeGreaterThan(0);
    expect(bell.getCampagneValideAf.nb).toBe(accepted);
    expect(dash.applications.accepted).toBe(accepted);
  });

  it("every seeded payment points at its call, and the call at it, with the call's client, platform and amount", async () => {
    const rows = (
      (await t.db.execute(
        sql`select p.id, p.status, p.invoice_call_id, c.id call_id, c.payment_id, c.status call_status,
              p.publisher_client_id = c.publisher_client_id and p.platform = c.platform and p.amount_cents = c.amount_cents same
            from publisher_payments p left join invoice_calls c on c.id = p.invoice_call_id order by p.id`,
      )) as unknown as {
        rows: {
          id: number;
          status: string;
          call_id: number | null;
          payment_id: number | null;
          call_status: string;
          same: boolean;
        }[];
      }
    ).rows;
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect(r.call_id).not.toBeNull();
      expect(r.payment_id).toBe(r.id);
      expect(r.same).toBe(true);
      expect(r.call_status).toBe(r.status === "paid" ? "paid" : "receiving");
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["paid", "waiting"]));
    // Every call an administrator accepted has its payment.
    expect(
      await nb(`select count(*) n from invoice_calls c where c.status in ('receiving', 'paid')
                and not exists (select 1 from publisher_payments p where p.invoice_call_id = c.id)`),
    ).toBe(0);
  });

  it.each([
    [
      "a payment of no call",
      `insert into publisher_payments (publisher_client_id, platform, amount_cents) values (801, 'perf', 100)`,
    ],
    [
      "a second payment of a call",
      `insert into publisher_payments (publisher_client_id, platform, amount_cents, invoice_call_id)
       select 801, 'perf', 100, invoice_call_id from publisher_payments order by id limit 1`,
    ],
    [
      "a call pointing at another call's payment",
      `update invoice_calls set payment_id = (select id from publisher_payments where invoice_call_id <> invoice_calls.id order by id limit 1)
       where id = (select invoice_call_id from publisher_payments order by id desc limit 1)`,
    ],
  ])("the database refuses %s", async (_, statement) => {
    await expect(t.db.execute(sql.raw(statement))).rejects.toThrow();
  });
});
