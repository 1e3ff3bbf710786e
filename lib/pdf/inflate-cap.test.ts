import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { isPdf } from "@/features/billing/invoice-calls/server/pdf";
import { inflatesWithin } from "./inflate-cap";

/** A one-page PDF holding one more stream: `inflated` bytes of zeros, deflated (about a thousandth of it). */
async function pdfWithStream(inflated: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const stream = doc.context.stream(deflateSync(Buffer.alloc(inflated)), { Filter: PDFName.of("FlateDecode") });
  doc.catalog.set(PDFName.of("WeedoTest"), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}

describe("an uploaded PDF's inflated size", () => {
  it("lets an ordinary PDF through, to the PDF library", async () => {
    const bytes = await pdfWithStream(200_000);
    expect(inflatesWithin(bytes)).toBe(true);
    expect(await isPdf(bytes)).toBe(true);
  });

  it("refuses a file whose streams inflate past the budget, without inflating it whole (issue 27)", async () => {
    const bytes = await pdfWithStream(100 * 1024 * 1024);
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    expect(inflatesWithin(bytes)).toBe(false);
    expect(await isPdf(bytes)).toBe(false);
  });

  it("counts every stream against one budget", async () => {
    const bytes = await pdfWithStream(3_000_000);
    expect(inflatesWithin(bytes, 2_000_000)).toBe(false);
    expect(inflatesWithin(bytes, 4_000_000)).toBe(true);
  });
});
