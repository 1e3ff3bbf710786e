import { callingCodeOf, COUNTRY_CODES } from "@/lib/validation/phone";

export interface CountryOption {
  code: string;
  name: string;
  callingCode: string;
}

/**
 * Country names in the page's language, sorted for it. Built on the server and handed to the
 * form: the browser's and Node's ICU data name some countries differently, and two renders that
 * disagree would make React throw the server HTML away.
 */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code, callingCode: callingCodeOf(code) })).sort(
    (a, b) => a.name.localeCompare(b.name, locale),
  );
}
