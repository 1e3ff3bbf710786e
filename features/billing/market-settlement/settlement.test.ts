import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePrepaymentInvoice } from "@/features/billing/invoices/server/generate";
import { listInvoices } from "@/features/billing/invoices/server/queries";
import { balanceLedger, invoiceLines, invoices, prepayments } from "@/lib/db/schema";
import { issuedDocuments } from "@/features/billing/issued-documents";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { facturXSchemaErrors } from "@/tests/helpers/factur-x-xsd";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";
import { parisMonth } from "@/lib/domain/paris-time";
import { acompteDeductions } from "./db";
import { generateMarketMonthInvoices } from "./server/settle";

let clients = 0;
const at = (day: string) => new Date(`${day}T12:00:00+01:00`);

describe.each(ENGINES)("Weedo market final invoices deducting acomptes on %s", (engine) => {
  let t: TestDb;
  let admin: Awaited<ReturnType<typeof makeUser>>;
  const actor = () => ({ id: admin.id });

  beforeAll(async () => {
    t = await createTestDb(engine);
    admin = await makeUser(t.db, "ad", { email: "admin@weedo.test" });
  });
  afterAll(() => t.dispose());

  /** A marketplace buyer of its own (its own client id). */
  async function buyer() {
    clients += 1;
    return makeUser(t.db, "an", { idClienLeadmarket: 8_000 + clients, society: `Acheteur ${clients}` });
  }

  /** A validated prepayment (HT) and its facture d'acompte, issued that day. */
  async function acompte(userId: number, htCents: number, day: string) {
    const [p] = await t.db
      .insert(prepayments)
      .values({
        userId,
        amountCents: htCents,
        method: "transfer",
        status: "validated",
        decidedAt: at(day),
        decidedBy: admin.id,
      })
      .returning({ id: prepayments.id });
    await t.db
      .insert(balanceLedger)
      .values({ userId, kind: "prepayment", amountCents: htCents, prepaymentId: p!.id, createdAt: at(day) });
    return generatePrepaymentInvoice(t.db, p!.id, actor(), { issueDate: day });
  }

  /** `n` leads sold that day at `cents` each (the ledger's sale debits). */
  async function sales(userId: number, n: number, cents: number, day: string) {
    await t.db
      .insert(balanceLedger)
      .values(
        Array.from({ length: n }, () => ({ userId, kind: "sale" as const, amountCents: -cents, createdAt: at(day) })),
      );
  }

  const settle = (clientId: number, month: string, issueDate: string) =>
    generateMarketMonthInvoices(t.db, { month, clientId, issueDate }, actor());

  const rowOf = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;

  it("bills the leads less discounts and refunds, and deducts the oldest acomptes first until it is paid", async () => {
    const b = await buyer();
    const first = await acompte(b.id, 30_000, "2025-02-03");
    const second = await acompte(b.id, 20_000, "2025-02-20");
    await sales(b.id, 10, 4_500, "2025-03-10");
    await t.db.insert(balanceLedger).values([
      { userId: b.id, kind: "promo", amountCents: 1_000, createdAt: at("2025-03-10") },
      { userId: b.id, kind: "refund", amountCents: 4_500, createdAt: at("2025-03-20") },
    ]);

    const { issued } = await settle(b.idClienLeadmarket!, "2025-03", "2025-04-01");
    expect(issued).toHaveLength(1);
    const inv = await rowOf(issued[0]!.id);
    // 45 000 − 1 000 − 4 500 = 39 500 HT, 47 400 TTC: the first acompte (36 000) and 11 400 of the second.
    expect([inv.htCents, inv.amountCents, inv.prepaidCents, inv.status]).toEqual([39_500, 47_400, 47_400, "paid"]);
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, inv.id));
    expect(lines.map((l) => [l.label, l.quantity, l.unitPriceCents])).toEqual([
      ["Leads Weedo market — mars 2025 (10 leads)", 10, 4_500],
      ["Remises (codes promotionnels)", 1, -1_000],
      ["Leads invalidés remboursés (1)", 1, -4_500],
    ]);
    const deducted = await t.db.select().from(acompteDeductions).where(eq(acompteDeductions.finalInvoiceId, inv.id));
    expect(deducted.map((d) => [d.acompteInvoiceId, d.amountCents])).toEqual([
      [first.id, 36_000],
      [second.id, 11_400],
    ]);
    const [doc] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.invoiceId, inv.id));
    expect(doc!.xml).toContain("<ram:TotalPrepaidAmount>474.00</ram:TotalPrepaidAmount>");
    expect(doc!.xml).toContain("<ram:DuePayableAmount>0.00</ram:DuePayableAmount>");
    expect(doc!.xml).toContain(
      `Acomptes déduits : ${first.number} du 03/02/2025 (360,00 € TTC), ${second.number} du 20/02/2025 (114,00 € TTC).`,
    );
    expect(await facturXSchemaErrors(doc!.xml)).toEqual([]);
  });

  it("spends what remains of an acompte the next month and asks for the rest, on every list", async () => {
    const b = await buyer();
    await acompte(b.id, 10_000, "2025-05-02");
    await sales(b.id, 5, 1_500, "2025-05-12");
    await sales(b.id, 4, 2_500, "2025-06-03");
    const may = (await settle(b.idClienLeadmarket!, "2025-05", "2025-06-01")).issued[0]!;
    expect((await rowOf(may.id)).prepaidCents).toBe(9_000);
    const june = (await settle(b.idClienLeadmarket!, "2025-06", "2025-07-01")).issued[0]!;
    // June: 10 000 HT, 12 000 TTC; 3 000 left of the 12 000 acompte.
    const row = await rowOf(june.id);
    expect([row.amountCents, row.prepaidCents, row.status]).toEqual([12_000, 3_000, "receiving"]);
    const list = await listInvoices(t.db, {}, eq(invoices.id, june.id));
    expect([list.rows[0]!.prepaidCents, list.rows[0]!.dueCents]).toEqual([3_000, 9_000]);
  });

  it("asks for the whole month when no acompte remains", async () => {
    const b = await buyer();
    await sales(b.id, 2, 5_000, "2025-07-15");
    const inv = (await settle(b.idClienLeadmarket!, "2025-07", "2025-08-01")).issued[0]!;
    const row = await rowOf(inv.id);
    expect([row.amountCents, row.prepaidCents, row.status]).toEqual([12_000, 0, "receiving"]);
    const [doc] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.invoiceId, inv.id));
    expect(doc!.xml).not.toContain("TotalPrepaidAmount");
  });

  it("issues nothing new the second time: the buyer is skipped", async () => {
    const b = await buyer();
    await sales(b.id, 1, 5_000, "2025-08-15");
    expect((await settle(b.idClienLeadmarket!, "2025-08", "2025-09-01")).issued).toHaveLength(1);
    const again = await settle(b.idClienLeadmarket!, "2025-08", "2025-09-01");
    expect([again.issued.length, again.skipped]).toEqual([0, [b.idClienLeadmarket]]);
  });

  it("refuses a month that is not over", async () => {
    const b = await buyer();
    await expect(
      generateMarketMonthInvoices(
        t.db,
        { month: "2026-12", clientId: b.idClienLeadmarket!, now: at("2026-12-15") },
        actor(),
      ),
    ).rejects.toMatchObject({ extensions: { code: "MONTH_NOT_OVER" } });
  });

  it("refuses while a prepayment received before the month's end has no facture d'acompte", async () => {
    const b = await buyer();
    const [p] = await t.db
      .insert(prepayments)
      .values({
        userId: b.id,
        amountCents: 5_000,
        method: "card",
        status: "validated",
        decidedAt: at("2025-09-28"),
        decidedBy: admin.id,
      })
      .returning({ id: prepayments.id });
    await sales(b.id, 1, 5_000, "2025-09-29");
    await expect(settle(b.idClienLeadmarket!, "2025-09", "2025-10-01")).rejects.toMatchObject({
      extensions: { code: "PREPAYMENTS_NOT_INVOICED" },
    });
    expect(await t.db.select().from(invoices).where(eq(invoices.clientId, b.idClienLeadmarket!))).toEqual([]);
    // Once its facture d'acompte is issued, the month goes through and deducts it.
    await generatePrepaymentInvoice(t.db, p!.id, actor(), { issueDate: "2025-09-28" });
    const inv = (await settle(b.idClienLeadmarket!, "2025-09", "2025-10-01")).issued[0]!;
    expect((await rowOf(inv.id)).prepaidCents).toBe(6_000);
  });

  it("is offered to ma and issued by ad only, through the API", async () => {
    const b = await buyer();
    // A month the list offers: ended, within the last year (the one before last).
    const month = parisMonth(new Date(Date.now() - 40 * 86_400_000));
    await sales(b.id, 3, 2_000, `${month.slice(0, 8)}08`);
    const ma = await makeUser(t.db, "ma", { email: "ma@weedo.test" });
    const call = apiClient(t.db);
    const months = await call("auth", `{ marketSettlementMonths { month clients invoiced prepayments_to_invoice } }`, {
      token: await sessionTokenFor(ma),
    });
    expect(months.body.data?.marketSettlementMonths).toContainEqual({
      month,
      clients: 1,
      invoiced: 0,
      prepayments_to_invoice: expect.any(Number),
    });
    const mutation = `mutation { generateMarketMonthInvoices(month: "${month.slice(0, 7)}") { issued { number } skipped } }`;
    expect(codeOf((await call("auth", mutation, { token: await sessionTokenFor(ma) })).body)).toBe("FORBIDDEN");
    const done = await call("auth", mutation, { token: await sessionTokenFor(admin) });
    expect(done.body.errors, JSON.stringify(done.body.errors)).toBeUndefined();
  });
});
