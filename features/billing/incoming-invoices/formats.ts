/**
 * How a publisher's invoice arrived: Factur-X (a PDF carrying its CII XML), CII XML alone, or a plain
 * PDF (no structured data). The reform makes structured invoices mandatory for every company from
 * 1 September 2027 (SMEs included): a plain PDF is accepted until then, flagged as such.
 */
export const INVOICE_FORMATS = ["facturx", "cii", "pdf"] as const;
export type InvoiceFormat = (typeof INVOICE_FORMATS)[number];

export const STRUCTURED_REQUIRED_FROM = "2027-09-01";

/** What an incoming invoice is checked against, in the order the review shows them. */
export const MATCH_FIELDS = [
  "typeCode",
  "sellerSiren",
  "sellerVat",
  "buyerSiren",
  "buyerVat",
  "currency",
  "htCents",
  "totals",
  "period",
] as const;
export type MatchField = (typeof MATCH_FIELDS)[number];

export interface MatchLine {
  field: MatchField;
  /** What the portal expects, as text ("" when it has nothing to compare with). */
  expected: string;
  found: string;
  ok: boolean;
}

export interface InvoiceMatch {
  ok: boolean;
  /** The supplier's invoice number (BT-1). */
  number: string;
  fields: MatchLine[];
}

/** What became of an invoice the platform handed over: attached to its call, or kept for a person. */
export const INBOX_STATUSES = ["matched", "unmatched", "unreadable"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/**
 * Why a received invoice was not filed, as stored (the operator's log language); the screen
 * translates them by these prefixes (ui/inbox-section.tsx), anything else is a reader's message.
 */
export const INBOX_REASONS = {
  noSiren: "no seller SIREN (BT-30)",
  noPublisher: "no publisher with SIREN ",
  noCall: "no invoice call waiting for an invoice",
  callClosed: "the call no longer takes an invoice",
} as const;
