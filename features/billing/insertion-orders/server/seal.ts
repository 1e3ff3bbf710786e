import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import { PDFDocument } from "pdf-lib";
import type { OiSignatureMethod } from "@/lib/domain/states";
import { env } from "@/lib/config/env";
import { embedFace, embedTextFonts } from "@/lib/pdf/fonts";
import { PadesSigner } from "@/lib/pdf/pades/signer";
import { requestTimestamp } from "@/lib/pdf/pades/timestamp";
import type { PlatformCertificate } from "./certificate";
import { ACCENT, MUTED, PageWriter } from "./pdf-text";
import { oiFooter, sha256Hex } from "./pdf";

export interface SealInput {
  oiId: number;
  title: string;
  /** The unsigned PDF the signer read (its hash is the one written on the audit page). */
  unsigned: Uint8Array;
  signer: { userId: number; name: string; email: string };
  method: OiSignatureMethod;
  /** The drawn signature (PNG), for method "drawn". */
  png: Buffer | null;
  /** The name as typed, for method "typed". */
  typedName: string | null;
  ip: string | null;
  userAgent: string | null;
  signedAt: Date;
}

/** The consent the advertiser ticks, as printed on the audit page. */
export const CONSENT_TEXT =
  "Le signataire a lu l'ordre d'insertion ci-dessus et l'accepte ; il consent à le signer électroniquement.";

/**
 * The sealed insertion order: the document, then an evidence page (signature image or typed name,
 * who signed and how they were identified, when, from where, and the SHA-256 of the document as
 * read), then a PAdES baseline signature (ETSI.CAdES.detached, lib/pdf/pades) over every byte with
 * the seal certificate, timestamped by the authority at `tsaUrl` (TSA_URL) when there is one (B-T:
 * the time is a third party's, not ours). Changing any byte afterwards breaks either the
 * signature's digest or its byte range (verify.ts).
 */
export async function sealOiPdf(
  input: SealInput,
  cert: PlatformCertificate,
  opts: { tsaUrl?: string | null } = {},
): Promise<Buffer> {
  const tsaUrl = opts.tsaUrl === undefined ? (env().TSA_URL ?? null) : opts.tsaUrl;
  const documentSha256 = sha256Hex(input.unsigned);
  const doc = await PDFDocument.load(input.unsigned, { updateMetadata: false });
  // The audit page's own subsets (tag "S"): the document's fonts keep their names and bytes.
  const { font, bold } = await embedTextFonts(doc, "S");
  const script = await embedFace(doc, "italic", "S");
  const orderPages = doc.getPageCount();
  const auditPage = doc.addPage([595.28, 841.89]);
  const w = new PageWriter(auditPage, () => doc.addPage([595.28, 841.89]));

  w.text("CERTIFICAT DE SIGNATURE ÉLECTRONIQUE", bold, 16);
  w.text(`Ordre d'insertion n° ${input.oiId} - ${input.title}`, font, 10, MUTED);
  w.gap(10);
  w.rule();
  w.text("Signature", bold, 11, ACCENT);
  if (input.method === "drawn" && input.png) {
    const image = await doc.embedPng(input.png);
    const scale = Math.min(260 / image.width, 110 / image.height, 1);
    const h = image.height * scale;
    w.ensure(h + 10);
    w.page.drawImage(image, { x: w.margin, y: w.y - h, width: image.width * scale, height: h });
    w.gap(h + 10);
  } else {
    w.text(input.typedName ?? input.signer.name, script, 28);
    w.gap(4);
  }
  w.row("Signataire", input.signer.name, font, bold);
  w.row("E-mail", input.signer.email, font, bold);
  w.row("Identifiant utilisateur", String(input.signer.userId), font, bold);
  w.row("Identification", "session authentifiée du compte ci-dessus (connexion à son espace)", font, bold);
  w.row("Méthode", input.method === "drawn" ? "signature tracée à l'écran" : "nom saisi au clavier", font, bold);
  w.row("Date et heure (UTC)", input.signedAt.toISOString(), font, bold);
  w.row("Adresse IP", input.ip ?? "inconnue", font, bold);
  w.row("Navigateur", input.userAgent ?? "inconnu", font, bold);
  w.row("Empreinte SHA-256 du document signé", documentSha256, font, bold, 9);
  w.gap(6);
  w.paragraph(CONSENT_TEXT, font, 10);
  w.gap(6);
  w.paragraph(
    `Ce document est scellé par une signature électronique PAdES de la plateforme (certificat « ${cert.commonName} », ` +
      `empreinte SHA-256 ${cert.fingerprint}). Toute modification ultérieure du fichier invalide ce sceau. ` +
      (cert.generated
        ? "Ce certificat a été généré par la plateforme pour la démonstration : aucune autorité de certification ne le garantit. "
        : "") +
      (tsaUrl
        ? `Le sceau est horodaté (RFC 3161) par l'autorité d'horodatage ${new URL(tsaUrl).host} : l'heure de la signature est la sienne.`
        : "Le sceau n'est pas horodaté par une autorité tierce : l'heure indiquée est celle de la plateforme."),
    font,
    9,
    MUTED,
  );

  const pages = doc.getPages();
  pages
    .slice(orderPages)
    .forEach((p, i) =>
      oiFooter(p, font, `OI n° ${input.oiId} - certificat de signature`, orderPages + i + 1, pages.length),
    );

  pdflibAddPlaceholder({
    pdfDoc: doc,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    reason: `Signature de l'ordre d'insertion n° ${input.oiId} par ${input.signer.name}`,
    contactInfo: input.signer.email,
    name: "Weedo",
    location: input.ip ?? "",
    signingTime: input.signedAt,
    // Room for a 2048-bit CAdES signature with its certificate and a timestamp token with the TSA's.
    signatureLength: 16384,
  });
  const withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new PadesSigner(cert.identity, tsaUrl ? (digest) => requestTimestamp(tsaUrl, digest) : undefined);
  return new SignPdf().sign(withPlaceholder, signer, input.signedAt);
}
