import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { embedFace, embedTextFonts, printable } from "./fonts";

async function sample(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date("2026-11-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-11-01T00:00:00Z"));
  const { font, bold } = await embedTextFonts(doc);
  const page = doc.addPage();
  page.drawText(printable(bold, text), { x: 50, y: 700, size: 12, font: bold });
  page.drawText(printable(font, text), { x: 50, y: 680, size: 10, font });
  return doc.save({ useObjectStreams: false });
}

describe("embedded PDF fonts", () => {
  // First in the file: the font files are not read yet, and both documents wait for the same reads.
  it("renders the same bytes for the same document, even while the font files are first read", async () => {
    const [a, b] = await Promise.all([sample("Facture « été » — 12,50 €"), sample("Facture « été » — 12,50 €")]);
    const c = await sample("Facture « été » — 12,50 €");
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(true);
  });

  it("keeps French text and the euro sign, and turns what the font cannot draw into '?'", async () => {
    const doc = await PDFDocument.create();
    const font = await embedFace(doc, "regular");
    expect(printable(font, "Ça coûte 12,50 € « TTC » — Noël")).toBe("Ça coûte 12,50 € « TTC » — Noël");
    expect(printable(font, "株式会社 क\nsuite\tfin")).toBe("???? ? suite fin");
  });
});
