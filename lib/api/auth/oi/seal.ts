import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { PDFDocument } from "pdf-lib";
import type { OiSignatureMethod } from "@/lib/domain/states";
import { embedFace, embedTextFonts } from "@/lib/pdf/fonts";
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
 * The sealed insertion order: the document, then an audit page (signature image or typed name,
 * signer, time, IP, user agent and the SHA-256 of the document as read), then a PDF digital
 * signature (PKCS#7 detached, adbe.pkcs7.detached) over every byte with the platform's certificate.
 * Changing any byte afterwards breaks either the signature's digest or its byte range (verify.ts).
 */
export async function sealOiPdf(input: SealInput, cert: PlatformCertificate): Promise<Buffer> {
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
  w.row("Méthode", input.method === "drawn" ? "signature tracée à l'écran" : "nom saisi au clavier", font, bold);
  w.row("Date et heure (UTC)", input.signedAt.toISOString(), font, bold);
  w.row("Adresse IP", input.ip ?? "inconnue", font, bold);
  w.row("Navigateur", input.userAgent ?? "inconnu", font, bold);
  w.row("Empreinte SHA-256 du document signé", documentSha256, font, bold, 9);
  w.gap(6);
  w.paragraph(CONSENT_TEXT, font, 10);
  w.gap(6);
  w.paragraph(
    `Ce document est scellé par une signature numérique de la plateforme (certificat « ${cert.commonName} », ` +
      `empreinte SHA-256 ${cert.fingerprint}). Toute modification ultérieure du fichier invalide ce sceau.`,
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
    reason: `Signature de l'ordre d'insertion n° ${input.oiId} par ${input.signer.name}`,
    contactInfo: input.signer.email,
    name: "Weedo",
    location: input.ip ?? "",
    signingTime: input.signedAt,
    // Room for a 2048-bit PKCS#7 with its certificate.
    signatureLength: 8192,
  });
  const withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(cert.p12, { passphrase: cert.passphrase });
  return new SignPdf().sign(withPlaceholder, signer, input.signedAt);
}
