import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countInvoicesWaiting, invoicesWaitingOnce } from "@/features/shell/counts/server/invoices";
import { issueCreditNote } from "@/features/billing/invoices/server/credit-notes";
import { generatePrepaymentInvoice } from "@/features/billing/invoices/server/generate";
import { exportRows } from "@/features/billing/invoices/server/export";
import { parisDate } from "@/features/billing/invoices/server/issue";
import { sendOverdueReminders } from "@/features/billing/invoices/server/overdue";
import { recordPayment } from "@/features/billing/invoices/server/payment";
import { listInvoices } from "@/features/billing/invoices/server/queries";
import { clientAdvances } from "@/features/billing/reports/server/advances";
import { clientRevenue } from "@/features/billing/reports/server/client-revenue";
import { invoices, prepayments } from "@/lib/db/schema";
import { invoiceDocument } from "@/features/billing/issued-documents/server/documents";
import { legacyInvoiceTo } from "@/tests/helpers/invoice-fixtures";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

describe.each(ENGINES)("what an invoice still asks for on %s", (engine) => {
  let t: TestDb;
  let admin: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    admin = await makeUser(t.db, "ad");
  });
  afterAll(() => t.dispose());

  /** An advertiser of its own with one MyAffil invoice of 100 € HT (120 € TTC). */
  async function invoiceOfNewClient(issueDate?: string) {
    const client = await makeUser(t.db, "an");
    const inv = await legacyInvoiceTo(t.db, client, admin.id, { issueDate });
    return { client, inv, ids: { perf: client.idClienMyaffil!, coreg: null } };
  }

  /** A column of an invoice's row in the accountant's CSV, in cents. */
  async function csvCents(kind: "invoices" | "payments", number: string, column: string) {
    const { header, rows } = await exportRows(t.db, {
      kind,
      from: "2000-01-01",
      to: "2999-12-31",
      platforms: ["perf"],
      state: null,
      einvoice: null,
    });
    const row = rows.find((r) => r.includes(number))!;
    return Math.round(Number(row[header.indexOf(column)]) * 100);
  }

  /** The due figure of every screen that shows one, and of the CSV, for that client's invoice. */
  async function dueEverywhere(client: { id: number; idClienMyaffil: number | null }, number: string) {
    const scope = eq(invoices.clientId, client.idClienMyaffil!);
    const list = await listInvoices(t.db, {}, scope);
    const dashboard = await invoicesWaitingOnce((read) => read(t.db), t.db, {
      perf: client.idClienMyaffil,
      coreg: null,
    });
    const today = parisDate();
    const revenue = await clientRevenue(
      t.db,
      { from: "2000-01-01", to: today, search: String(client.idClienMyaffil) },
      1,
    );
    const advances = await clientAdvances(t.db, { userId: client.id, idPerf: 0, idCoreg: 0, page: 1 });
    return {
      row: list.rows[0]!.dueCents,
      totals: list.totals.dueCents,
      dashboard: dashboard.total,
      report: revenue.dueCents,
      advances: advances!.totals.remainingCents,
      csv: await csvCents("invoices", number, "due_eur"),
    };
  }

  it("is TTC less credit notes on every screen, and nothing once the rest is paid", async () => {
    const { client, inv, ids } = await invoiceOfNewClient();
    await issueCreditNote(t.db, { invoiceId: inv.id, htCents: 1_000, reason: "gesture", comment: "" }, admin);
    const due = 12_000 - 1_200;
    expect(await dueEverywhere(client, inv.number)).toEqual({
      row: due,
      totals: due,
      dashboard: due,
      report: due,
      advances: due,
      csv: due,
    });
    expect(await csvCents("invoices", inv.number, "credited_eur")).toBe(1_200);
    expect(await countInvoicesWaiting(t.db, ids)).toBe(1);

    await recordPayment(t.db, { invoiceId: inv.id, reference: "VIR-1" }, admin);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row!.paidCents).toBe(due);
    expect(await dueEverywhere(client, inv.number)).toEqual({
      row: 0,
      totals: 0,
      dashboard: 0,
      report: 0,
      advances: 0,
      csv: 0,
    });
    // The payments CSV lists what was received, not the invoice's TTC.
    expect(await csvCents("payments", inv.number, "amount_eur")).toBe(due);
    expect(await countInvoicesWaiting(t.db, ids)).toBe(0);
  });

  it("settles an invoice whose credit notes cover all of it: no payment expected, no reminder", async () => {
    const { client, inv, ids } = await invoiceOfNewClient("2026-01-05");
    await issueCreditNote(t.db, { invoiceId: inv.id, htCents: 4_000, reason: "gesture", comment: "" }, admin);
    await issueCreditNote(t.db, { invoiceId: inv.id, htCents: null, reason: "invalidation", comment: "" }, admin);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row!.status).toBe("paid");
    expect(row!.paidCents).toBe(0);
    expect(await countInvoicesWaiting(t.db, ids)).toBe(0);
    expect((await dueEverywhere(client, inv.number)).row).toBe(0);
    const sent = await sendOverdueReminders(t.db, { today: "2026-03-01", send: async () => {} });
    expect(sent.sent).not.toContain(inv.number);
  });

  it("reminds an overdue invoice of what remains, not of its TTC", async () => {
    const { inv } = await invoiceOfNewClient("2026-01-10");
    await issueCreditNote(t.db, { invoiceId: inv.id, htCents: 5_000, reason: "gesture", comment: "" }, admin);
    const mails: string[] = [];
    await sendOverdueReminders(t.db, { today: "2026-03-01", send: async (m) => void mails.push(m.text) });
    const mail = mails.find((m) => m.includes(inv.number))!;
    expect(mail).toContain("60.00 EUR");
    expect(mail).not.toContain("120.00");
  });

  it("invoices a received prepayment as a facture d'acompte (386), paid at issue", async () => {
    const client = await makeUser(t.db, "an", { idClienLeadmarket: 9_100 });
    const [p] = await t.db
      .insert(prepayments)
      .values({
        userId: client.id,
        amountCents: 50_000,
        method: "transfer",
        reference: "VIR-ACOMPTE",
        status: "validated",
        decidedAt: new Date("2026-02-03T10:00:00Z"),
      })
      .returning();
    const inv = await generatePrepaymentInvoice(t.db, p!.id, admin);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row).toMatchObject({ status: "paid", paidCents: 60_000, paymentReference: "VIR-ACOMPTE" });
    const doc = (await invoiceDocument(t.db, inv.id))!;
    expect(doc.typeCode).toBe("386");
    expect(doc.prepaidCents).toBe(60_000);
    expect(doc.prepaidNote).toContain("03/02/2026");
  });
});
