import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import fontkit from "@pdf-lib/fontkit";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { CiiDocument } from "./cii-xml";
import { renderInvoicePdf } from "./render";
import { seller } from "./seller";

const DOC: CiiDocument = {
  typeCode: "380",
  number: "MC-000042",
  issueDate: "2026-10-31",
  dueDate: "2026-11-30",
  seller: seller(),
  buyer: {
    name: "Énergie Verte SAS",
    address: "3 rue de la Paix, 75002 Paris",
    postal: { line1: "3 rue de la Paix", postcode: "75002", city: "Paris", country: "FR" },
    vatId: null,
    clientId: 601,
  },
  lines: [
    { label: "Co-registration — octobre 2026", quantity: 120, unitPriceCents: 150, htCents: 18_000, vatRateBp: 2000 },
  ],
  htCents: 18_000,
  vatCents: 3_600,
  ttcCents: 21_600,
};

const bytesOf = (s: PDFRawStream) =>
  s.dict.lookupMaybe(PDFName.of("Filter"), PDFName)?.asString() === "/FlateDecode"
    ? new Uint8Array(inflateSync(s.contents))
    : s.contents;
/** A stream entry of a dictionary (pdf-lib's typed lookup does not take stream classes). */
function streamOf(dict: PDFDict, key: string): PDFRawStream {
  const v = dict.lookup(PDFName.of(key));
  if (!(v instanceof PDFRawStream)) throw new Error(`${key} is not a stream`);
  return v;
}
const str = (v: unknown) => (v instanceof PDFString || v instanceof PDFHexString ? v.decodeText() : String(v));

