import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateMonth } from "@/features/billing/billing-months/server/validate";
import { saveBankDetails } from "@/features/identity/bank-details/server/save";
import { listInvoiceCalls } from "@/features/billing/invoice-calls/server/read";
import { isPdf } from "@/features/billing/invoice-calls/server/pdf";
import { invoiceCallsDir, readInvoicePdf } from "@/features/billing/invoice-calls/server/store";
import {
  acceptInvoice,
  payInvoiceCall,
  refuseInvoice,
  uploadInvoice,
  UPLOADS_PER_CALL,
  type Viewer,
} from "@/features/billing/invoice-calls/server/workflow";
import { countPaymentsWaiting } from "@/features/shell/counts/server/payments";
import { bankDetailsVersions, invoiceCalls, publisherPayments } from "@/lib/db/schema";
import { makeUser, realPdf, rollupDay } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const codeOf = (e: unknown) => (e as { extensions?: { code?: string } }).extensions?.code;
const TEXT = new TextEncoder().encode("Ceci n'est pas un PDF, juste un texte renommé en .pdf\n");

describe("invoice PDF check", () => {
  it("accepts a real PDF", async () => {
    expect(await isPdf(await realPdf())).toBe(true);
  });
  it("refuses a text file renamed .pdf", async () => {
    expect(await isPdf(TEXT)).toBe(false);
  });
  it("refuses a file that only starts like a PDF", async () => {
    expect(await isPdf(new TextEncoder().encode("%PDF-1.7\nnothing else here"))).toBe(false);
  });
});

