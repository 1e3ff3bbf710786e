import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { CsvCell } from "@/lib/csv";
import type { ReportPlatform } from "@/lib/domain/states";
import { centsToDecimal } from "@/features/billing/invoices/server/money";
import { reportTotals, type StoredReport } from "./monthly-reports";

/** The platforms' names in the documents (French: the report goes to the French management). */
export const PLATFORM_NAMES: Record<ReportPlatform, string> = {
  perf: "MyAffil",
  coreg: "MyCoreg",
  mongustave: "Mon Gustave",
  market: "Weedo market",
};

const euro = (cents: number) => `${centsToDecimal(cents).replace(".", ",")} €`;
const parisTime = (d: Date) =>
  new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", dateStyle: "short", timeStyle: "short" }).format(d);

export const reportFileName = (r: StoredReport, ext: "pdf" | "csv") => `rapport-mensuel-${r.month}-${r.id}.${ext}`;

/** The CSV of a generated report: one row per platform then the total, amounts in euros with a dot. */
export function reportCsv(r: StoredReport): { header: string[]; rows: CsvCell[][] } {
  const header = [
    "mois",
    "plateforme",
    "chiffre_affaires_ht",
    "couts_ht",
    "marge_ht",
    "facture_ht",
    "avoirs_ht",
    "encaisse",
    "paye_editeurs",
    "mois_valide",
    "donnees_de_cout",
  ];
  const rows: CsvCell[][] = r.lines.map((l) => [
    r.month,
    PLATFORM_NAMES[l.platform],
    centsToDecimal(l.revenueCents),
    centsToDecimal(l.costCents),
    centsToDecimal(l.marginCents),
    centsToDecimal(l.invoicedCents),
    centsToDecimal(l.creditedCents),
    centsToDecimal(l.collectedCents),
    centsToDecimal(l.paidOutCents),
    l.validated ? "oui" : "non",
    l.hasCostData ? "oui" : "non",
  ]);
  const t = reportTotals(r.lines);
  rows.push([
    r.month,
    "Total",
    centsToDecimal(t.revenueCents),
    centsToDecimal(t.costCents),
    centsToDecimal(t.marginCents),
    "",
    "",
    "",
    "",
    "",
    "",
  ]);
  return { header, rows };
}

/** The PDF of a generated report (A4 landscape, one table), with pdf-lib as the invoices use it. */
export async function reportPdf(r: StoredReport): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = `Rapport mensuel ${r.month}`;
  pdf.setTitle(title);
  pdf.setAuthor("Weedo");
  pdf.setCreator("Weedo portal");
  pdf.setCreationDate(r.generatedAt);
  pdf.setModificationDate(r.generatedAt);
  const page = pdf.addPage([841.89, 595.28]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.4, 0.4, 0.4);
  let y = 540;
  const put = (
    s: string,
    x: number,
    o: { bold?: boolean; size?: number; right?: boolean; color?: typeof grey } = {},
  ) => {
    const f = o.bold ? bold : font;
    const size = o.size ?? 10;
    const dx = o.right ? -f.widthOfTextAtSize(s, size) : 0;
    page.drawText(s, { x: x + dx, y, size, font: f, color: o.color ?? rgb(0, 0, 0) });
  };
  put(title, 50, { bold: true, size: 18 });
  y -= 20;
  put(`Généré le ${parisTime(r.generatedAt)}${r.generatedBy ? ` par ${r.generatedBy}` : ""} (rapport n° ${r.id})`, 50, {
    color: grey,
  });
  y -= 16;
  put(
    "Montants HT en euros, sauf « Encaissé » (TTC des factures payées ; prépaiements validés pour Weedo market).",
    50,
    {
      size: 8,
      color: grey,
    },
  );
  const cols: [string, number][] = [
    ["Plateforme", 50],
    ["CA", 250],
    ["Coûts", 340],
    ["Marge", 430],
    ["Facturé", 520],
    ["Avoirs", 610],
    ["Encaissé", 700],
    ["Payé éditeurs", 790],
  ];
  y -= 34;
  cols.forEach(([h, x], i) => put(h, x, { bold: true, right: i > 0 }));
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 792, y }, thickness: 0.5, color: grey });
  for (const l of r.lines) {
    y -= 18;
    const name = `${PLATFORM_NAMES[l.platform]}${l.validated ? "" : " (mois non validé)"}${l.hasCostData ? "" : " *"}`;
    put(name, 50);
    [
      l.revenueCents,
      l.costCents,
      l.marginCents,
      l.invoicedCents,
      l.creditedCents,
      l.collectedCents,
      l.paidOutCents,
    ].forEach((v, i) => put(euro(v), cols[i + 1]![1], { right: true }));
  }
  const t = reportTotals(r.lines);
  y -= 8;
  page.drawLine({ start: { x: 50, y }, end: { x: 792, y }, thickness: 0.5, color: grey });
  y -= 16;
  put("Total", 50, { bold: true });
  [t.revenueCents, t.costCents, t.marginCents].forEach((v, i) =>
    put(euro(v), cols[i + 1]![1], { bold: true, right: true }),
  );
  y -= 40;
  if (r.lines.some((l) => !l.hasCostData))
    put("* Aucune donnée de coût enregistrée pour cette plateforme : sa marge égale son chiffre d'affaires.", 50, {
      size: 8,
      color: grey,
    });
  return pdf.save();
}
