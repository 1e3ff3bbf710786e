import { loadPdf } from "@/features/billing/invoice-calls/server/pdf";
import { activeContentOf } from "@/lib/pdf/active-content";
import { readAttachment } from "@/features/billing/invoices/server/pdf/read-attachment";
import { CiiReadError, readCii, type CiiSummary } from "@/features/billing/e-invoicing/server/cii-read";
import type { InvoiceFormat } from "../formats";

export type Classified =
  | { format: InvoiceFormat; xml: string | null; summary: CiiSummary | null; ext: "pdf" | "xml" }
  | { error: "NOT_INVOICE" | "INVALID_XML" | "ACTIVE_CONTENT"; message?: string };

/** The names Factur-X (and ZUGFeRD before it) gives the embedded XML. */
const ATTACHMENTS = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml"];

const looksLikeXml = (bytes: Uint8Array) => {
  const head = Buffer.from(bytes.subarray(0, 256))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  return head.startsWith("<");
};

/**
 * What an uploaded invoice is, by its content: a PDF (with its Factur-X XML when it carries one), a
 * CII XML, or neither. A structured invoice whose XML is not a readable CII invoice is refused with
 * the reason, rather than taken as a plain PDF: its sender meant it to be read; a PDF with active
 * content (JavaScript, launch actions, other embedded files) is refused.
 */
export async function classifyUpload(bytes: Uint8Array): Promise<Classified> {
  const doc = await loadPdf(bytes);
  if (doc) {
    // A PDF that would run something when an administrator opens it is refused (say what).
    const active = activeContentOf(doc, ATTACHMENTS);
    if (active) return { error: "ACTIVE_CONTENT", message: active };
    const found = await readAttachment(bytes, ATTACHMENTS).catch(() => null);
    if (!found) return { format: "pdf", xml: null, summary: null, ext: "pdf" };
    const xml = Buffer.from(found).toString("utf8");
    const read = readOrError(xml);
    return "error" in read ? read : { format: "facturx", xml, summary: read.summary, ext: "pdf" };
  }
  if (!looksLikeXml(bytes)) return { error: "NOT_INVOICE" };
  const xml = Buffer.from(bytes).toString("utf8");
  const read = readOrError(xml);
  return "error" in read ? read : { format: "cii", xml, summary: read.summary, ext: "xml" };
}

function readOrError(xml: string): { summary: CiiSummary } | { error: "INVALID_XML"; message: string } {
  try {
    return { summary: readCii(xml) };
  } catch (err) {
    return { error: "INVALID_XML", message: err instanceof CiiReadError ? err.message : "unreadable XML" };
  }
}
