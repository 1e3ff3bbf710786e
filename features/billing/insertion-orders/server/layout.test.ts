import { PDFDocument, PDFPage, type PDFFont } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { embedTextFonts } from "@/lib/pdf/fonts";
import { generatePlatformP12, platformCertificateOf } from "./certificate";
import { renderOiPdf, type OiPdfData } from "./pdf";
import { PageWriter } from "./pdf-text";
import { sealOiPdf } from "./seal";

/** What pdf-lib was asked to draw: each text with its position and font (read back from the calls). */
function recordTexts() {
  const drawn: { text: string; x: number; y: number; size: number; font?: PDFFont }[] = [];
  const original = PDFPage.prototype.drawText;
  vi.spyOn(PDFPage.prototype, "drawText").mockImplementation(function (this: PDFPage, text, options) {
    drawn.push({ text, x: options?.x ?? 0, y: options?.y ?? 0, size: options?.size ?? 12, font: options?.font });
    return original.call(this, text, options);
  });
  return drawn;
}

const OI: OiPdfData = {
  id: 7,
  title: "Campagne mutuelle santé",
  advertiser: { society: "Santé Plus", firstName: "Léa", lastName: "Martin", email: "lea@exemple.fr", address: "Lyon" },
  programName: "Mutuelle",
  model: "CPL",
  priceCents: 1250,
  volume: 400,
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
  terms: "Leads dédoublonnés sur 30 jours.",
  updatedAt: new Date("2026-11-30T10:00:00Z"),
};

afterEach(() => vi.restoreAllMocks());

describe("insertion order layout", () => {
  it("wraps a row's label in its column instead of running it under the value", async () => {
    const doc = await PDFDocument.create();
    const { font, bold } = await embedTextFonts(doc, "T");
    const page = doc.addPage([595.28, 841.89]);
    const drawn = recordTexts();
    const w = new PageWriter(page, () => doc.addPage());
    w.row("Empreinte SHA-256 du document signé", "a".repeat(64), font, bold, 9);

    const labels = drawn.filter((d) => d.font === bold);
    expect(labels.length).toBeGreaterThan(1);
    for (const l of labels) expect(w.margin + bold.widthOfTextAtSize(l.text, 9)).toBeLessThan(w.margin + 170);
    expect(labels.map((l) => l.text).join(" ")).toBe("Empreinte SHA-256 du document signé");
    // The row ends below its longest column.
    const lowest = Math.min(...drawn.map((d) => d.y));
    expect(w.y).toBeLessThanOrEqual(lowest);
  });

  it("numbers the order's pages out of the signed file's, certificate included", async () => {
    const p12 = generatePlatformP12();
    const drawn = recordTexts();
    const unsigned = await renderOiPdf(OI);
    expect((await PDFDocument.load(unsigned)).getPageCount()).toBe(1);
    expect(drawn.filter((d) => /page \d+\/\d+$/.test(d.text)).map((d) => d.text)).toEqual([
      "OI n° 7 - version du 2026-11-30T10:00:00.000Z - page 1/2",
    ]);
    drawn.length = 0;

    const sealed = await sealOiPdf(
      {
        oiId: 7,
        title: OI.title,
        unsigned,
        signer: { userId: 4, name: "Léa Martin", email: "lea@exemple.fr" },
        method: "typed",
        png: null,
        typedName: "Léa Martin",
        ip: "192.0.2.1",
        // A long user agent still leaves the certificate on one page.
        userAgent: "Mozilla/5.0 ".repeat(40),
        signedAt: new Date("2026-12-01T09:00:00Z"),
      },
      { ...platformCertificateOf(p12, "", true), commonName: "test" },
      { tsaUrl: null },
    );
    expect((await PDFDocument.load(sealed, { ignoreEncryption: true })).getPageCount()).toBe(2);
    expect(drawn.filter((d) => /page \d+\/\d+$/.test(d.text)).map((d) => d.text)).toEqual([
      "OI n° 7 - certificat de signature - page 2/2",
    ]);
  });
});
