import { XMLParser, XMLValidator } from "fast-xml-parser";

/** What the portal reads of a CII invoice (EN 16931): enough to route it and match it. */
export interface CiiSummary {
  typeCode: string;
  number: string;
  /** "YYYY-MM-DD". */
  issueDate: string | null;
  seller: CiiParty;
  buyer: CiiParty;
  /** BT-73 and BT-74, "YYYY-MM-DD", when the invoice names its period. */
  periodStart: string | null;
  periodEnd: string | null;
  currency: string | null;
  htCents: number | null;
  vatCents: number | null;
  ttcCents: number | null;
  dueCents: number | null;
}

export interface CiiParty {
  name: string | null;
  /** BT-30 / BT-47 with scheme 0002. */
  siren: string | null;
  /** BT-31 / BT-48. */
  vatId: string | null;
}

export class CiiReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CiiReadError";
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  // No entity expansion: an invoice has no use for it, and it is how XML bombs work.
  processEntities: false,
  isArray: (name) => name === "SpecifiedTaxRegistration" || name === "TaxTotalAmount",
});

type Node = Record<string, unknown>;
const child = (n: unknown, name: string): Node | undefined =>
  n && typeof n === "object" ? ((n as Node)[name] as Node | undefined) : undefined;
const text = (n: unknown): string | null => {
  if (typeof n === "string") return n.trim() || null;
  if (n && typeof n === "object" && "#text" in n) return String((n as Node)["#text"]).trim() || null;
  return null;
};
const path = (n: unknown, ...names: string[]) => names.reduce<unknown>((at, name) => child(at, name), n);
const ymd = (n: unknown): string | null => {
  const v = text(path(n, "DateTimeString"));
  return v && /^\d{8}$/.test(v) ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}` : null;
};
/** "1234.56" → 123456; anything else → null (never a float on money). */
export function centsOf(v: string | null): number | null {
  const m = v ? /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(v) : null;
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

function party(n: unknown): CiiParty {
  const org = child(n, "SpecifiedLegalOrganization");
  const orgId = child(org, "ID");
  const scheme = orgId && typeof orgId === "object" ? (orgId as Node)["@schemeID"] : undefined;
  const regs = (child(n, "SpecifiedTaxRegistration") as unknown as Node[] | undefined) ?? [];
  const vat = regs.map((r) => child(r, "ID")).find((id) => id && (id as Node)["@schemeID"] === "VA");
  return {
    name: text(child(n, "Name")),
    siren: scheme === "0002" ? text(orgId) : null,
    vatId: text(vat),
  };
}

/** Reads a CII XML; throws CiiReadError when it is not well-formed or not a CII invoice. */
export function readCii(xml: string): CiiSummary {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new CiiReadError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new CiiReadError("a DOCTYPE is not allowed in an invoice");
  const root = child(parser.parse(xml), "CrossIndustryInvoice");
  if (!root) throw new CiiReadError("not a CII invoice (no CrossIndustryInvoice root)");
  const docNode = child(root, "ExchangedDocument");
  const tx = child(root, "SupplyChainTradeTransaction");
  const agreement = child(tx, "ApplicableHeaderTradeAgreement");
  const settlement = child(tx, "ApplicableHeaderTradeSettlement");
  const sums = child(settlement, "SpecifiedTradeSettlementHeaderMonetarySummation");
  const number = text(child(docNode, "ID"));
  const typeCode = text(child(docNode, "TypeCode"));
  if (!number || !typeCode) throw new CiiReadError("the invoice has no number (BT-1) or no type (BT-3)");
  const taxTotals = (child(sums, "TaxTotalAmount") as unknown as unknown[] | undefined) ?? [];
  return {
    typeCode,
    number,
    issueDate: ymd(child(docNode, "IssueDateTime")),
    seller: party(child(agreement, "SellerTradeParty")),
    buyer: party(child(agreement, "BuyerTradeParty")),
    periodStart: ymd(path(settlement, "BillingSpecifiedPeriod", "StartDateTime")),
    periodEnd: ymd(path(settlement, "BillingSpecifiedPeriod", "EndDateTime")),
    currency: text(child(settlement, "InvoiceCurrencyCode")),
    htCents: centsOf(text(child(sums, "TaxBasisTotalAmount"))),
    vatCents: centsOf(text(taxTotals[0])),
    ttcCents: centsOf(text(child(sums, "GrandTotalAmount"))),
    dueCents: centsOf(text(child(sums, "DuePayableAmount"))),
  };
}
