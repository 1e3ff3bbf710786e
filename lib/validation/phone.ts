import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/max";

// The full metadata: the default "min" set only checks lengths, which lets impossible numbers through.

export const COUNTRY_CODES: readonly CountryCode[] = getCountries();

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** "+33" for "FR". */
export function callingCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

export type PhoneCheck = "ok" | "required" | "invalid";

/** Whether `phone` (national or international form) is a valid number of the chosen country. */
export function checkPhone(countryCode: string, phone: string): PhoneCheck {
  if (!phone.trim()) return "required";
  if (!isCountryCode(countryCode)) return "invalid";
  const parsed = parsePhoneNumberFromString(phone, countryCode);
  return parsed?.isValid() && parsed.country === countryCode ? "ok" : "invalid";
}

/** The E.164 form kept in the database (call only after checkPhone answered "ok"). */
export function toE164(countryCode: CountryCode, phone: string): string {
  return parsePhoneNumberFromString(phone, countryCode)?.number ?? phone.trim();
}
