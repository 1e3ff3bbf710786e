import { parsePhoneNumberFromString } from "libphonenumber-js/max";

/** E.164 of a phone number (national numbers read as French), or null when it does not parse as valid. */
export function normalisePhone(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, "FR");
  return parsed?.isValid() ? parsed.number : null;
}
