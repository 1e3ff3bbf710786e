import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadInvoice } from "@/features/billing/invoice-calls/server/workflow";
import { billingMonths, invoiceCalls } from "@/lib/db/schema";
import { makeUser, realPdf } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";
import { classifyUpload } from "./server/classify";
import { supplierFacturX } from "@/tests/helpers/supplier-invoice";

const PUBLISHER = {
  name: "Leroy Médias",
  siren: "732829320",
  vatId: "FR44732829320",
  line1: "3 rue des Lilas",
  postcode: "69003",
  city: "Lyon",
};

const facturX = (overrides: { htCents?: number; siren?: string } = {}) =>
  supplierFacturX({
    publisher: { ...PUBLISHER, siren: overrides.siren ?? PUBLISHER.siren },
    number: "LM-2026-031",
    issueDate: "2026-11-03",
    month: "2026-10",
    htCents: overrides.htCents ?? 123_456,
  });

describe("what an uploaded supplier invoice is", () => {
  it("reads a Factur-X PDF's XML, a CII XML alone, and takes a plain PDF as such", async () => {
    const { pdf, xml } = await facturX();
    expect(await classifyUpload(pdf)).toMatchObject({
      format: "facturx",
      ext: "pdf",
      summary: { number: "LM-2026-031" },
    });
    expect(await classifyUpload(new TextEncoder().encode(xml))).toMatchObject({ format: "cii", ext: "xml" });
    expect(await classifyUpload(await realPdf())).toMatchObject({ format: "pdf", xml: null });
  });

  it("refuses text, XML that is not a CII invoice, and XML declaring entities", async () => {
    expect(await classifyUpload(new TextEncoder().encode("bonjour"))).toEqual({ error: "NOT_INVOICE" });
    expect(await classifyUpload(new TextEncoder().encode("<facture><total>12</total></facture>"))).toMatchObject({
      error: "INVALID_XML",
    });
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><rsm:CrossIndustryInvoice xmlns:rsm="urn:x">&a;</rsm:CrossIndustryInvoice>`;
    expect(await classifyUpload(new TextEncoder().encode(bomb))).toMatchObject({ error: "INVALID_XML" });
  });
});

describe.each(ENGINES)("a publisher's structured invoice matched to its invoice call on %s", (engine) => {
  let t: TestDb;
  const dataDir = mkdtempSync(path.join(tmpdir(), "weedo-incoming-"));
  let months = 0;

  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());

  /** A publisher (with the SIREN and VAT number of PUBLISHER) and a call of 1 234,56 € HT for a month of its own. */
  async function callOfPublisher(siren: string | null = PUBLISHER.siren) {
    const pub = await makeUser(t.db, "af", { siren, vatIntra: siren ? PUBLISHER.vatId : null });
    const month = `20${String(10 + Math.floor(months / 12)).padStart(2, "0")}-${String((months++ % 12) + 1).padStart(2, "0")}-01`;
    await t.db
      .insert(billingMonths)
      .values({ platform: "perf", month, status: "validated", validatedAt: new Date() })
      .onConflictDoNothing();
    const [call] = await t.db
      .insert(invoiceCalls)
      .values({
        platform: "perf",
        month,
        publisherClientId: pub.idClienMyaffil!,
        publisherUserId: pub.id,
        amountCents: 123_456,
      })
      .returning();
    return { owner: { id: pub.id, admin: false }, call: call! };
  }

  const stored = async (id: number) => (await t.db.select().from(invoiceCalls).where(eq(invoiceCalls.id, id)))[0]!;

  it("matches a Factur-X from the publisher to us for the call's amount, and keeps the comparison", async () => {
    const { owner, call } = await callOfPublisher();
    const { pdf } = await facturX();
    const out = await uploadInvoice(t.db, dataDir, owner, { callId: call.id, bytes: pdf, fileName: "LM-2026-031.pdf" });
    expect(out).toMatchObject({ code: "OK", format: "facturx", match: { ok: true, number: "LM-2026-031" } });
    expect(await stored(call.id)).toMatchObject({
      status: "submitted",
      invoiceFormat: "facturx",
      invoiceNumber: "LM-2026-031",
      invoiceMatch: { ok: true },
    });
  });

  it("shows a mismatch field by field: another amount and another seller", async () => {
    const { owner, call } = await callOfPublisher();
    const { pdf } = await facturX({ htCents: 120_000, siren: "552100554" });
    const out = await uploadInvoice(t.db, dataDir, owner, { callId: call.id, bytes: pdf, fileName: "f.pdf" });
    if (out.code !== "OK") throw new Error(out.code);
    expect(out.match!.ok).toBe(false);
    expect(out.match!.fields.filter((f) => !f.ok)).toEqual([
      { field: "sellerSiren", expected: PUBLISHER.siren, found: "552100554", ok: false },
      { field: "htCents", expected: "1234.56 EUR", found: "1200.00 EUR", ok: false },
    ]);
  });

  it("takes a CII XML alone, stored as XML", async () => {
    const { owner, call } = await callOfPublisher();
    const { xml } = await facturX();
    const out = await uploadInvoice(t.db, dataDir, owner, {
      callId: call.id,
      bytes: new TextEncoder().encode(xml),
      fileName: "f.xml",
    });
    expect(out).toMatchObject({ code: "OK", format: "cii", match: { ok: true } });
    expect((await stored(call.id)).invoiceFile).toMatch(/\.xml$/);
  });

  it("takes a plain PDF flagged non-structured until 1 September 2027, and refuses it from then on", async () => {
    const { owner, call } = await callOfPublisher();
    const bytes = await realPdf();
    const before = await uploadInvoice(t.db, dataDir, owner, {
      callId: call.id,
      bytes,
      fileName: "f.pdf",
      now: new Date("2027-08-31T12:00:00Z"),
    });
    expect(before).toEqual({ code: "OK", format: "pdf", match: null });
    const after = await uploadInvoice(t.db, dataDir, owner, {
      callId: call.id,
      bytes,
      fileName: "f.pdf",
      now: new Date("2027-09-01T08:00:00Z"),
    });
    expect(after).toEqual({ code: "NOT_STRUCTURED" });
    expect((await stored(call.id)).invoiceFormat).toBe("pdf");
  });

  it("compares the seller with nothing when the portal has no SIREN for the publisher", async () => {
    const { owner, call } = await callOfPublisher(null);
    const { pdf } = await facturX();
    const out = await uploadInvoice(t.db, dataDir, owner, { callId: call.id, bytes: pdf, fileName: "f.pdf" });
    if (out.code !== "OK") throw new Error(out.code);
    expect(out.match!.fields.find((f) => f.field === "sellerSiren")).toEqual({
      field: "sellerSiren",
      expected: "",
      found: PUBLISHER.siren,
      ok: true,
    });
  });
});
