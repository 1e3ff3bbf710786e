import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthReview } from "@/features/billing/billing-months/server/review";
import { validateMonth } from "@/features/billing/billing-months/server/validate";
import { generateMonthInvoices } from "@/features/billing/invoices/server/generate";
import { createFraudCsvHandler } from "@/features/mongustave/fraud/server/fraud-csv-http";
import { fraudQueue } from "@/features/mongustave/fraud/server/fraud-queue";
import { reviewFraudCases } from "@/features/mongustave/fraud/server/fraud-review";
import type { Db } from "@/lib/db";
import { auditLog, invoiceLines, invoices, mgDeliveries, mgLeads, mgWebServices } from "@/lib/db/schema";
import type { MgDeliveryState, MgFraudReason, MgFraudState } from "@/lib/domain/states";
import { apiClient, codeOf as apiCode } from "@/tests/helpers/api";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { createPrincipal, listPrincipals, tokenOf } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const codeOf = (e: unknown) => (e as { extensions?: { code?: string } }).extensions?.code;
let seq = 0;

/** A Mon Gustave web service of a client (active, 12 € a lead unless told). */
async function addWs(db: Db, clientId: number, priceCents = 1_200) {
  const [w] = await db
    .insert(mgWebServices)
    .values({
      clientId,
      name: `WS test ${++seq}`,
      product: "mutuelle",
      endpoint: "https://ws.example/leads",
      consumerKey: "k",
      consumerSecret: "s",
      clientToken: "t",
      databaseName: "db",
      priceCents,
      state: "active",
    })
    .returning();
  return w!;
}

/** A lead taken in at `at` (fraud state and reasons as told) and, per web service given, its delivery. */
async function addLead(
  db: Db,
  at: string,
  opts: {
    fraud?: MgFraudState;
    reasons?: MgFraudReason[];
    ip?: string;
    email?: string;
    isTest?: boolean;
    sold?: { ws: { id: number; clientId: number; priceCents: number }; state?: MgDeliveryState }[];
  } = {},
) {
  const n = ++seq;
  const fraud = opts.fraud ?? "clean";
  const reviewed = fraud === "confirmed" || fraud === "cleared";
  const [l] = await db
    .insert(mgLeads)
    .values({
      product: "mutuelle",
      source: "test",
      firstname: "Jeanne",
      lastname: `Martin${n}`,
      email: opts.email ?? `jeanne${n}@exemple.fr`,
      phone: `06${String(10_000_000 + n)}`,
      postcode: "69003",
      ip: opts.ip ?? `10.0.${n % 250}.1`,
      isTest: opts.isTest ?? false,
      fraudState: fraud,
      fraudReasons: opts.reasons ?? (fraud === "clean" ? [] : ["ip_burst"]),
      reviewedAt: reviewed ? new Date(at) : null,
      createdAt: new Date(at),
    })
    .returning();
  for (const s of opts.sold ?? []) {
    const state = s.state ?? "accepted";
    await db.insert(mgDeliveries).values({
      leadId: l!.id,
      webServiceId: s.ws.id,
      clientId: s.ws.clientId,
      product: "mutuelle",
      state,
      priceCents: s.ws.priceCents,
      attempts: 1,
      createdAt: new Date(at),
      settledAt: state === "pending" ? null : new Date(at),
    });
  }
  return l!;
}