/** The PDF/A-3 parts a validator (veraPDF) and a Factur-X reader look for, read back from the file. */
describe("invoice PDF: PDF/A-3 essentials", () => {
  it("declares PDF/A-3B and the Factur-X extension schema in its XMP, agreeing with the Info dictionary", async () => {
    const pdf = await PDFDocument.load(await renderInvoicePdf(DOC), { updateMetadata: false });
    const meta = streamOf(pdf.catalog, "Metadata");
    expect(meta.dict.lookup(PDFName.of("Subtype"))).toBe(PDFName.of("XML"));
    expect(meta.dict.lookupMaybe(PDFName.of("Filter"), PDFName)).toBeUndefined(); // XMP stays readable as is
    const xmp = new TextDecoder().decode(bytesOf(meta));
    expect(xmp).toContain("<pdfaid:part>3</pdfaid:part>");
    expect(xmp).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    // The extension schema declares the fx namespace and each property the file then uses.
    const schema = xmp.slice(xmp.indexOf("<pdfaExtension:schemas>"), xmp.indexOf("</pdfaExtension:schemas>"));
    expect(schema).toContain(
      "<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>",
    );
    expect(schema).toContain("<pdfaSchema:prefix>fx</pdfaSchema:prefix>");
    for (const name of ["DocumentFileName", "DocumentType", "Version", "ConformanceLevel"]) {
      expect(schema).toContain(`<pdfaProperty:name>${name}</pdfaProperty:name>`);
      expect(xmp).toMatch(new RegExp(`<fx:${name}>[^<]+</fx:${name}>`));
    }
    expect(xmp).toContain("<fx:DocumentType>INVOICE</fx:DocumentType>");
    // Info dictionary and XMP say the same title, author, creator and producer.
    expect(xmp).toContain(`<rdf:li xml:lang="x-default">${pdf.getTitle()}</rdf:li>`);
    expect(xmp).toContain(`<rdf:li>${pdf.getAuthor()}</rdf:li>`);
    expect(xmp).toContain(`<xmp:CreatorTool>${pdf.getCreator()}</xmp:CreatorTool>`);
    expect(xmp).toContain(`<pdf:Producer>${pdf.getProducer()}</pdf:Producer>`);
    expect(xmp).toContain(`<xmp:CreateDate>${pdf.getCreationDate()!.toISOString()}</xmp:CreateDate>`);
  });

  it("has an sRGB output intent with a well-formed embedded ICC profile", async () => {
    const pdf = await PDFDocument.load(await renderInvoicePdf(DOC));
    const intents = pdf.catalog.lookup(PDFName.of("OutputIntents"), PDFArray);
    expect(intents.size()).toBe(1);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.lookup(PDFName.of("S"))).toBe(PDFName.of("GTS_PDFA1"));
    expect(str(intent.lookup(PDFName.of("OutputConditionIdentifier")))).toBe("sRGB IEC61966-2.1");
    const profile = streamOf(intent, "DestOutputProfile");
    expect(profile.dict.lookup(PDFName.of("N"))?.toString()).toBe("3");
    const icc = Buffer.from(bytesOf(profile));
    expect(icc.readUInt32BE(0)).toBe(icc.length); // declared size
    expect(icc.toString("latin1", 36, 40)).toBe("acsp");
    expect(icc.toString("latin1", 12, 24)).toBe("mntrRGB XYZ ");
    // Every tag lies inside the profile; the colour tags a reader needs are there.
    const tags = new Map<string, [number, number]>();
    for (let i = 0, n = icc.readUInt32BE(128); i < n; i++) {
      const at = 132 + i * 12;
      tags.set(icc.toString("latin1", at, at + 4), [icc.readUInt32BE(at + 4), icc.readUInt32BE(at + 8)]);
    }
    for (const sig of ["desc", "wtpt", "rXYZ", "gXYZ", "bXYZ", "rTRC", "gTRC", "bTRC", "cprt"]) {
      const [offset, size] = tags.get(sig)!;
      expect(offset % 4).toBe(0);
      expect(offset + size).toBeLessThanOrEqual(icc.length);
    }
    // The colorants add up to the D50 white point (what makes it sRGB in the connection space).
    const xyz = (sig: string) => [0, 1, 2].map((k) => icc.readInt32BE(tags.get(sig)![0] + 8 + 4 * k) / 65536);
    const sum = [0, 1, 2].map((k) => xyz("rXYZ")[k]! + xyz("gXYZ")[k]! + xyz("bXYZ")[k]!);
    xyz("wtpt").forEach((w, k) => expect(sum[k]).toBeCloseTo(w, 3));
  });

  it("relates the embedded factur-x.xml as the invoice's data: AF on the catalogue, AFRelationship, MIME subtype", async () => {
    const bytes = await renderInvoicePdf(DOC);
    const pdf = await PDFDocument.load(bytes);
    const af = pdf.catalog.lookup(PDFName.of("AF"), PDFArray);
    expect(af.size()).toBe(1);
    const spec = af.lookup(0, PDFDict);
    expect(spec.lookup(PDFName.of("AFRelationship"))).toBe(PDFName.of("Data"));
    expect(str(spec.lookup(PDFName.of("F")))).toBe("factur-x.xml");
    expect(str(spec.lookup(PDFName.of("UF")))).toBe("factur-x.xml");
    const file = streamOf(spec.lookup(PDFName.of("EF"), PDFDict), "F");
    expect(file.dict.lookup(PDFName.of("Subtype"))).toBe(PDFName.of("text/xml"));
    expect(new TextDecoder().decode(bytesOf(file))).toContain("<rsm:CrossIndustryInvoice");
    // A file identifier in the trailer, the same for the same invoice (reproducible downloads).
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/ID \[ <[0-9A-Fa-f]{32}> <[0-9A-Fa-f]{32}> \]/);
    expect(Buffer.from(await renderInvoicePdf(DOC)).equals(Buffer.from(bytes))).toBe(true);
  });

  it("embeds every font it uses (TrueType subsets in FontFile2), with glyphs for French text and the euro sign", async () => {
    const doc: CiiDocument = {
      ...DOC,
      buyer: { ...DOC.buyer, name: "Société « Ça coûte » — Hélène de la Côte" },
      lines: [{ ...DOC.lines[0]!, label: "Leads validés — été, façade, Noël" }],
    };
    const pdf = await PDFDocument.load(await renderInvoicePdf(doc));
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.lookup(PDFName.of("Type")) === PDFName.of("Font"));
    const top = fonts.filter((f) => f.lookup(PDFName.of("Subtype")) !== PDFName.of("CIDFontType2"));
    expect(top.length).toBe(2); // regular and bold
    const seen = new Set<string>();
    for (const font of top) {
      // A composite font over an embedded TrueType program: no standard 14 font, nothing left to the reader.
      expect(font.lookup(PDFName.of("Subtype"))).toBe(PDFName.of("Type0"));
      const base = font.lookup(PDFName.of("BaseFont"), PDFName).decodeText();
      expect(base).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/); // a subset's tag, fixed: reproducible bytes
      const cid = font.lookup(PDFName.of("DescendantFonts"), PDFArray).lookup(0, PDFDict);
      const program = bytesOf(streamOf(cid.lookup(PDFName.of("FontDescriptor"), PDFDict), "FontFile2"));
      const ttf = fontkit.create(Buffer.from(program));
      const original = fontkit.create(readFileSync(`node_modules/dejavu-fonts-ttf/ttf/${base.slice(7)}.ttf`));
      // The ToUnicode map says which glyph of the subset draws which character: it decodes, and it is
      // the font's own glyph for that character (same outline and advance), not a shifted neighbour.
      const cmap = new TextDecoder().decode(bytesOf(streamOf(font, "ToUnicode")));
      for (const [, gid, utf16] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
        const ch = Buffer.from(utf16!, "hex").swap16().toString("utf16le");
        const glyph = ttf.getGlyph(parseInt(gid!, 16));
        const expected = original.glyphForCodePoint(ch.codePointAt(0)!);
        expect(glyph.path.toSVG(), `glyph of ${ch} in ${base}`).toBe(expected.path.toSVG());
        expect(glyph.advanceWidth).toBe(expected.advanceWidth);
        seen.add(ch);
      }
    }
    for (const ch of "éèçàûôëÉ€«»—°") expect(seen, ch).toContain(ch);
    // No font dictionary anywhere without its program (a Type1 standard font would have no descriptor).
    for (const cid of fonts.filter((f) => f.lookup(PDFName.of("Subtype")) === PDFName.of("CIDFontType2")))
      expect(cid.lookup(PDFName.of("FontDescriptor"), PDFDict).get(PDFName.of("FontFile2"))).toBeInstanceOf(PDFRef);
  });

  it('prints a character the font has no glyph for as "?" rather than the .notdef glyph PDF/A forbids', async () => {
    const bytes = await renderInvoicePdf({ ...DOC, buyer: { ...DOC.buyer, name: "Société 株式会社" } });
    const pdf = await PDFDocument.load(bytes);
    const cmaps = pdf.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.lookup(PDFName.of("Type")) === PDFName.of("Font"))
      .filter((f) => f.has(PDFName.of("ToUnicode")))
      .map((f) => new TextDecoder().decode(bytesOf(streamOf(f, "ToUnicode"))));
    // Glyph 0 (.notdef) is never mapped, "?" (U+003F) is.
    expect(cmaps.some((c) => /<0000> </.test(c))).toBe(false);
    expect(cmaps.some((c) => /<[0-9a-f]{4}> <003f>/i.test(c))).toBe(true);
  });
});
