import { PDFDocument } from "pdf-lib";
import { inflatesWithin } from "@/lib/pdf/inflate-cap";

/** An uploaded publisher invoice may weigh at most 5 MB. */
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;

const MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * Whether the bytes are a PDF, by content and not by name or declared type: the file starts with the
 * "%PDF-" signature and pdf-lib loads it with at least one page. A text file renamed ".pdf" fails
 * the first test, a file that only starts like a PDF fails the second. Encrypted PDFs are refused
 * (nobody could read them here), and so is a file whose streams inflate past the budget
 * (lib/pdf/inflate-cap.ts), before the library inflates anything.
 */
export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  return (await loadPdf(bytes)) !== null;
}

/** The PDF, loaded, when the bytes are one by the rules of isPdf; null otherwise. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument | null> {
  if (bytes.byteLength < MAGIC.length || MAGIC.some((b, i) => bytes[i] !== b)) return null;
  if (!inflatesWithin(bytes)) return null;
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    return doc.getPageCount() > 0 ? doc : null;
  } catch {
    return null;
  }
}
