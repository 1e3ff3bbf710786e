import { XMLParser } from "fast-xml-parser";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildCiiXml, FACTURX_FILENAME, xmlEscape, type CiiDocument } from "./cii-xml";
import { readAttachment } from "./read-attachment";
import { renderInvoicePdf } from "./render";
import { seller } from "./seller";

const DOC: CiiDocument = {
  typeCode: "380",
  number: "MA-000123",
  issueDate: "2026-10-31",
  dueDate: "2026-11-30",
  seller: seller(),
  buyer: {
    name: "Assur & Co <Lyon>",
    address: "1 place Bellecour, 69002 Lyon",
    postal: { line1: "1 place Bellecour", postcode: "69002", city: "Lyon", country: "FR" },
    vatId: "FR00123456789",
    clientId: 501,
  },
  lines: [
    { label: "Mutuelle santé — octobre 2026", quantity: 7, unitPriceCents: 1_100, htCents: 7_700, vatRateBp: 2000 },
    { label: "Ajustement: doublons", quantity: 1, unitPriceCents: -700, htCents: -700, vatRateBp: 2000 },
  ],
  htCents: 7_000,
  vatCents: 1_400,
  ttcCents: 8_400,
};

const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    removeNSPrefix: true,
    parseTagValue: false,
    isArray: (n) => n === "IncludedSupplyChainTradeLineItem",
  }).parse(xml);

