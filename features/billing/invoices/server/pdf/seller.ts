import { env } from "@/lib/config/env";

/**
 * The seller printed on every invoice and carried in its Factur-X XML, from the SELLER_* variables
 * (lib/config/seller.ts checks them at start-up: SIREN and VAT keys, IBAN, BIC).
 */
export interface Seller {
  name: string;
  line1: string;
  postcode: string;
  city: string;
  country: string;
  siren: string;
  vatId: string;
  /** The trade register's city (RCS). */
  rcsCity: string;
  legalForm: string;
  /** The share capital as printed ("10 000 €"). */
  capital: string;
  iban: string;
  bic: string;
  bankName: string;
  email: string;
  /** The company opted to pay VAT on debits: every invoice says so. */
  vatOnDebits: boolean;
}

export function seller(): Seller {
  const e = env();
  return {
    name: e.SELLER_NAME,
    line1: e.SELLER_ADDRESS,
    postcode: e.SELLER_POSTCODE,
    city: e.SELLER_CITY,
    country: e.SELLER_COUNTRY,
    siren: e.SELLER_SIREN,
    vatId: e.SELLER_VAT_ID,
    rcsCity: e.SELLER_RCS_CITY,
    legalForm: e.SELLER_LEGAL_FORM,
    capital: e.SELLER_CAPITAL,
    iban: e.SELLER_IBAN,
    bic: e.SELLER_BIC,
    bankName: e.SELLER_BANK_NAME,
    email: e.SELLER_EMAIL,
    vatOnDebits: e.SELLER_VAT_ON_DEBITS,
  };
}
