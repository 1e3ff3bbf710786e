import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, creditNotes, invoiceLines, invoices, prepayments } from "@/lib/db/schema";
import { issueCreditNote } from "@/features/billing/invoices/server/credit-notes";
import { generateMonthInvoices, generatePrepaymentInvoice } from "@/features/billing/invoices/server/generate";
import { addDays, issueInvoice, parisDate } from "@/features/billing/invoices/server/issue";
import { sendOverdueReminders } from "@/features/billing/invoices/server/overdue";
import { recordPayment } from "@/features/billing/invoices/server/payment";
import { buyerOf } from "@/features/billing/invoices/server/buyer";
import type { Mail } from "@/lib/mail/transport";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { makeProgram, validatedMonth } from "@/tests/helpers/invoice-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

describe.each(ENGINES)("advertiser invoices on %s", (engine) => {
  let t: TestDb;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestDb(engine);
    adminId = (await makeUser(t.db, "ad")).id;
  });
  afterAll(() => t.dispose());

  async function oneInvoice(clientId: number, unitPriceCents = 10_000, quantity = 1) {
    const buyer = await buyerOf(t.db, "coreg", clientId);
    return t.db.transaction((tx) =>
      issueInvoice(tx, {
        platform: "coreg",
        clientId,
        buyer,
        lines: [{ label: "Leads", quantity, unitPriceCents }],
        source: "legacy",
        actorId: adminId,
      }),
    );
  }

  it("generates one invoice per client of a validated month, its lines adding up to its totals", async () => {
    const an = await makeUser(t.db, "an", { society: "Assur'Plus" });
    const prog = await makeProgram(t.db, an.idClienMyaffil!, "Mutuelle santé");
    await validatedMonth(t.db, "perf", "2026-09-01", [
      { clientId: an.idClienMyaffil!, programId: prog, validLeads: 3, amountCents: 1_001 },
      {
        clientId: an.idClienMyaffil!,
        programId: null,
        validLeads: 7,
        amountCents: 7_700,
        adjustmentCents: -700,
        adjustmentReason: "doublons",
      },
    ]);
    const { issued } = await generateMonthInvoices(t.db, { platform: "perf", month: "2026-09" }, { id: adminId });
    expect(issued).toHaveLength(1);
    const inv = issued[0]!;
    expect(inv.number).toMatch(/^MA-\d{6}$/);
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, inv.id));
    expect(lines).toHaveLength(3);
    // 1 001 does not divide by 3 leads: one line of the whole amount; 7 700 / 7 = 1 100 per lead.
    expect(lines.map((l) => [l.quantity, l.unitPriceCents, l.htCents, l.vatCents])).toEqual([
      [1, 1_001, 1_001, 200],
      [7, 1_100, 7_700, 1_540],
      [1, -700, -700, -140],
    ]);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row!.htCents).toBe(lines.reduce((s, l) => s + l.htCents, 0));
    expect(row!.vatCents).toBe(lines.reduce((s, l) => s + l.vatCents, 0));
    expect(row!.amountCents).toBe(row!.htCents + row!.vatCents);
    expect(row!.buyerName).toBe("Assur'Plus");
    expect(row!.dueDate).toBe(addDays(row!.issueDate, 30));
  });

  it("does not invoice a month twice", async () => {
    const again = await generateMonthInvoices(t.db, { platform: "perf", month: "2026-09-01" }, { id: adminId });
    expect(again.issued).toHaveLength(0);
    expect(again.skipped).toHaveLength(1);
  });

  it("issues one invoice per client when 20 generations of a month run at once, and no error (issue 27)", async () => {
    const an = await makeUser(t.db, "an");
    await validatedMonth(t.db, "perf", "2026-07-01", [
      { clientId: an.idClienMyaffil!, programId: null, validLeads: 2, amountCents: 2_000 },
    ]);
    const runs = await Promise.all(
      Array.from({ length: 20 }, () =>
        generateMonthInvoices(t.db, { platform: "perf", month: "2026-07" }, { id: adminId }),
      ),
    );
    expect(runs.reduce((n, r) => n + r.issued.length, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.skipped.length, 0)).toBe(19);
    const rows = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.clientId, an.idClienMyaffil!), eq(invoices.sourceMonth, "2026-07-01")));
    expect(rows).toHaveLength(1);
  });

  it("refuses an open month", async () => {
    await expect(
      generateMonthInvoices(t.db, { platform: "coreg", month: "2026-08" }, { id: adminId }),
    ).rejects.toMatchObject({
      extensions: { code: "MONTH_NOT_VALIDATED" },
    });
  });

  it("numbers 20 concurrent invoices of a platform without gap or duplicate", async () => {
    const an = await makeUser(t.db, "an");
    const [before] = await t.db
      .select({ n: sql<number>`coalesce(max(${invoices.seq}), 0)::int` })
      .from(invoices)
      .where(eq(invoices.platform, "coreg"));
    // Half of them fail after taking their number (a zero total): their numbers must come back.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => oneInvoice(an.idClienMycoreg!, i % 4 === 3 ? 0 : 1_000 + i)),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(15);
    const rows = await t.db
      .select({ seq: invoices.seq, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.platform, "coreg"));
    const seqs = rows.map((r) => r.seq!).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: before!.n + 15 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
  });

  it("never credits more than what remains of an invoice, even concurrently", async () => {
    const an = await makeUser(t.db, "an");
    const inv = await oneInvoice(an.idClienMycoreg!, 1_000, 10); // 100,00 € HT
    const tries = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        issueCreditNote(
          t.db,
          { invoiceId: inv.id, htCents: 3_000, reason: "invalidation", comment: "" },
          { id: adminId },
        ),
      ),
    );
    expect(tries.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = tries.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ extensions: { code: "CREDIT_EXCEEDS_INVOICE" } });
    // The rest (10 € HT) can still be credited, then nothing more.
    const rest = await issueCreditNote(
      t.db,
      { invoiceId: inv.id, htCents: null, reason: "gesture", comment: "solde" },
      { id: adminId },
    );
    expect(rest.htCents).toBe(1_000);
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, inv.id));
    expect(notes.reduce((s, n) => s + n.htCents, 0)).toBe(inv.htCents);
    expect(notes.reduce((s, n) => s + n.amountCents, 0)).toBe(inv.amountCents);
    await expect(
      issueCreditNote(t.db, { invoiceId: inv.id, htCents: 1, reason: "gesture", comment: "" }, { id: adminId }),
    ).rejects.toMatchObject({ extensions: { code: "CREDIT_EXCEEDS_INVOICE" } });
    // The invoice itself is unchanged; credit notes have their own sequence.
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(after!.amountCents).toBe(inv.amountCents);
    expect(notes.map((n) => n.number).every((n) => /^AV-MC-\d{6}$/.test(n))).toBe(true);
  });

  it("records a payment once, audited", async () => {
    const an = await makeUser(t.db, "an");
    const inv = await oneInvoice(an.idClienMycoreg!);
    await recordPayment(t.db, { invoiceId: inv.id, reference: "VIR-42" }, { id: adminId, ip: "127.0.0.1" });
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row!.status).toBe("paid");
    expect(row!.paidBy).toBe(adminId);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice_paid"), eq(auditLog.targetId, String(inv.id))));
    expect(audits).toHaveLength(1);
    await expect(recordPayment(t.db, { invoiceId: inv.id, reference: "x" }, { id: adminId })).rejects.toMatchObject({
      extensions: { code: "ALREADY_PAID" },
    });
  });

  it("sends one reminder per overdue invoice", async () => {
    const an = await makeUser(t.db, "an");
    const inv = await oneInvoice(an.idClienMycoreg!);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, inv.id));
    const later = addDays(row!.dueDate, 1);
    const sent: Mail[] = [];
    const send = async (m: Mail) => void sent.push(m);
    expect((await sendOverdueReminders(t.db, { today: row!.dueDate, send })).sent).not.toContain(inv.number);
    const first = await sendOverdueReminders(t.db, { today: later, send });
    expect(first.sent).toContain(inv.number);
    expect(sent.filter((m) => m.subject.includes(inv.number)).map((m) => m.to)).toEqual([an.email]);
    const second = await sendOverdueReminders(t.db, { today: later, send });
    expect(second.sent).not.toContain(inv.number);
  });

  it("invoices a validated Weedo market prepayment once", async () => {
    const an = await makeUser(t.db, "an", { idClienLeadmarket: 77_000 + Math.floor(Math.random() * 1000) });
    const [p] = await t.db
      .insert(prepayments)
      .values({ userId: an.id, amountCents: 50_000, method: "transfer", status: "validated", decidedAt: new Date() })
      .returning();
    const inv = await generatePrepaymentInvoice(t.db, p!.id, { id: adminId });
    expect(inv.number).toMatch(/^WM-\d{6}$/);
    expect([inv.htCents, inv.vatCents, inv.amountCents]).toEqual([50_000, 10_000, 60_000]);
    await expect(generatePrepaymentInvoice(t.db, p!.id, { id: adminId })).rejects.toMatchObject({
      extensions: { code: "ALREADY_INVOICED" },
    });
  });

  it("dates invoices in Paris time", () => {
    expect(parisDate(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });
});
