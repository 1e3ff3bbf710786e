import { createHash } from "node:crypto";
import { PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import { srgbIccProfile, SRGB_OUTPUT_CONDITION } from "./srgb-icc";

/**
 * The PDF/A-3 parts pdf-lib does not write by itself: the sRGB output intent (GTS_PDFA1 with its
 * embedded ICC profile, so that the device colours of the page have a meaning) and the file
 * identifier of the trailer (derived from the document's number and date, so that one invoice
 * always renders to the same bytes).
 */
export function addPdfA3Essentials(doc: PDFDocument, identity: string): void {
  const ctx = doc.context;
  const profile = ctx.flateStream(srgbIccProfile(), { N: 3 });
  const intent = ctx.obj({
    Type: "OutputIntent",
    S: "GTS_PDFA1",
    OutputConditionIdentifier: PDFString.of(SRGB_OUTPUT_CONDITION),
    Info: PDFString.of(SRGB_OUTPUT_CONDITION),
    RegistryName: PDFString.of("http://www.color.org"),
    DestOutputProfile: ctx.register(profile),
  });
  doc.catalog.set(PDFName.of("OutputIntents"), ctx.obj([ctx.register(intent)]));
  const id = PDFHexString.of(createHash("md5").update(identity).digest("hex"));
  ctx.trailerInfo.ID = ctx.obj([id, id]);
}
