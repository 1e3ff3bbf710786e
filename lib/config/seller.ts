import { z } from "zod";
import { frenchVatOf, sirenOf, sirenOfVat } from "@/lib/domain/company-ids";
import { isValidIbanChecksum, isValidSwiftCode } from "@/lib/validation/bank-details";

/**
 * The company that issues every invoice and credit note (features/billing) and receives the
 * advertisers' transfers: its legal identity, checked at start-up, since a wrong SIREN or VAT number
 * would be written for good into documents that are never changed. The defaults are the demo
 * company's (valid keys, fictitious numbers); production sets every one.
 */
const text = (def: string) => z.string().trim().min(1, { message: "expected a value" }).default(def);

/** A number kept in its compact form, or an issue when its key is wrong. */
const compacted = (def: string, compact: (v: string) => string | null, message: string) =>
  z
    .string()
    .default(def)
    .transform((v, ctx) => {
      const value = compact(v);
      if (!value) ctx.addIssue({ code: "custom", message });
      return value ?? v;
    });

export const sellerVariables = {
  SELLER_NAME: text("Weedo SAS"),
  SELLER_ADDRESS: text("10 rue de la Paix"),
  SELLER_POSTCODE: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { message: "expected a French postcode (5 digits)" })
    .default("75002"),
  SELLER_CITY: text("Paris"),
  SELLER_COUNTRY: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { message: "expected an ISO 3166 country code (FR)" })
    .default("FR"),
  SELLER_SIREN: compacted("812345676", sirenOf, "expected a SIREN: 9 digits whose Luhn key is right"),
  SELLER_VAT_ID: compacted("FR19812345676", frenchVatOf, "expected a French VAT number: FR, its key, the SIREN"),
  /** The trade register's city: "RCS Paris 812 345 676". */
  SELLER_RCS_CITY: text("Paris"),
  SELLER_LEGAL_FORM: text("SAS"),
  /** The share capital as printed: "10 000 €". */
  SELLER_CAPITAL: text("10 000 €"),
  SELLER_IBAN: z
    .string()
    .default("FR7630006000011234567890189")
    .transform((v) => v.replace(/\s+/g, "").toUpperCase())
    .refine(isValidIbanChecksum, { message: "expected an IBAN whose check digits are right" }),
  SELLER_BIC: z
    .string()
    .trim()
    .default("AGRIFRPP")
    .transform((v) => v.toUpperCase())
    .refine(isValidSwiftCode, { message: "expected a BIC (8 or 11 characters)" }),
  SELLER_BANK_NAME: text("Crédit Agricole"),
  SELLER_EMAIL: z.email({ message: "expected an e-mail address" }).default("compta@weedo.test"),
  /**
   * on: the company opted to pay VAT on debits (art. 269 CGI), a mention every invoice must then
   * carry; off (default): VAT on services is due on receipt of payment.
   */
  SELLER_VAT_ON_DEBITS: z
    .enum(["on", "off", "1", "0", "true", "false", ""], { message: "expected on or off" })
    .default("off")
    .transform((v) => v === "on" || v === "1" || v === "true"),
};

/** What the variables cannot say one by one: the VAT number is built on the same SIREN. */
export function sellerIssues(data: { SELLER_SIREN: string; SELLER_VAT_ID: string }): string[] {
  const vatSiren = sirenOfVat(data.SELLER_VAT_ID);
  return vatSiren && vatSiren !== data.SELLER_SIREN
    ? [`SELLER_VAT_ID: expected the VAT number of SIREN ${data.SELLER_SIREN}, it is built on ${vatSiren}`]
    : [];
}
