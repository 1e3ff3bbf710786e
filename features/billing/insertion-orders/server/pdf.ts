import { createHash } from "node:crypto";
import { PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { embedTextFonts } from "@/lib/pdf/fonts";
import { ACCENT, euros, frenchDate, MUTED, PageWriter } from "./pdf-text";

/** What an insertion order's PDF shows: its terms, the advertiser as known at the last change. */
export interface OiPdfData {
  id: number;
  title: string;
  advertiser: { society: string; firstName: string; lastName: string; email: string; address: string };
  programName: string | null;
  model: string | null;
  priceCents: number | null;
  volume: number | null;
  startsOn: string | null;
  endsOn: string | null;
  terms: string;
  /** The version of the terms: the PDF's creation date, so one version always renders the same bytes. */
  updatedAt: Date;
}

const MODEL_LABELS: Record<string, string> = {
  CPL: "CPL - coût par lead",
  CPA: "CPA - coût par action",
  CPC: "CPC - coût par clic",
  CPM: "CPM - coût pour mille impressions",
};

/**
 * The order's money: HT = unit price × volume; VAT 20 % of the HT rounded half-up to the cent (one
 * line, so one rounding); TTC = HT + VAT. Null when the price or the volume is not set.
 */
export function oiTotals(priceCents: number | null, volume: number | null) {
  if (priceCents === null || volume === null) return null;
  const ht = priceCents * volume;
  const vat = Math.round((ht * 20) / 100);
  return { ht, vat, ttc: ht + vat };
}

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * The unsigned insertion order. Deterministic: the same terms render the same bytes (fixed dates,
 * producer and no object streams), so the hash the advertiser signs can be checked against a fresh
 * rendering on the server.
 */
export async function renderOiPdf(oi: OiPdfData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Ordre d'insertion n° ${oi.id}`);
  doc.setSubject(oi.title);
  doc.setAuthor("Weedo");
  doc.setCreator("Weedo portal");
  doc.setProducer("Weedo portal (pdf-lib)");
  doc.setCreationDate(oi.updatedAt);
  doc.setModificationDate(oi.updatedAt);
  doc.setLanguage("fr-FR");
  const { font, bold } = await embedTextFonts(doc);
  const w = new PageWriter(doc.addPage([595.28, 841.89]), () => doc.addPage([595.28, 841.89]));

  w.text("Weedo", bold, 12, ACCENT);
  w.text("Plateforme d'affiliation et de génération de leads", font, 9, MUTED);
  w.gap(18);
  w.text(`ORDRE D'INSERTION N° ${oi.id}`, bold, 18);
  w.paragraph(oi.title, font, 12);
  w.gap(10);
  w.rule();

  w.text("Annonceur", bold, 11, ACCENT);
  w.row("Société", oi.advertiser.society || "-", font, bold);
  w.row("Contact", `${oi.advertiser.firstName} ${oi.advertiser.lastName.toUpperCase()}`, font, bold);
  w.row("E-mail", oi.advertiser.email, font, bold);
  if (oi.advertiser.address) w.row("Adresse", oi.advertiser.address, font, bold);
  w.gap(8);

  w.text("Campagne", bold, 11, ACCENT);
  w.row("Programme", oi.programName ?? "-", font, bold);
  w.row("Modèle de rémunération", oi.model ? (MODEL_LABELS[oi.model] ?? oi.model) : "-", font, bold);
  w.row("Prix unitaire HT", oi.priceCents === null ? "-" : euros(oi.priceCents), font, bold);
  w.row("Volume commandé", oi.volume === null ? "-" : new Intl.NumberFormat("fr-FR").format(oi.volume), font, bold);
  const period =
    oi.startsOn && oi.endsOn
      ? `du ${frenchDate(oi.startsOn)} au ${frenchDate(oi.endsOn)}`
      : oi.startsOn
        ? `à partir du ${frenchDate(oi.startsOn)}`
        : "-";
  w.row("Période", period, font, bold);
  const totals = oiTotals(oi.priceCents, oi.volume);
  if (totals) {
    w.row("Montant HT", euros(totals.ht), font, bold);
    w.row("TVA 20 %", euros(totals.vat), font, bold);
    w.row("Montant TTC", euros(totals.ttc), bold, bold);
  }
  w.gap(8);

  w.text("Conditions particulières", bold, 11, ACCENT);
  w.paragraph(oi.terms.trim() || "Aucune condition particulière.", font, 10);
  w.gap(8);
  w.text("Conditions générales", bold, 11, ACCENT);
  w.paragraph(
    "Le présent ordre d'insertion est régi par les conditions générales de vente de la plateforme Weedo " +
      "acceptées par l'annonceur. Les volumes sont facturés sur la base des statistiques validées chaque mois. " +
      "La signature électronique de ce document vaut acceptation de l'ensemble de ses termes.",
    font,
    9,
    MUTED,
  );
  w.gap(16);
  const pages = doc.getPages();
  const total = pages.length + CERTIFICATE_PAGES;
  w.text(
    `Bon pour accord - l'annonceur : signature électronique (voir le certificat de signature, page ${total})`,
    bold,
    10,
  );
  pages.forEach((p, i) => oiFooter(p, font, `OI n° ${oi.id} - version du ${oi.updatedAt.toISOString()}`, i + 1, total));
  return doc.save({ useObjectStreams: false });
}

/**
 * The signed file is the order followed by its certificate of signature (seal.ts), one page, which
 * the order's page count includes: the advertiser reads "page 1/2" and signs a two-page document.
 * The count is in the bytes the signer reads, whose hash the certificate records.
 */
export const CERTIFICATE_PAGES = 1;

export function oiFooter(page: PDFPage, font: PDFFont, label: string, n: number, total: number): void {
  page.drawText(`${label} - page ${n}/${total}`, {
    x: 50,
    y: 30,
    size: 8,
    font,
    color: MUTED,
  });
}
