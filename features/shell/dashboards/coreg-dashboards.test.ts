import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COREG_CLIENTS, COREG_MONTHS, COREG_PUBLISHER } from "@/features/shell/dashboards/ui/coreg/queries";
import { users } from "@/lib/db/schema";
import { rowsOf } from "@/lib/db/rows";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { seededTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const NOW = new Date("2026-11-21T00:00:00Z");
const ACCOUNTS = { admin: 1, annonceur: 4, editeur: 6, multi: 7 } as const;

/**
 * /weedocoreg and /mycoreg/editeur/dashboard read MyCoreg's figures table through the API: the
 * answers equal a direct computation on the tables (validated months in their reviewed amounts),
 * and each role sees what the authorization table allows.
 */
describe.each(ENGINES)("co-registration dashboards on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tokens = {} as Record<keyof typeof ACCOUNTS, string>;
  const rows = async <R>(q: ReturnType<typeof sql>) => rowsOf<R>(await t.db.execute(q));

  beforeAll(async () => {
    t = await seededTestDb(engine, { now: NOW, members: 10 });
    call = apiClient(t.db);
    for (const [name, id] of Object.entries(ACCOUNTS)) {
      const [u] = await t.db.select().from(users).where(eq(users.id, id));
      tokens[name as keyof typeof ACCOUNTS] = await sessionTokenFor(u!);
    }
  }, 120_000);
  afterAll(() => t?.dispose());

  it("administrators: every month's leads, valid leads, revenue and publisher cost, validated months as reviewed", async () => {
    const r = await call("myaffil", COREG_MONTHS, { token: tokens.admin });
    expect(r.body.errors).toBeUndefined();
    const months = r.body.data!.coregMonths;
    expect(months.length).toBeGreaterThanOrEqual(6);
    expect(months.filter((m) => m.status === "validated").length).toBeGreaterThanOrEqual(5);
    for (const m of months) {
      const [raw] = await rows<{ leads: number; valid: number; amount: string }>(
        sql`select sum(leads)::int leads, sum(valid_leads)::int valid, sum(amount_cents) amount
            from coreg_monthly_figures where side = 'advertiser' and month = ${`${m.month}-01`}::date`,
      );
      const [lines] = await rows<{ adv: string | null; pub: string | null }>(
        sql`select sum(amount_cents + adjustment_cents) filter (where side = 'advertiser') adv,
                   sum(amount_cents + adjustment_cents) filter (where side = 'publisher') pub
            from billing_month_lines where platform = 'coreg' and month = ${`${m.month}-01`}::date`,
      );
      expect([m.leads, m.validLeads]).toEqual([raw!.leads, raw!.valid]);
      if (m.status === "validated") {
        expect(m.revenue).toBe(Number(lines!.adv));
        expect(m.publisherCost).toBe(Number(lines!.pub));
      }
      expect(m.revenue).toBeGreaterThan(0);
    }
    // Oldest first, one row per month.
    expect(months.map((m) => m.month)).toEqual([...new Set(months.map((m) => m.month))].sort());
  });

  it("administrators: one month's clients, advertisers then publishers, named", async () => {
    const month = "2026-10";
    const r = await call("myaffil", COREG_CLIENTS, { token: tokens.admin, variables: { month } });
    expect(r.body.errors).toBeUndefined();
    const clients = r.body.data!.coregClients;
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int n from coreg_monthly_figures where month = '2026-10-01'`,
    );
    expect(clients).toHaveLength(n!.n);
    expect(clients[0]!.side).toBe("advertiser");
    expect(clients.at(-1)!.side).toBe("publisher");
    const editeur = clients.find((c) => c.side === "publisher" && c.clientId === 901)!;
    expect(editeur.name).toBe("Leroy Médias");
    const bad = await call("myaffil", COREG_CLIENTS, { token: tokens.admin, variables: { month: "2026-13" } });
    expect(codeOf(bad.body)).toBe("BAD_USER_INPUT");
  });

  it("a publisher: its own months with their invoice calls, and the coreg payments of the bell", async () => {
    const r = await call("myaffil", COREG_PUBLISHER, { token: tokens.editeur, variables: { id: 6 } });
    expect(r.body.errors).toBeUndefined();
    const d = r.body.data!.coregPublisherDashboard;
    const expected = await rows<{ month: string; leads: number; earnings: string; call: string | null }>(
      sql`select to_char(f.month, 'YYYY-MM') as month, f.leads,
            coalesce((select sum(amount_cents + adjustment_cents) from billing_month_lines l
                      where l.platform = 'coreg' and l.month = f.month and l.side = 'publisher' and l.client_id = 901),
                     f.amount_cents) earnings,
            (select status from invoice_calls c where c.platform = 'coreg' and c.month = f.month and c.publisher_client_id = 901) as call
          from coreg_monthly_figures f where f.side = 'publisher' and f.client_id = 901 order by f.month`,
    );
    expect(d.months.map((m) => [m.month, m.leads, m.earnings, m.callStatus])).toEqual(
      expected.map((e) => [e.month, e.leads, Number(e.earnings), e.call]),
    );
    expect(new Set(d.months.map((m) => m.callStatus))).toContain("paid");
    const bell = await call("auth", `{ getPaiementAttentAf(id_client_coreg: 901) { nb } }`, { token: tokens.editeur });
    expect(d.payments.waitingCount).toBe(
      (bell.body.data as { getPaiementAttentAf: { nb: number } }).getPaiementAttentAf.nb,
    );
    const [paid] = await rows<{ v: string }>(
      sql`select coalesce(sum(amount_cents), 0) v from publisher_payments where platform = 'coreg' and publisher_client_id = 901 and status = 'paid'`,
    );
    expect(d.payments.paidTotal).toBe(Number(paid!.v));
  });

  it.each([
    ["editeur", "coregMonths"],
    ["annonceur", "coregMonths"],
    ["editeur", "other publisher"],
    ["annonceur", "publisher dashboard"],
  ] as const)("%s is refused %s", async (who, what) => {
    const r =
      what === "coregMonths"
        ? await call("myaffil", COREG_MONTHS, { token: tokens[who] })
        : await call("myaffil", COREG_PUBLISHER, {
            token: tokens[who],
            variables: { id: what === "other publisher" ? 7 : 4 },
          });
    expect(codeOf(r.body)).toBe("FORBIDDEN");
  });
});
