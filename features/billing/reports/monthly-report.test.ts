import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { recordPayment } from "@/features/billing/invoices/server/payment";
import { clientAdvances } from "@/features/billing/reports/server/advances";
import { clientRevenue } from "@/features/billing/reports/server/client-revenue";
import { liveFigures } from "@/features/billing/reports/server/figures";
import { createMonthlyReportFileHandler } from "@/features/billing/reports/server/http";
import { storedReports } from "@/features/billing/reports/server/monthly-reports";
import { platformClients } from "@/features/billing/reports/server/platform-clients";
import { listPublisherPayments } from "@/features/billing/reports/server/publisher-payments";
import { rowsOf } from "@/lib/db/rows";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { creditNoteAt, invoiceOn, ledgerAt, monthWithLines, publisherPayment } from "@/tests/helpers/report-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

type Figure = { platform: string; revenue_cents: number; cost_cents: number; margin_cents: number };

/**
 * The monthly report (/report) and the report area's reads: figures from the real tables, equal to a
 * computation by hand on factory data (March 2026), to the cent; a generated report keeps its figures;
 * the report allow-list and REPORT_AD decide who reads and who generates.
 */
describe.each(ENGINES)("the monthly report on %s", (engine) => {
  let t: TestDb;
  let call: ReturnType<typeof apiClient>;
  const tok: Record<string, string> = {};
  let adId = 0;
  let a: Awaited<ReturnType<typeof makeUser>>;
  // What the factories below lay out, summed by hand.
  const want = { perf: { revenue: 0, cost: 40_004, collected: 0 }, mg: { revenue: 0 } };
  let perfInvoice = { id: 0, amountCents: 0 };
  let mgInvoice = { id: 0, amountCents: 0 };
  let perfNote = { amountCents: 0 };
  let mgNote = { amountCents: 0 };

  beforeAll(async () => {
    t = await createTestDb(engine);
    call = apiClient(t.db);
    const users = {
      adListed: await makeUser(t.db, "ad", { email: "admin@weedo.test" }),
      maListed: await makeUser(t.db, "ma", { email: "ma@weedo.test" }),
      tem: await makeUser(t.db, "tem"),
      adNotListed: await makeUser(t.db, "ad"),
      an: await makeUser(t.db, "an", { society: "Client A", idClienLeadmarket: 777 }),
      af: await makeUser(t.db, "af", { society: "Éditeur F" }),
    };
    for (const [k, u] of Object.entries(users)) tok[k] = await sessionTokenFor(u);
    adId = users.adListed.id;
    a = users.an;
    const pub = users.af.idClienMyaffil!;

    // MyAffil, March validated: advertiser 12 345 − 45 (adjustment) + 67 891; publisher 40 001 + 3.
    await monthWithLines(t.db, "perf", "2026-03-01", [
      { side: "advertiser", clientId: a.idClienMyaffil!, amountCents: 12_345, adjustmentCents: -45 },
      { side: "advertiser", clientId: 4242, amountCents: 67_891 },
      { side: "publisher", clientId: pub, amountCents: 40_001 },
      { side: "publisher", clientId: 4343, amountCents: 3 },
    ]);
    // MyCoreg, March still open: counts nothing.
    await monthWithLines(t.db, "coreg", "2026-03-01", [{ side: "advertiser", clientId: 1, amountCents: 5_000 }], {
      validated: false,
    });
    // A MyAffil invoice of March (3 × 33,33 €), 11,11 € credited in March, paid in March.
    perfInvoice = await invoiceOn(t.db, "perf", a.idClienMyaffil!, "2026-03-05", 3, 3_333);
    perfNote = await creditNoteAt(t.db, perfInvoice.id, 1_111, new Date("2026-03-18T10:00:00Z"), adId);
    await recordPayment(
      t.db,
      { invoiceId: perfInvoice.id, reference: "VIR-1", paidAt: new Date("2026-03-20T10:00:00Z") },
      { id: adId },
    );
    want.perf.revenue = 12_300 + 67_891 - 1_111;
    // Mon Gustave: 7 × 12,50 € in March, 7,50 € credited in March; another invoice in April (out).
    mgInvoice = await invoiceOn(t.db, "mongustave", a.idClienMyaffil!, "2026-03-10", 7, 1_250);
    mgNote = await creditNoteAt(t.db, mgInvoice.id, 750, new Date("2026-03-25T09:00:00Z"), adId);
    await invoiceOn(t.db, "mongustave", a.idClienMyaffil!, "2026-04-01", 1, 999);
    want.mg.revenue = 8_750 - 750;
    // Publisher payments: one paid in March, one paid in April, one waiting.
    await monthWithLines(t.db, "perf", "2026-01-01", []);
    await monthWithLines(t.db, "perf", "2026-02-01", []);
    const callOf = { platform: "perf" as const, clientId: pub, userId: users.af.id };
    await publisherPayment(t.db, {
      ...callOf,
      month: "2026-02-01",
      amountCents: 7_777,
      paidAt: new Date("2026-03-15T12:00:00Z"),
    });
    await publisherPayment(t.db, {
      ...callOf,
      month: "2026-03-01",
      amountCents: 1_000,
      paidAt: new Date("2026-04-02T12:00:00Z"),
    });
    await publisherPayment(t.db, { ...callOf, month: "2026-01-01", amountCents: 555, paidAt: null });
    // Weedo market ledger, cut in Paris time: 2026-02-28T23:30Z is March 1st in Paris, 2026-03-31T23:30Z April.
    await ledgerAt(t.db, a.id, "prepayment", 50_000, "2026-02-20T10:00:00Z");
    await ledgerAt(t.db, a.id, "prepayment", 20_000, "2026-03-02T10:00:00Z");
    await ledgerAt(t.db, a.id, "sale", -100, "2026-02-28T23:30:00Z");
    await ledgerAt(t.db, a.id, "sale", -1_234, "2026-03-12T10:00:00Z");
    await ledgerAt(t.db, a.id, "sale", -2_000, "2026-03-12T11:00:00Z");
    await ledgerAt(t.db, a.id, "refund", 1_234, "2026-03-13T10:00:00Z");
    await ledgerAt(t.db, a.id, "promo", 500, "2026-03-14T10:00:00Z");
    await ledgerAt(t.db, a.id, "sale", -999, "2026-03-31T23:30:00Z");
  });
  afterAll(() => t.dispose());

  it("computes each platform's March to the cent from the tables", async () => {
    const f = Object.fromEntries((await liveFigures(t.db, "2026-03", "2026-03")).map((x) => [x.platform, x]));
    expect(f.perf).toMatchObject({
      revenueCents: want.perf.revenue,
      costCents: 40_004,
      marginCents: want.perf.revenue - 40_004,
      invoicedCents: 9_999,
      creditedCents: 1_111,
      // The payment received what remained after the credit note (11 999 − 1 333 TTC).
      collectedCents: perfInvoice.amountCents - perfNote.amountCents,
      paidOutCents: 7_777,
      validated: true,
      hasCostData: true,
    });
    expect(f.coreg).toMatchObject({ revenueCents: 0, costCents: 0, marginCents: 0, validated: false });
    expect(f.mongustave).toMatchObject({
      revenueCents: 8_000,
      costCents: 0,
      marginCents: 8_000,
      invoicedCents: 8_750,
      creditedCents: 750,
      hasCostData: false,
    });
    // Sales 100 + 1 234 + 2 000, less the 1 234 refund; cost: the 500 promo; collected: March's prepayment.
    expect(f.market).toMatchObject({ revenueCents: 2_100, costCents: 500, marginCents: 1_600, collectedCents: 20_000 });
    expect(perfInvoice.amountCents).toBe(11_999);
  });

  it("answers the same figures through the API, margin = revenue − cost for every line", async () => {
    const r = await call<{ monthlyFigures: Figure[] }>(
      "auth",
      `{ monthlyFigures(from: "2026-02", to: "2026-04") { month platform revenue_cents cost_cents margin_cents } }`,
      { token: tok.adListed },
    );
    expect(r.body.errors).toBeUndefined();
    const rows = r.body.data!.monthlyFigures;
    expect(rows).toHaveLength(12);
    for (const x of rows) expect(x.margin_cents).toBe(x.revenue_cents - x.cost_cents);
    const april = rows.find(
      (x) => x.platform === "mongustave" && (x as unknown as { month: string }).month === "2026-04",
    );
    expect(april?.revenue_cents).toBe(999);
  });

  it("stores a generated report whose figures stay as generated", async () => {
    const r = await call<{ generateMonthlyReport: { id: number; margin_cents: number; lines: Figure[] } }>(
      "auth",
      `mutation { generateMonthlyReport(month: "2026-03") { id margin_cents lines { platform revenue_cents cost_cents margin_cents } } }`,
      { token: tok.adListed },
    );
    expect(r.body.errors).toBeUndefined();
    const g = r.body.data!.generateMonthlyReport;
    expect(g.margin_cents).toBe(want.perf.revenue - 40_004 + 0 + 8_000 + 1_600);
    // A credit note issued in March after generation changes the live figures, not the stored report
    // (in a transaction rolled back after: an issued credit note cannot be deleted, and the next
    // tests count the month without it).
    const seen = await t.db
      .transaction(async (tx) => {
        const db = tx as unknown as typeof t.db;
        await creditNoteAt(db, mgInvoice.id, 1_000, new Date("2026-03-28T09:00:00Z"), adId);
        const live = (await liveFigures(db, "2026-03", "2026-03")).find((x) => x.platform === "mongustave")!;
        const [stored] = await storedReports(db, [g.id]);
        throw { live: live.revenueCents, stored: stored!.lines.find((l) => l.platform === "mongustave")!.revenueCents };
      })
      .catch((e: { live: number; stored: number }) => e);
    expect(seen).toEqual({ live: 7_000, stored: 8_000 });
  });

  it("downloads a generated report as PDF and CSV, to the cent", async () => {
    const { id } = rowsOf<{ id: number }>(await t.db.execute(sql`select max(id)::int as id from monthly_reports`))[0]!;
    const pdf = createMonthlyReportFileHandler("pdf", { db: async () => t.db });
    const csv = createMonthlyReportFileHandler("csv", { db: async () => t.db });
    const req = (token?: string) =>
      new Request(`http://localhost/api/reports/monthly/${id}/x`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const p = await pdf(req(tok.adListed), String(id));
    expect(p.status).toBe(200);
    expect(p.headers.get("content-type")).toBe("application/pdf");
    const doc = await PDFDocument.load(new Uint8Array(await p.arrayBuffer()));
    expect(doc.getTitle()).toBe("Rapport mensuel 2026-03");
    const text = await (await csv(req(tok.adListed), String(id))).text();
    const perfMargin = ((want.perf.revenue - 40_004) / 100).toFixed(2);
    expect(text).toContain(`2026-03;MyAffil;${(want.perf.revenue / 100).toFixed(2)};400.04;${perfMargin};`);
    expect(text).toContain("2026-03;Mon Gustave;80.00;0.00;80.00;87.50;7.50;");
    expect((await pdf(req(), String(id))).status).toBe(401);
    expect((await pdf(req(tok.tem), String(id))).status).toBe(403);
    expect((await csv(req(tok.an), String(id))).status).toBe(403);
    expect((await pdf(req(tok.adListed), "999999")).status).toBe(404);
  });

  it("refuses the report to an, af and tem or ad off the allow-list; ma on it reads but does not generate", async () => {
    const read = `{ monthlyFigures(from: "2026-03", to: "2026-03") { platform } }`;
    const gen = `mutation { generateMonthlyReport(month: "2026-03") { id } }`;
    for (const who of ["an", "af", "tem", "adNotListed"]) {
      expect(codeOf((await call("auth", read, { token: tok[who] })).body), who).toBe("FORBIDDEN");
      expect(codeOf((await call("auth", gen, { token: tok[who] })).body), who).toBe("FORBIDDEN");
    }
    expect(codeOf((await call("auth", read)).body)).toBe("UNAUTHENTICATED");
    expect((await call("auth", read, { token: tok.maListed })).body.errors).toBeUndefined();
    expect(codeOf((await call("auth", gen, { token: tok.maListed })).body)).toBe("FORBIDDEN");
    for (const q of [
      `{ clientRevenue(filter: { from: "2026-03-01", to: "2026-03-31" }) { total } }`,
      `{ publisherPayments { total } }`,
      `{ clientAdvances(client: ${a.id}, id_perf: 0, id_coreg: 0) { total } }`,
      `{ platformClients(platform: perf, month: "2026-03") { total } }`,
      `{ monthlyReports { total } }`,
    ])
      expect(codeOf((await call("auth", q, { token: tok.an })).body), q).toBe("FORBIDDEN");
  });

  it("refuses a month in the future or malformed", async () => {
    for (const month of ["2999-01", "2026-13", "march"]) {
      const r = await call("auth", `mutation($m: String!) { generateMonthlyReport(month: $m) { id } }`, {
        token: tok.adListed,
        variables: { m: month },
      });
      expect(codeOf(r.body), month).toBe("BAD_USER_INPUT");
    }
  });

  it("lists revenue per client over a period, net of credit notes, sorted either way", async () => {
    const f = { from: "2026-03-01", to: "2026-03-31" };
    const desc = await clientRevenue(t.db, { ...f, sort: "net", dir: "desc" }, 1);
    expect(desc.rows.map((r) => [r.platform, r.netCents])).toEqual([
      ["perf", 9_999 - 1_111],
      ["mongustave", 8_000],
    ]);
    expect(desc.netCents).toBe(9_999 - 1_111 + 8_000);
    expect(desc.paidCents).toBe(perfInvoice.amountCents - perfNote.amountCents);
    expect(desc.dueCents).toBe(mgInvoice.amountCents - mgNote.amountCents);
    const asc = await clientRevenue(t.db, { ...f, sort: "net", dir: "asc" }, 1);
    expect(asc.rows.map((r) => r.platform)).toEqual(["mongustave", "perf"]);
    expect(desc.rows[0]!.advancesPath).toBe(
      `/report/AvancesClient/${a.id}/perf/${perfInvoice.id}/0/${a.idClienMyaffil}/${a.idClienMycoreg}`,
    );
  });

  it("shows a client's advances: what was applied to each invoice, what remains, and the prepaid balance", async () => {
    const r = (await clientAdvances(t.db, { userId: a.id, idPerf: 0, idCoreg: 0, page: 1 }))!;
    expect(r.total).toBe(3);
    expect(r.totals.remainingCents).toBe(mgInvoice.amountCents - mgNote.amountCents + 1_199);
    expect(r.totals.settledCents).toBe(perfInvoice.amountCents - perfNote.amountCents);
    // 70 000 prepaid, 4 333 spent, 1 234 refunded, 500 promo: the balance row agrees with the ledger.
    expect(r.advance).toEqual({
      prepaidCents: 70_000,
      spentCents: 4_333,
      refundedCents: 1_234,
      promoCents: 500,
      adjustmentCents: 0,
      balanceCents: 70_000 - 4_333 + 1_234 + 500,
    });
    expect(await clientAdvances(t.db, { userId: 999_999, idPerf: 0, idCoreg: 0, page: 1 })).toBeNull();
  });

  it("details a platform's month per client: validated lines for MyAffil, invoices for Mon Gustave", async () => {
    const perf = await platformClients(t.db, "perf", "2026-03", 1);
    expect(perf.rows.map((r) => [r.side, r.amountCents])).toEqual([
      ["advertiser", 67_891],
      ["advertiser", 12_300],
      ["publisher", 40_001],
      ["publisher", 3],
    ]);
    expect(perf).toMatchObject({ total: 4, revenueCents: 80_191, costCents: 40_004 });
    expect(perf.rows[1]!.name).toBe("Client A");
    const mg = await platformClients(t.db, "mongustave", "2026-03", 1);
    expect(mg.rows).toEqual([
      expect.objectContaining({ clientId: a.idClienMyaffil, amountCents: 8_000, creditedCents: 750, validLeads: null }),
    ]);
    const coreg = await platformClients(t.db, "coreg", "2026-03", 1);
    expect(coreg.total).toBe(0);
  });

  it("lists publisher payments with their totals and filters", async () => {
    const all = await listPublisherPayments(t.db, {}, 1);
    expect(all).toMatchObject({ total: 3, waitingCents: 555, paidCents: 8_777 });
    expect(all.rows[0]!.publisherName).toBe("Éditeur F");
    const paid = await listPublisherPayments(t.db, { status: "paid", from: "2026-03-01", to: "2026-03-31" }, 1);
    expect(paid.rows.map((p) => p.amountCents)).toEqual([7_777]);
  });
});
