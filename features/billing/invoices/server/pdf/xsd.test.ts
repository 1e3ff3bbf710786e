import { describe, expect, it } from "vitest";
import { facturXSchemaErrors } from "@/tests/helpers/factur-x-xsd";
import { buildCiiXml, type CiiDocument } from "./cii-xml";
import { seller } from "./seller";

/** A month's invoice of a French business client: the base every other type is written from. */
const MONTH: CiiDocument = {
  typeCode: "380",
  number: "MA-000200",
  issueDate: "2026-11-02",
  dueDate: "2026-12-02",
  seller: seller(),
  buyer: {
    name: "Banque Exemple SA",
    address: "12 rue de la République, 69002 Lyon, FR",
    postal: { line1: "12 rue de la République", postcode: "69002", city: "Lyon", country: "FR" },
    vatId: "FR44732829320",
    siren: "732829320",
    clientId: 1004,
  },
  lines: [
    { label: "Leads validés — octobre 2026", quantity: 120, unitPriceCents: 1_250, htCents: 150_000, vatRateBp: 2000 },
    { label: "Doublons retirés", quantity: 3, unitPriceCents: -1_250, htCents: -3_750, vatRateBp: 2000 },
  ],
  htCents: 146_250,
  vatCents: 29_250,
  ttcCents: 175_500,
};

const DOCUMENTS: Record<string, CiiDocument> = {
  "a month's invoice (380)": MONTH,
  "a facture d'acompte, paid at issue (386)": {
    ...MONTH,
    typeCode: "386",
    number: "WM-000031",
    lines: [
      { label: "Acompte — crédit Weedo market", quantity: 1, unitPriceCents: 50_000, htCents: 50_000, vatRateBp: 2000 },
    ],
    htCents: 50_000,
    vatCents: 10_000,
    ttcCents: 60_000,
    prepaidCents: 60_000,
    prepaidNote: "Acompte reçu le 28/10/2026 par virement (référence VIR-4-3).",
  },
  "a final invoice deducting prepayments (380, BT-113)": {
    ...MONTH,
    prepaidCents: 60_000,
    prepaidNote: "Acomptes déduits : WM-000031.",
  },
  "a credit note of an invoice (381, BT-25)": {
    ...MONTH,
    typeCode: "381",
    number: "AV-MA-000007",
    dueDate: null,
    lines: [{ label: "Geste commercial", quantity: 1, unitPriceCents: 10_000, htCents: 10_000, vatRateBp: 2000 }],
    htCents: 10_000,
    vatCents: 2_000,
    ttcCents: 12_000,
    precedingInvoice: "MA-000200",
  },
  "an invoice to a client abroad without VAT number or SIREN": {
    ...MONTH,
    buyer: {
      name: "Agence Lumière SPRL",
      address: "Rue Neuve 1, 1000 Bruxelles, BE",
      postal: { line1: "Rue Neuve 1", postcode: "1000", city: "Bruxelles", country: "BE" },
      vatId: null,
      siren: null,
      clientId: 1090,
    },
  },
  "an invoice of a seller paying VAT on debits, to a buyer with its address on one line": {
    ...MONTH,
    seller: { ...seller(), vatOnDebits: true },
    buyer: {
      ...MONTH.buyer,
      postal: { line1: "12 rue de la République, 69002 Lyon", postcode: "", city: "", country: "FR" },
    },
  },
};

describe("Factur-X 1.07.3 EN 16931 schema (XSD)", () => {
  it.each(Object.entries(DOCUMENTS))("accepts %s", async (_, doc) => {
    expect(await facturXSchemaErrors(buildCiiXml(doc))).toEqual([]);
  });

  it("refuses a document out of the schema's order (the check can fail)", async () => {
    const xml = buildCiiXml(MONTH).replace(
      /(<ram:PostcodeCode>69002<\/ram:PostcodeCode>)(<ram:LineOne>[^<]*<\/ram:LineOne>)/,
      "$2$1",
    );
    expect((await facturXSchemaErrors(xml)).join("\n")).toMatch(/PostcodeCode/);
  });
});
