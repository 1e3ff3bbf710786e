import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

export type PhoneKind = "mobile" | "fixed" | "fixed_or_mobile" | "voip" | "toll_free" | "premium" | "other";

export interface PhoneCheckRow {
  input: string;
  valid: boolean;
  type: PhoneKind | null;
  e164: string | null;
  country: string | null;
}

const KINDS: Record<string, PhoneKind> = {
  MOBILE: "mobile",
  FIXED_LINE: "fixed",
  FIXED_LINE_OR_MOBILE: "fixed_or_mobile",
  VOIP: "voip",
  TOLL_FREE: "toll_free",
  PREMIUM_RATE: "premium",
};

/** Checks numbers with libphonenumber-js' full metadata (no carrier look-up): validity, line type, E.164. */
export function checkPhones(numbers: string[], defaultCountry: CountryCode): PhoneCheckRow[] {
  return numbers.map((input) => {
    const p = parsePhoneNumberFromString(input, defaultCountry);
    if (!p || !p.isValid())
      return { input, valid: false, type: null, e164: p?.number ?? null, country: p?.country ?? null };
    const t = p.getType();
    return {
      input,
      valid: true,
      type: t ? (KINDS[t] ?? "other") : "other",
      e164: p.number,
      country: p.country ?? null,
    };
  });
}
