/**
 * The seller printed on every invoice and carried in its Factur-X XML. SELLER_* variables override
 * each field (production sets the real SIREN, VAT number, address and bank details).
 */
export interface Seller {
  name: string;
  line1: string;
  postcode: string;
  city: string;
  country: string;
  siren: string;
  vatId: string;
  iban: string;
  bic: string;
  email: string;
  legalForm: string;
}

export function seller(): Seller {
  const e = process.env;
  return {
    name: e.SELLER_NAME ?? "Weedo SAS",
    line1: e.SELLER_ADDRESS ?? "10 rue de la Paix",
    postcode: e.SELLER_POSTCODE ?? "75002",
    city: e.SELLER_CITY ?? "Paris",
    country: e.SELLER_COUNTRY ?? "FR",
    siren: e.SELLER_SIREN ?? "812345678",
    vatId: e.SELLER_VAT_ID ?? "FR32812345678",
    iban: e.SELLER_IBAN ?? "FR7630006000011234567890189",
    bic: e.SELLER_BIC ?? "AGRIFRPP",
    email: e.SELLER_EMAIL ?? "compta@weedo.test",
    legalForm: e.SELLER_LEGAL_FORM ?? "SAS au capital de 10 000 €",
  };
}