describe.each(ENGINES)("Mon Gustave fraud review and billing on %s", (engine) => {
  let t: TestDb;
  let admin: { id: number };
  let client: Awaited<ReturnType<typeof makeUser>>;
  let ws: Awaited<ReturnType<typeof addWs>>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    admin = await makeUser(t.db, "ad");
    client = await makeUser(t.db, "an");
    ws = await addWs(t.db, client.id);
  });
  afterAll(() => t?.dispose());

  it("the queue lists suspected leads with their deliveries and the leads that made the rule fire", async () => {
    const ip = "203.0.113.77";
    const burst = [];
    for (let i = 0; i < 5; i++)
      burst.push(
        await addLead(t.db, `2026-08-10T10:0${i}:00Z`, { ip, fraud: i === 4 ? "suspected" : "clean", sold: [{ ws }] }),
      );
    await addLead(t.db, "2026-08-10T12:00:00Z", { ip }); // same IP, outside the 10-minute window
    const q = await fraudQueue(t.db, { state: "suspected", search: ip, page: 1 });
    expect(q.total).toBe(1);
    const c = q.rows[0]!;
    expect(c.id).toBe(burst[4]!.id);
    expect(c.deliveries).toEqual([
      expect.objectContaining({ clientId: client.id, state: "accepted", priceCents: 1_200 }),
    ]);
    expect(c.billedCents).toBe(1_200);
    expect(c.related.map((r) => r.id)).toEqual(burst.slice(0, 4).map((b) => b.id));
    expect(c.related.every((r) => r.match === "ip")).toBe(true);
    // Filter by a reason it does not carry: gone.
    expect(
      (await fraudQueue(t.db, { state: "suspected", search: ip, reason: "disposable_email", page: 1 })).total,
    ).toBe(0);
  });

  it("confirming needs a note; the decision is recorded and audited; a decided lead is skipped", async () => {
    const lead = await addLead(t.db, "2026-08-11T09:00:00Z", { fraud: "suspected" });
    await expect(reviewFraudCases(t.db, admin, { ids: [lead.id], decision: "confirm", note: " " })).rejects.toSatisfy(
      (e) => codeOf(e) === "BAD_USER_INPUT",
    );
    const out = await reviewFraudCases(t.db, admin, { ids: [lead.id], decision: "confirm", note: "Rafale de bots" });
    expect(out).toEqual({ updated: [lead.id], skipped: [], inValidatedMonth: [] });
    const [row] = await t.db.select().from(mgLeads).where(eq(mgLeads.id, lead.id));
    expect(row).toMatchObject({ fraudState: "confirmed", reviewedBy: admin.id, reviewNote: "Rafale de bots" });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "mg_fraud_confirmed"), eq(auditLog.targetId, String(lead.id))));
    expect(audits).toHaveLength(1);
    // Clearing a confirmed lead is not a clear: it is skipped (reopen first).
    expect(await reviewFraudCases(t.db, admin, { ids: [lead.id], decision: "clear" })).toMatchObject({
      updated: [],
      skipped: [lead.id],
    });
    // Reopening puts it back in the queue, without reviewer.
    await reviewFraudCases(t.db, admin, { ids: [lead.id], decision: "reopen" });
    const [again] = await t.db.select().from(mgLeads).where(eq(mgLeads.id, lead.id));
    expect(again).toMatchObject({ fraudState: "suspected", reviewedBy: null, reviewedAt: null });
  });

  it("a confirmed fraud's sale leaves the month's lines and the MG- invoice; a cleared one stays", async () => {
    const other = await makeUser(t.db, "an");
    const otherWs = await addWs(t.db, other.id, 3_000);
    const fraud = await addLead(t.db, "2026-09-05T10:00:00Z", { fraud: "suspected", sold: [{ ws }] });
    const cleared = await addLead(t.db, "2026-09-06T10:00:00Z", { fraud: "suspected", sold: [{ ws }] });
    await addLead(t.db, "2026-09-07T10:00:00Z", { sold: [{ ws }, { ws: otherWs, state: "refused" }] });
    await addLead(t.db, "2026-09-08T10:00:00Z", { isTest: true, sold: [{ ws }] }); // test leads are never billed
    await addLead(t.db, "2026-10-01T10:00:00Z", { sold: [{ ws }] }); // next month (Paris time)
    await reviewFraudCases(t.db, admin, { ids: [fraud.id], decision: "confirm", note: "Faux contact" });
    await reviewFraudCases(t.db, admin, { ids: [cleared.id], decision: "clear", note: null });

    const review = await monthReview(t.db, { platform: "mongustave", month: "2026-09" });
    expect(review.lines).toEqual([
      expect.objectContaining({
        side: "advertiser",
        clientId: client.idClienMyaffil,
        leads: 3,
        validLeads: 2,
        amountCents: 2_400,
      }),
    ]);
    await validateMonth(t.db, admin, { platform: "mongustave", month: "2026-09" });
    const { issued } = await generateMonthInvoices(t.db, { platform: "mongustave", month: "2026-09" }, admin);
    expect(issued).toHaveLength(1);
    expect(issued[0]!.number).toMatch(/^MG-\d{6}$/);
    expect(issued[0]!.htCents).toBe(2_400);
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, issued[0]!.id));
    expect(lines.reduce((sum, l) => sum + l.htCents, 0)).toBe(2_400);
    const [inv] = await t.db.select().from(invoices).where(eq(invoices.id, issued[0]!.id));
    expect(inv).toMatchObject({ platform: "mongustave", clientId: client.idClienMyaffil, sourceMonth: "2026-09-01" });
  });

  it("a fraud confirmed after its month was validated is reported for a credit note, the invoice untouched", async () => {
    const late = await addLead(t.db, "2026-09-20T10:00:00Z", { fraud: "suspected", sold: [{ ws }] });
    // September was validated by the previous test: this sale falls in a frozen month.
    const out = await reviewFraudCases(t.db, admin, { ids: [late.id], decision: "confirm", note: "Découvert après" });
    expect(out.inValidatedMonth).toEqual([late.id]);
    const mg = await t.db
      .select({ ht: invoices.htCents })
      .from(invoices)
      .where(and(eq(invoices.platform, "mongustave"), inArray(invoices.clientId, [client.idClienMyaffil!])));
    expect(mg.map((i) => i.ht)).toEqual([2_400]);
  });
});

