import { buildCiiXml, type CiiDocument } from "@/features/billing/invoices/server/pdf/cii-xml";
import { renderInvoicePdf } from "@/features/billing/invoices/server/pdf/render";
import { seller } from "@/features/billing/invoices/server/pdf/seller";
import { vatOf } from "@/features/billing/invoices/server/money";

export interface SupplierInvoiceInput {
  publisher: { name: string; siren: string; vatId: string; line1: string; postcode: string; city: string };
  number: string;
  issueDate: string;
  /** The month it bills, "YYYY-MM". */
  month: string;
  htCents: number;
  /** 0 for a publisher under the VAT franchise (franchise en base). */
  vatRateBp?: number;
}

/**
 * A publisher's Factur-X invoice to us, as its invoicing software would write it (our own PDF and
 * CII writers, with the publisher as seller): the tests and journeys upload matched and mismatched
 * ones. Not used to invoice anyone.
 */
export async function supplierFacturX(input: SupplierInvoiceInput): Promise<{ pdf: Uint8Array; xml: string }> {
  const us = seller();
  const rate = input.vatRateBp ?? 2000;
  const vatCents = vatOf(input.htCents, rate);
  const doc: CiiDocument = {
    typeCode: "380",
    number: input.number,
    issueDate: input.issueDate,
    dueDate: null,
    seller: {
      ...input.publisher,
      country: "FR",
      rcsCity: input.publisher.city,
      legalForm: "SAS",
      capital: "1 000 €",
      iban: "FR7630006000011234567890189",
      bic: "AGRIFRPP",
      bankName: "Banque",
      email: "facturation@example.fr",
      vatOnDebits: false,
    },
    buyer: {
      name: us.name,
      address: `${us.line1}, ${us.postcode} ${us.city}`,
      postal: { line1: us.line1, postcode: us.postcode, city: us.city, country: us.country },
      vatId: us.vatId,
      siren: us.siren,
      clientId: 0,
    },
    lines: [
      {
        label: `Diffusion de campagnes d'affiliation — ${input.month}`,
        quantity: 1,
        unitPriceCents: input.htCents,
        htCents: input.htCents,
        vatRateBp: rate,
      },
    ],
    htCents: input.htCents,
    vatCents,
    ttcCents: input.htCents + vatCents,
  };
  return { pdf: await renderInvoicePdf(doc), xml: buildCiiXml(doc) };
}