describe("Factur-X", () => {
  it("escapes text", () => {
    expect(xmlEscape(`a<b>&"c'\u0001`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
  });

  it("embeds factur-x.xml in a PDF that loads, and the XML read back matches the invoice", async () => {
    const bytes = await renderInvoicePdf(DOC);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe("Facture MA-000123");
    const xml = await readAttachment(bytes, FACTURX_FILENAME);
    expect(xml).not.toBeNull();
    const text = new TextDecoder().decode(xml!);
    expect(text).toBe(buildCiiXml(DOC));
    const cii = parse(text).CrossIndustryInvoice;
    expect(cii.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID).toBe("urn:cen.eu:en16931:2017");
    expect(cii.ExchangedDocument.ID).toBe("MA-000123");
    expect(cii.ExchangedDocument.TypeCode).toBe("380");
    expect(cii.ExchangedDocument.IssueDateTime.DateTimeString["#text"]).toBe("20261031");
    const tx = cii.SupplyChainTradeTransaction;
    expect(tx.ApplicableHeaderTradeAgreement.BuyerTradeParty.Name).toBe("Assur & Co <Lyon>");
    const items = tx.IncludedSupplyChainTradeLineItem;
    expect(
      items.map(
        (i: {
          SpecifiedLineTradeSettlement: { SpecifiedTradeSettlementLineMonetarySummation: { LineTotalAmount: string } };
        }) => i.SpecifiedLineTradeSettlement.SpecifiedTradeSettlementLineMonetarySummation.LineTotalAmount,
      ),
    ).toEqual(["77.00", "-7.00"]);
    const s = tx.ApplicableHeaderTradeSettlement;
    expect(s.InvoiceCurrencyCode).toBe("EUR");
    expect(s.ApplicableTradeTax).toMatchObject({
      CalculatedAmount: "14.00",
      BasisAmount: "70.00",
      RateApplicablePercent: "20.00",
      CategoryCode: "S",
    });
    expect(s.SpecifiedTradePaymentTerms.DueDateDateTime.DateTimeString["#text"]).toBe("20261130");
    const sum = s.SpecifiedTradeSettlementHeaderMonetarySummation;
    expect([
      sum.LineTotalAmount,
      sum.TaxBasisTotalAmount,
      sum.TaxTotalAmount["#text"],
      sum.GrandTotalAmount,
      sum.DuePayableAmount,
    ]).toEqual(["70.00", "70.00", "14.00", "84.00", "84.00"]);
  });

  it("marks the attachment as the invoice's data (AF, AFRelationship) and names it in the XMP metadata", async () => {
    const bytes = await renderInvoicePdf(DOC);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toMatch(/\/AF \[/);
    expect(raw).toContain("/AFRelationship /Data");
    expect(raw).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
    expect(raw).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
  });

  it("writes a credit note (381) referring to its invoice, and prints names the standard fonts cannot encode", async () => {
    const note: CiiDocument = {
      ...DOC,
      typeCode: "381",
      number: "AV-MA-000001",
      dueDate: null,
      precedingInvoice: "MA-000123",
      buyer: { ...DOC.buyer, name: "Société 株式会社" },
    };
    const bytes = await renderInvoicePdf(note, { reason: "geste commercial" });
    const cii = parse(new TextDecoder().decode((await readAttachment(bytes, FACTURX_FILENAME))!)).CrossIndustryInvoice;
    expect(cii.ExchangedDocument.TypeCode).toBe("381");
    expect(
      cii.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.InvoiceReferencedDocument.IssuerAssignedID,
    ).toBe("MA-000123");
    expect(cii.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.BuyerTradeParty.Name).toBe(
      "Société 株式会社",
    );
  });

  it("carries the French CIUS notes (PMT, PMD, AAB), the legal identity and the nature of the operations", () => {
    const cii = parse(buildCiiXml(DOC)).CrossIndustryInvoice;
    const notes = [cii.ExchangedDocument.IncludedNote].flat() as { Content: string; SubjectCode: string }[];
    expect(notes.map((n) => n.SubjectCode)).toEqual(["AAB", "PMD", "PMT", "REG", "ABL", "AAI"]);
    expect(notes.find((n) => n.SubjectCode === "PMT")!.Content).toContain("40 €");
    expect(notes.find((n) => n.SubjectCode === "ABL")!.Content).toContain("RCS Paris 812 345 676");
    expect(notes.find((n) => n.SubjectCode === "AAI")!.Content).toBe(
      "Nature des opérations : prestations de services.",
    );
  });

  it("says so when the seller opted to pay VAT on debits", () => {
    const cii = parse(buildCiiXml({ ...DOC, seller: { ...DOC.seller, vatOnDebits: true } })).CrossIndustryInvoice;
    const notes = [cii.ExchangedDocument.IncludedNote].flat() as { Content: string; SubjectCode: string }[];
    expect(notes.find((n) => n.SubjectCode === "AAI")!.Content).toContain(
      "Option pour le paiement de la taxe d'après les débits.",
    );
  });

  it("names the buyer's SIREN (BT-47) when it is known", () => {
    const party = (doc: CiiDocument) =>
      parse(buildCiiXml(doc)).CrossIndustryInvoice.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement
        .BuyerTradeParty;
    expect(party({ ...DOC, buyer: { ...DOC.buyer, siren: "732829320" } }).SpecifiedLegalOrganization.ID).toEqual({
      "#text": "732829320",
      "@_schemeID": "0002",
    });
    expect(party(DOC).SpecifiedLegalOrganization).toBeUndefined();
  });

  it("writes the buyer's address in its fields (BT-50, BT-53, BT-52, BT-55), in the schema's order", () => {
    const xml = buildCiiXml({ ...DOC, buyer: { ...DOC.buyer, postal: { ...DOC.buyer.postal, country: "BE" } } });
    const buyer = xml.slice(xml.indexOf("<ram:BuyerTradeParty>"), xml.indexOf("</ram:BuyerTradeParty>"));
    expect(buyer).toContain(
      "<ram:PostalTradeAddress><ram:PostcodeCode>69002</ram:PostcodeCode><ram:LineOne>1 place Bellecour</ram:LineOne>" +
        "<ram:CityName>Lyon</ram:CityName><ram:CountryID>BE</ram:CountryID></ram:PostalTradeAddress>",
    );
  });

  it("spreads many lines over several pages", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      label: `Programme ${i}`,
      quantity: 1,
      unitPriceCents: 100,
      htCents: 100,
      vatRateBp: 2000,
    }));
    const bytes = await renderInvoicePdf({ ...DOC, lines, htCents: 6_000, vatCents: 1_200, ttcCents: 7_200 });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
  });
});
