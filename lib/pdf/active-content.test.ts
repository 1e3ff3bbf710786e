import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { activeContentOf } from "./active-content";

/** A one-page PDF, changed by `build`, saved (with object streams, as most tools write) and read back. */
async function pdf(build: (doc: PDFDocument) => void | Promise<void> = () => {}) {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText("Facture", { x: 50, y: 780 });
  await build(doc);
  return PDFDocument.load(await doc.save({ useObjectStreams: true }));
}

describe("active content in an uploaded PDF", () => {
  it("finds none in a plain invoice, nor in a Factur-X one whose only file is its XML", async () => {
    expect(activeContentOf(await pdf())).toBeNull();
    const facturx = await pdf((d) => d.attach(new TextEncoder().encode("<rsm:CrossIndustryInvoice/>"), "factur-x.xml"));
    expect(activeContentOf(facturx, ["factur-x.xml"])).toBeNull();
  });

  it("finds JavaScript run on opening, even inside an object stream", async () => {
    const doc = await pdf((d) =>
      d.catalog.set(PDFName.of("OpenAction"), d.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") })),
    );
    expect(activeContentOf(doc)).toBe("javascript");
  });

  it("finds a launch action in a link, and a file attached beside the invoice XML", async () => {
    const launch = await pdf((d) => {
      const link = d.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [0, 0, 10, 10],
        A: { S: "Launch", F: "calc.exe" },
      });
      d.getPage(0).node.set(PDFName.of("Annots"), d.context.obj([d.context.register(link)]));
    });
    expect(activeContentOf(launch)).toBe("Launch");
    const extra = await pdf(async (d) => {
      await d.attach(new TextEncoder().encode("<x/>"), "factur-x.xml");
      await d.attach(new Uint8Array([0x4d, 0x5a]), "payload.exe");
    });
    expect(activeContentOf(extra, ["factur-x.xml"])).toBe("embeddedFile");
  });
});
