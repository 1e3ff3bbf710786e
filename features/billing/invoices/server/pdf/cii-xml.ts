import type { BuyerPostal } from "../buyer";
import { centsToDecimal } from "../money";
import { legalNotes } from "./legal-notes";
import type { Seller } from "./seller";

/**
 * A small builder of the Factur-X XML (UN/CEFACT Cross Industry Invoice D16B, profile EN 16931):
 * only the elements our invoices use, in the order the CII schema requires. No well-kept npm library
 * builds it (node-zugferd is marked work in progress), so this is written out and read back in tests.
 */

export const FACTURX_FILENAME = "factur-x.xml";
export const EN16931_GUIDELINE = "urn:cen.eu:en16931:2017";

export interface CiiLine {
  label: string;
  quantity: number;
  unitPriceCents: number;
  htCents: number;
  vatRateBp: number;
}

export interface CiiDocument {
  /** 380 commercial invoice, 381 credit note, 386 prepayment invoice (facture d'acompte). */
  typeCode: "380" | "381" | "386";
  number: string;
  issueDate: string;
  dueDate: string | null;
  seller: Seller;
  /**
   * siren: BT-47, the buyer's legal registration (a mandatory mention since the e-invoicing reform);
   * postal: BT-50 street, BT-53 postcode, BT-52 city, BT-55 country; `address` is the printed line.
   */
  buyer: {
    name: string;
    address: string;
    postal: BuyerPostal;
    vatId: string | null;
    siren?: string | null;
    clientId: number;
  };
  lines: CiiLine[];
  htCents: number;
  vatCents: number;
  ttcCents: number;
  /** Paid before the invoice was issued (BT-113): the prepayment a 386 invoices, or those a final
   * invoice deducts. DuePayable = TTC − prepaid. */
  prepaidCents?: number;
  /** When and how what prepaidCents counts was received, printed beside it. */
  prepaidNote?: string;
  /** The invoice a credit note cancels (BT-25). */
  precedingInvoice?: string | null;
  notes?: string[];
}

export function xmlEscape(s: string): string {
  return (
    s
      .replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!)
      // Characters XML 1.0 forbids never reach the document.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
  );
}

const d102 = (date: string) => `<udt:DateTimeString format="102">${date.replaceAll("-", "")}</udt:DateTimeString>`;
const amt = (cents: number) => centsToDecimal(cents);
const rate = (bp: number) => (bp / 100).toFixed(2);
const el = (tag: string, content: string) => `<${tag}>${content}</${tag}>`;
const txt = (tag: string, value: string) => el(tag, xmlEscape(value));

function lineItem(l: CiiLine, i: number): string {
  return el(
    "ram:IncludedSupplyChainTradeLineItem",
    el("ram:AssociatedDocumentLineDocument", el("ram:LineID", String(i + 1))) +
      el("ram:SpecifiedTradeProduct", txt("ram:Name", l.label)) +
      el(
        "ram:SpecifiedLineTradeAgreement",
        el("ram:NetPriceProductTradePrice", el("ram:ChargeAmount", amt(l.unitPriceCents))),
      ) +
      el("ram:SpecifiedLineTradeDelivery", `<ram:BilledQuantity unitCode="C62">${l.quantity}</ram:BilledQuantity>`) +
      el(
        "ram:SpecifiedLineTradeSettlement",
        el(
          "ram:ApplicableTradeTax",
          el("ram:TypeCode", "VAT") + el("ram:CategoryCode", "S") + el("ram:RateApplicablePercent", rate(l.vatRateBp)),
        ) + el("ram:SpecifiedTradeSettlementLineMonetarySummation", el("ram:LineTotalAmount", amt(l.htCents))),
      ),
  );
}

function sellerParty(s: Seller): string {
  return el(
    "ram:SellerTradeParty",
    txt("ram:Name", s.name) +
      el("ram:SpecifiedLegalOrganization", `<ram:ID schemeID="0002">${xmlEscape(s.siren)}</ram:ID>`) +
      el(
        "ram:PostalTradeAddress",
        txt("ram:PostcodeCode", s.postcode) +
          txt("ram:LineOne", s.line1) +
          txt("ram:CityName", s.city) +
          txt("ram:CountryID", s.country),
      ) +
      el("ram:URIUniversalCommunication", `<ram:URIID schemeID="EM">${xmlEscape(s.email)}</ram:URIID>`) +
      el("ram:SpecifiedTaxRegistration", `<ram:ID schemeID="VA">${xmlEscape(s.vatId)}</ram:ID>`),
  );
}

