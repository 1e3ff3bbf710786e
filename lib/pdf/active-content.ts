import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  type PDFDocument,
  type PDFObject,
} from "pdf-lib";

/** Actions that run something, send something or open another file when the PDF is viewed. */
const ACTIVE_ACTIONS = new Set(["/JavaScript", "/Launch", "/SubmitForm", "/ImportData", "/GoToE", "/RichMediaExecute"]);

const text = (o: PDFObject | undefined) =>
  o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : o instanceof PDFName ? o.decodeText() : "";

/**
 * Why a PDF a member uploaded would act when someone opens it, or null: JavaScript (a /JS entry or
 * a JavaScript name tree), an action that launches, submits or imports, rich media, or an embedded
 * file other than those `allowedFiles` names (a Factur-X invoice carries its factur-x.xml). Every
 * object is looked at, object streams included (pdf-lib has unpacked them), dictionaries nested
 * in arrays and dictionaries too. The administrators who download these files are the target.
 */
export function activeContentOf(doc: PDFDocument, allowedFiles: readonly string[] = []): string | null {
  const seen = new Set<PDFObject>();
  const visit = (o: PDFObject | undefined): string | null => {
    if (!o || seen.has(o)) return null;
    seen.add(o);
    if (o instanceof PDFArray) {
      for (let i = 0; i < o.size(); i++) {
        const found = visit(o.get(i));
        if (found) return found;
      }
      return null;
    }
    const dict = o instanceof PDFDict ? o : o instanceof PDFStream || o instanceof PDFRawStream ? o.dict : null;
    if (!dict) return null;
    if (dict.has(PDFName.of("JS")) || dict.has(PDFName.of("JavaScript"))) return "javascript";
    const action = dict.get(PDFName.of("S"));
    if (action instanceof PDFName && ACTIVE_ACTIONS.has(action.asString())) return action.decodeText();
    const subtype = dict.get(PDFName.of("Subtype"));
    if (subtype instanceof PDFName && subtype.asString() === "/RichMedia") return "RichMedia";
    if (dict.has(PDFName.of("EF"))) {
      const name = text(dict.get(PDFName.of("UF"))) || text(dict.get(PDFName.of("F")));
      if (!allowedFiles.includes(name)) return "embeddedFile";
    }
    for (const [, value] of dict.entries()) {
      const found = visit(value);
      if (found) return found;
    }
    return null;
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = visit(object);
    if (found) return found;
  }
  return null;
}