const QUEUE = `query { mgFraudQueue { total rows { id fraudState } } }`;
const REVIEW = `mutation ($ids: [Int!]!) { reviewMgFraud(input: { ids: $ids, decision: "clear" }) { updated skipped } }`;

describe.each(ENGINES)("the fraud review through the API on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  let unlist: () => void;
  const tokens: Record<string, string> = {};
  let leadId: number;

  beforeAll(async () => {
    t = await createTestDb(engine);
    call = apiClient(t.db);
    const listed = await createPrincipal(t.db, { name: "ad", law: "ad", listed: true });
    unlist = listPrincipals([listed]);
    tokens.listedAdmin = await tokenOf(t.db, listed);
    tokens.adNotListed = await tokenOf(t.db, await createPrincipal(t.db, { name: "ad2", law: "ad" }));
    tokens.tem = await tokenOf(t.db, await createPrincipal(t.db, { name: "tem", law: "tem" }));
    tokens.advertiser = await tokenOf(t.db, await createPrincipal(t.db, { name: "an", law: "an", marketplace: true }));
    tokens.publisher = await tokenOf(t.db, await createPrincipal(t.db, { name: "af", law: "af" }));
    leadId = (await addLead(t.db, "2026-08-12T09:00:00Z", { fraud: "suspected" })).id;
  });
  afterAll(async () => {
    unlist?.();
    await t?.dispose();
  });

  it("refuses the queue and the decisions to everyone but the marketplace administrators", async () => {
    expect(apiCode((await call("market", REVIEW, { variables: { ids: [leadId] } })).body)).toBe("UNAUTHENTICATED");
    for (const who of ["adNotListed", "tem", "advertiser", "publisher"]) {
      const review = await call("market", REVIEW, { variables: { ids: [leadId] }, token: tokens[who] });
      expect(apiCode(review.body), who).toBe("FORBIDDEN");
      expect(apiCode((await call("market", QUEUE, { token: tokens[who] })).body), who).toBe("FORBIDDEN");
    }
    const [still] = await t.db.select().from(mgLeads).where(eq(mgLeads.id, leadId));
    expect(still!.fraudState).toBe("suspected");
  });

  it("serves the queue's CSV to a marketplace administrator only", async () => {
    const csv = createFraudCsvHandler({ db: async () => t.db });
    const get = (token?: string) =>
      csv(
        new Request("http://127.0.0.1/api/mongustave/fraud/csv?state=all", {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
      );
    expect((await get()).status).toBe(401);
    expect((await get(tokens.tem)).status).toBe(403);
    expect((await get(tokens.advertiser)).status).toBe(403);
    const ok = await get(tokens.listedAdmin);
    expect(ok.status).toBe(200);
    const text = await ok.text();
    expect(text.split("\r\n")[0]).toContain("lead_id;date;etat;motifs");
    expect(text).toContain(`\r\n${leadId};`);
  });

  it("lets a marketplace administrator read the queue and clear a case", async () => {
    const q = await call<{ mgFraudQueue: { total: number; rows: { id: number }[] } }>("market", QUEUE, {
      token: tokens.listedAdmin,
    });
    expect(q.body.data?.mgFraudQueue.rows.map((r) => r.id)).toContain(leadId);
    const r = await call<{ reviewMgFraud: { updated: number[] } }>("market", REVIEW, {
      variables: { ids: [leadId] },
      token: tokens.listedAdmin,
    });
    expect(r.body.data?.reviewMgFraud.updated).toEqual([leadId]);
  });
});