describe.each(ENGINES)("publisher invoice calls on %s", (engine) => {
  let t: TestDb;
  let admin: Viewer;
  let owner: Viewer;
  let stranger: Viewer;
  let ownerClient: number;
  let callId: number;
  const dataDir = mkdtempSync(path.join(tmpdir(), "weedo-calls-"));

  beforeAll(async () => {
    t = await createTestDb(engine);
    admin = { id: (await makeUser(t.db, "ad")).id, admin: true };
    const pub = await makeUser(t.db, "af");
    owner = { id: pub.id, admin: false };
    ownerClient = pub.idClienMyaffil!;
    stranger = { id: (await makeUser(t.db, "af")).id, admin: false };
    const adv = await makeUser(t.db, "an");
    await rollupDay(t.db, {
      day: "2026-07-10",
      advertiser: adv.idClienMyaffil!,
      publisher: ownerClient,
      program: 5,
      leads: 20,
      revenueCents: 10_000,
      payoutCents: 6_000,
    });
    await validateMonth(t.db, { id: admin.id }, { platform: "perf", month: "2026-07" });
    const [c] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.publisherUserId, owner.id));
    callId = c!.id;
  });
  afterAll(() => t?.dispose());

  it("a publisher sees only its own calls", async () => {
    expect((await listInvoiceCalls(t.db, owner, {})).map((c) => c.id)).toEqual([callId]);
    expect(await listInvoiceCalls(t.db, stranger, {})).toEqual([]);
    expect((await listInvoiceCalls(t.db, admin, { userId: owner.id, clientId: ownerClient })).map((c) => c.id)).toEqual(
      [callId],
    );
  });

  it("a stranger's upload is not found", async () => {
    await expect(
      uploadInvoice(t.db, dataDir, stranger, { callId, bytes: await realPdf(), fileName: "f.pdf" }),
    ).rejects.toSatisfy((e) => codeOf(e) === "NOT_FOUND");
  });

  it("a text file renamed .pdf is refused and leaves the call waiting", async () => {
    expect(await uploadInvoice(t.db, dataDir, owner, { callId, bytes: TEXT, fileName: "facture.pdf" })).toMatchObject({
      code: "NOT_PDF",
    });
    const [c] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.id, callId));
    expect(c!.status).toBe("waiting_invoice");
  });

  it("a PDF that would run JavaScript when opened is refused, and nothing is written", async () => {
    const doc = await PDFDocument.load(await realPdf("Facture"));
    doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") }));
    const stored = () => (existsSync(invoiceCallsDir(dataDir)) ? readdirSync(invoiceCallsDir(dataDir)).length : 0);
    const before = stored();
    expect(
      await uploadInvoice(t.db, dataDir, owner, { callId, bytes: await doc.save(), fileName: "facture.pdf" }),
    ).toEqual({ code: "ACTIVE_CONTENT", found: "javascript" });
    expect(stored()).toBe(before);
    const [c] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.id, callId));
    expect(c!.status).toBe("waiting_invoice");
  });

  it("the call cannot be accepted or paid before an invoice is uploaded", async () => {
    await expect(acceptInvoice(t.db, admin, callId)).rejects.toSatisfy((e) => codeOf(e) === "INVOICE_CALL_STATE");
    await expect(payInvoiceCall(t.db, admin, callId)).rejects.toSatisfy((e) => codeOf(e) === "INVOICE_CALL_STATE");
  });

  it("upload → refuse with a reason → upload again → accept opens a waiting payment", async () => {
    const pdf = await realPdf("Facture 2026-07");
    expect(await uploadInvoice(t.db, dataDir, owner, { callId, bytes: pdf, fileName: "facture.pdf" })).toMatchObject({
      code: "OK",
      format: "pdf",
      match: null,
    });
    await expect(refuseInvoice(t.db, admin, callId, "")).rejects.toSatisfy((e) => codeOf(e) === "BAD_USER_INPUT");
    await refuseInvoice(t.db, admin, callId, "Mention TVA manquante");
    let [c] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.id, callId));
    expect(c).toMatchObject({ status: "refused", refusalReason: "Mention TVA manquante" });
    expect(await uploadInvoice(t.db, dataDir, owner, { callId, bytes: pdf, fileName: "facture-v2.pdf" })).toMatchObject(
      { code: "OK", format: "pdf", match: null },
    );
    const before = await countPaymentsWaiting(t.db, { perf: ownerClient, coreg: null });
    await acceptInvoice(t.db, admin, callId);
    [c] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.id, callId));
    expect(c!.status).toBe("receiving");
    expect(await countPaymentsWaiting(t.db, { perf: ownerClient, coreg: null })).toBe(before + 1);
    expect(Buffer.from((await readInvoicePdf(dataDir, c!.invoiceFile!))!).equals(Buffer.from(pdf))).toBe(true);
  });

  it("keeps at most five invoices per call: a sixth upload is refused before anything is written", async () => {
    const pub = await makeUser(t.db, "af");
    const me: Viewer = { id: pub.id, admin: false };
    const [call] = await t.db
      .insert(invoiceCalls)
      .values({
        platform: "perf",
        month: "2026-07-01",
        publisherClientId: pub.idClienMyaffil!,
        publisherUserId: pub.id,
        amountCents: 1_000,
      })
      .returning();
    const pdf = await realPdf("Facture refusée");
    for (let i = 0; i < UPLOADS_PER_CALL; i++) {
      expect(
        await uploadInvoice(t.db, dataDir, me, { callId: call!.id, bytes: pdf, fileName: `f${i}.pdf` }),
      ).toMatchObject({ code: "OK" });
      await refuseInvoice(t.db, admin, call!.id, `Refus ${i}`);
    }
    const files = () => readdirSync(invoiceCallsDir(dataDir)).filter((f) => f.startsWith(`${call!.id}-`));
    expect(files()).toHaveLength(UPLOADS_PER_CALL);
    expect(await uploadInvoice(t.db, dataDir, me, { callId: call!.id, bytes: pdf, fileName: "f6.pdf" })).toEqual({
      code: "TOO_MANY_UPLOADS",
    });
    expect(files()).toHaveLength(UPLOADS_PER_CALL);
    const [c] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.id, call!.id));
    expect(c!.status).toBe("refused");
  });

  it("a publisher cannot accept or pay its own call", async () => {
    await expect(payInvoiceCall(t.db, stranger, callId)).rejects.toSatisfy((e) => codeOf(e) === "NOT_FOUND");
  });

  it("payment needs bank details, then records the version valid at payment time", async () => {
    await expect(payInvoiceCall(t.db, admin, callId)).rejects.toSatisfy((e) => codeOf(e) === "BANK_DETAILS_MISSING");
    await saveBankDetails(t.db, owner, owner.id, {
      kind: "fr",
      accountOwner: "Editeur Test",
      bankName: "Banque",
      rib: "30006000011234567890189",
    });
    const [v1] = await t.db.select().from(bankDetailsVersions).where(eq(bankDetailsVersions.userId, owner.id));
    await payInvoiceCall(t.db, admin, callId);
    // A later change does not move the payment to the new details.
    await saveBankDetails(t.db, owner, owner.id, {
      kind: "intl",
      accountOwner: "Editeur Test",
      bankName: "ING",
      iban: "BE71096123456769",
      swift: "BBRUBEBB",
      vatSubject: false,
    });
    const [c] = await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.id, callId));
    expect(c!.status).toBe("paid");
    const [p] = await t.db.select().from(publisherPayments).where(eq(publisherPayments.id, c!.paymentId!));
    expect(p).toMatchObject({ status: "paid", bankDetailsVersionId: v1!.id, amountCents: 6_000 });
  });

  it("a paid call cannot be paid, refused or re-uploaded, and the refused upload leaves no file", async () => {
    const files = () => readdirSync(invoiceCallsDir(dataDir)).sort();
    const before = files();
    await expect(payInvoiceCall(t.db, admin, callId)).rejects.toSatisfy((e) => codeOf(e) === "INVOICE_CALL_STATE");
    await expect(refuseInvoice(t.db, admin, callId, "trop tard")).rejects.toSatisfy(
      (e) => codeOf(e) === "INVOICE_CALL_STATE",
    );
    await expect(
      uploadInvoice(t.db, dataDir, owner, { callId, bytes: await realPdf(), fileName: "x.pdf" }),
    ).rejects.toSatisfy((e) => codeOf(e) === "INVOICE_CALL_STATE");
    // Issue 27: five refused uploads once left five files.
    expect(files()).toEqual(before);
  });
});
