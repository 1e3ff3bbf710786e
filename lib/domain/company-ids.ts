// The French validators alone (the package's index gathers every country's, which the browser would get).
import * as frSiren from "stdnum/lib/cjs/fr/siren.js";
import * as frTva from "stdnum/lib/cjs/fr/tva.js";

/**
 * French company identifiers as invoices carry them since the e-invoicing reform: the SIREN (nine
 * digits, a Luhn key) and the intra-community VAT number built on it (FR, a two-digit key, the
 * SIREN). stdnum checks the keys; the compact forms are what documents and the database hold.
 */

/** The SIREN in its compact form ("812345676"), or null when it is not one. */
export function sirenOf(value: string): string | null {
  const r = frSiren.validate(value);
  return r.isValid ? r.compact : null;
}

/** The French VAT number in its compact form ("FR19812345676"), or null when it is not one. */
export function frenchVatOf(value: string): string | null {
  const r = frTva.validate(value);
  if (!r.isValid) return null;
  return r.compact.startsWith("FR") ? r.compact : `FR${r.compact}`;
}

/** The SIREN a French VAT number is built on (its last nine digits), when it is built on one. */
export function sirenOfVat(vat: string): string | null {
  const digits = /^FR[0-9A-Z]{2}(\d{9})$/.exec(vat)?.[1];
  return digits && sirenOf(digits) ? digits : null;
}

/** "812 345 676", as a trade register (RCS) entry prints it. */
export function spacedSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
}

/**
 * A member's company identifiers as documents use them: its French VAT number in compact form
 * (null when not one), and its SIREN as given, else the one that VAT number is built on.
 */
export function companyIdsOf(member: { siren: string | null; vatIntra: string | null }) {
  const vatId = member.vatIntra ? frenchVatOf(member.vatIntra) : null;
  return { siren: member.siren ?? (vatId ? sirenOfVat(vatId) : null), vatId };
}
