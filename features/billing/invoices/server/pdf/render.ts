import { AFRelationship, PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { embedTextFonts, printable } from "@/lib/pdf/fonts";
import { centsToDecimal } from "../money";
import { buildCiiXml, FACTURX_FILENAME, type CiiDocument } from "./cii-xml";
import { legalNotes } from "./legal-notes";
import { addPdfA3Essentials } from "./pdfa";
import { PDF_CREATOR, PDF_PRODUCER, setFacturXMetadata } from "./xmp";

/**
 * One invoice or credit note as a PDF (A4, French: the seller is a French company) with its Factur-X
 * XML embedded as factur-x.xml (AFRelationship Data, XMP metadata naming it). The XML and the printed
 * figures come from the same CiiDocument, so they cannot disagree.
 */

const A4: [number, number] = [595.28, 841.89];
const M = 50;
const GREY = rgb(0.4, 0.4, 0.4);

export const euro = (cents: number) => `${centsToDecimal(cents).replace(".", ",")} €`;
/** "YYYY-MM-DD" as the French documents print it (DD/MM/YYYY). */
export const frDate = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

function fit(font: PDFFont, s: string, size: number, width: number): string {
  let t = printable(font, s);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t}…`;
}

interface Ctx {
  doc: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

function text(
  c: Ctx,
  s: string,
  x: number,
  opts: { size?: number; bold?: boolean; right?: boolean; color?: ReturnType<typeof rgb>; width?: number } = {},
) {
  const size = opts.size ?? 9;
  const f = opts.bold ? c.bold : c.font;
  const t = opts.width ? fit(f, s, size, opts.width) : printable(f, s);
  const dx = opts.right ? -f.widthOfTextAtSize(t, size) : 0;
  c.page.drawText(t, { x: x + dx, y: c.y, size, font: f, color: opts.color ?? rgb(0, 0, 0) });
}

function newPage(c: Ctx) {
  c.page = c.doc.addPage(A4);
  c.y = A4[1] - M;
}

export async function renderInvoicePdf(doc: CiiDocument, opts: { reason?: string } = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const credit = doc.typeCode === "381";
  const prepayment = doc.typeCode === "386";
  const kind = credit ? "Avoir" : prepayment ? "Facture d'acompte" : "Facture";
  const title = `${kind} ${doc.number}`;
  pdf.setTitle(title);
  pdf.setAuthor(doc.seller.name);
  pdf.setCreator(PDF_CREATOR);
  pdf.setProducer(PDF_PRODUCER);
  const now = new Date(`${doc.issueDate}T12:00:00Z`);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  // Embedded fonts (PDF/A-3 forbids the unembedded standard ones).
  const { font, bold } = await embedTextFonts(pdf);
  const c: Ctx = { doc: pdf, page: pdf.addPage(A4), font, bold, y: A4[1] - M };
  const s = doc.seller;
  const right = A4[0] - M;

  // Seller, then the document's title and dates.
  text(c, s.name, M, { size: 14, bold: true });
  text(c, kind.toUpperCase(), right, { size: 16, bold: true, right: true });
  c.y -= 16;
  text(c, s.line1, M);
  text(c, `N° ${doc.number}`, right, { right: true, bold: true });
  c.y -= 12;
  text(c, `${s.postcode} ${s.city}`, M);
  text(c, `Date d'émission : ${frDate(doc.issueDate)}`, right, { right: true });
  c.y -= 12;
  text(c, `SIREN ${s.siren} — TVA ${s.vatId}`, M);
  if (doc.dueDate) text(c, `Échéance : ${frDate(doc.dueDate)}`, right, { right: true });
  if (doc.precedingInvoice) text(c, `Facture d'origine : ${doc.precedingInvoice}`, right, { right: true });
  c.y -= 12;
  text(c, s.email, M, { color: GREY });

  // Buyer.
  c.y -= 34;
  text(c, "Client", 330, { bold: true });
  c.y -= 13;
  text(c, doc.buyer.name, 330, { width: right - 330 });
  if (doc.buyer.address) {
    c.y -= 12;
    text(c, doc.buyer.address, 330, { width: right - 330 });
  }
  c.y -= 12;
  text(c, `Code client : ${doc.buyer.clientId}`, 330, { color: GREY });
  if (doc.buyer.siren) {
    c.y -= 12;
    text(c, `SIREN : ${doc.buyer.siren}`, 330);
  }
  if (doc.buyer.vatId) {
    c.y -= 12;
    text(c, `TVA : ${doc.buyer.vatId}`, 330);
  }
  if (opts.reason) {
    c.y -= 20;
    text(c, `Motif : ${opts.reason}`, M, { width: right - M });
  }

  // Lines.
  const cols = { qty: 360, unit: 440, ht: right };
  const header = () => {
    c.y -= 28;
    text(c, "Désignation", M, { bold: true });
    text(c, "Qté", cols.qty, { bold: true, right: true });
    text(c, "P.U. HT", cols.unit, { bold: true, right: true });
    text(c, "Montant HT", cols.ht, { bold: true, right: true });
    c.y -= 6;
    c.page.drawLine({ start: { x: M, y: c.y }, end: { x: right, y: c.y }, thickness: 0.5, color: GREY });
  };
  header();
  for (const l of doc.lines) {
    if (c.y < 220) {
      newPage(c);
      header();
    }
    c.y -= 14;
    text(c, l.label, M, { width: cols.qty - M - 40 });
    text(c, String(l.quantity), cols.qty, { right: true });
    text(c, euro(l.unitPriceCents), cols.unit, { right: true });
    text(c, euro(l.htCents), cols.ht, { right: true });
  }

  // Totals.
  c.y -= 12;
  c.page.drawLine({ start: { x: 330, y: c.y }, end: { x: right, y: c.y }, thickness: 0.5, color: GREY });
  const rate = ((doc.lines[0]?.vatRateBp ?? 2000) / 100).toFixed(0);
  const totals: [string, number, boolean][] = [
    ["Total HT", doc.htCents, false],
    [`TVA ${rate} %`, doc.vatCents, false],
    ["Total TTC", doc.ttcCents, true],
  ];
  if (doc.prepaidCents)
    totals.push(
      [prepayment ? "Acompte reçu" : "Acomptes déjà versés", doc.prepaidCents, false],
      ["Net à payer", doc.ttcCents - doc.prepaidCents, true],
    );
  for (const [label, v, b] of totals) {
    c.y -= 14;
    text(c, label, 330, { bold: b });
    text(c, euro(v), right, { right: true, bold: b });
  }
  if (doc.prepaidNote) {
    c.y -= 14;
    text(c, doc.prepaidNote, 330, { size: 8, color: GREY, width: right - 330 });
  }

  // Payment terms (art. L441-9 C. com.) and the legal mentions, the same as the XML's notes (legal-notes.ts).
  c.y = Math.min(c.y - 30, 190);
  const mentions = [
    credit
      ? "Cet avoir vient en déduction de la facture d'origine : il ne modifie pas celle-ci."
      : doc.ttcCents - (doc.prepaidCents ?? 0) <= 0
        ? "Facture acquittée : elle ne demande aucun règlement."
        : `Règlement par virement — IBAN ${s.iban} — BIC ${s.bic} — référence ${doc.number}.`,
    "Conditions de paiement : 30 jours à compter de la date d'émission.",
    ...legalNotes(s).map((n) => n.text),
    "Facture électronique Factur-X (EN 16931) : les données structurées sont jointes (factur-x.xml).",
  ];
  for (const m of mentions) {
    text(c, m, M, { size: 7.5, color: GREY, width: right - M });
    c.y -= 11;
  }

  const xml = buildCiiXml(doc);
  await pdf.attach(new TextEncoder().encode(xml), FACTURX_FILENAME, {
    mimeType: "text/xml",
    description: "Factur-X invoice data (EN 16931)",
    creationDate: now,
    modificationDate: now,
    afRelationship: AFRelationship.Data,
  });
  setFacturXMetadata(pdf, title, now, doc.seller.name);
  addPdfA3Essentials(pdf, `${doc.number}|${doc.issueDate}`);
  return pdf.save({ useObjectStreams: false });
}