function buyerParty(b: CiiDocument["buyer"]): string {
  return el(
    "ram:BuyerTradeParty",
    txt("ram:ID", String(b.clientId)) +
      txt("ram:Name", b.name) +
      (b.siren ? el("ram:SpecifiedLegalOrganization", `<ram:ID schemeID="0002">${xmlEscape(b.siren)}</ram:ID>`) : "") +
      el(
        "ram:PostalTradeAddress",
        (b.postal.postcode ? txt("ram:PostcodeCode", b.postal.postcode) : "") +
          (b.postal.line1 ? txt("ram:LineOne", b.postal.line1) : "") +
          (b.postal.city ? txt("ram:CityName", b.postal.city) : "") +
          txt("ram:CountryID", b.postal.country),
      ) +
      (b.vatId ? el("ram:SpecifiedTaxRegistration", `<ram:ID schemeID="VA">${xmlEscape(b.vatId)}</ram:ID>`) : ""),
  );
}

/** The CII XML of an invoice or credit note (UTF-8 text). */
export function buildCiiXml(doc: CiiDocument): string {
  const prepaid = doc.prepaidCents ?? 0;
  const taxRate = doc.lines[0]?.vatRateBp ?? 2000;
  const settlement = el(
    "ram:ApplicableHeaderTradeSettlement",
    el("ram:InvoiceCurrencyCode", "EUR") +
      el(
        "ram:SpecifiedTradeSettlementPaymentMeans",
        el("ram:TypeCode", "58") + el("ram:PayeePartyCreditorFinancialAccount", txt("ram:IBANID", doc.seller.iban)),
      ) +
      el(
        "ram:ApplicableTradeTax",
        el("ram:CalculatedAmount", amt(doc.vatCents)) +
          el("ram:TypeCode", "VAT") +
          el("ram:BasisAmount", amt(doc.htCents)) +
          el("ram:CategoryCode", "S") +
          el("ram:RateApplicablePercent", rate(taxRate)),
      ) +
      (doc.dueDate ? el("ram:SpecifiedTradePaymentTerms", el("ram:DueDateDateTime", d102(doc.dueDate))) : "") +
      el(
        "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
        el("ram:LineTotalAmount", amt(doc.htCents)) +
          el("ram:TaxBasisTotalAmount", amt(doc.htCents)) +
          `<ram:TaxTotalAmount currencyID="EUR">${amt(doc.vatCents)}</ram:TaxTotalAmount>` +
          el("ram:GrandTotalAmount", amt(doc.ttcCents)) +
          (prepaid ? el("ram:TotalPrepaidAmount", amt(prepaid)) : "") +
          el("ram:DuePayableAmount", amt(doc.ttcCents - prepaid)),
      ) +
      (doc.precedingInvoice
        ? el("ram:InvoiceReferencedDocument", txt("ram:IssuerAssignedID", doc.precedingInvoice))
        : ""),
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">` +
    el(
      "rsm:ExchangedDocumentContext",
      el("ram:GuidelineSpecifiedDocumentContextParameter", el("ram:ID", EN16931_GUIDELINE)),
    ) +
    el(
      "rsm:ExchangedDocument",
      txt("ram:ID", doc.number) +
        el("ram:TypeCode", doc.typeCode) +
        el("ram:IssueDateTime", d102(doc.issueDate)) +
        // The prepaid note names what BT-113 counts (the acomptes deducted, or the acompte received).
        [...(doc.notes ?? []), ...(doc.prepaidNote ? [doc.prepaidNote] : [])]
          .map((n) => el("ram:IncludedNote", txt("ram:Content", n)))
          .join("") +
        legalNotes(doc.seller)
          .map((n) => el("ram:IncludedNote", txt("ram:Content", n.text) + el("ram:SubjectCode", n.code)))
          .join(""),
    ) +
    el(
      "rsm:SupplyChainTradeTransaction",
      doc.lines.map(lineItem).join("") +
        el("ram:ApplicableHeaderTradeAgreement", sellerParty(doc.seller) + buyerParty(doc.buyer)) +
        el("ram:ApplicableHeaderTradeDelivery", "") +
        settlement,
    ) +
    `</rsm:CrossIndustryInvoice>\n`
  );
}
