import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/max";
import type { CheckResult } from "./email-checks";

/** The number parsed as written (France when it has no country code), or null. */
export function parsePhone(raw: string): PhoneNumber | null {
  return parsePhoneNumberFromString(raw.trim(), "FR") ?? null;
}

export function phoneValid(p: PhoneNumber | null): CheckResult {
  return p?.isValid() ? { outcome: "pass", detail: "ok" } : { outcome: "fail", detail: "badPhone" };
}

/** Mobile (or fixed-line-or-mobile) passes; a fixed line is a doubt; premium, shared cost, VoIP… fail. */
export function phoneType(p: PhoneNumber | null): CheckResult {
  if (!p?.isValid()) return { outcome: "skip", detail: "badPhone" };
  const type = p.getType();
  if (type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE") return { outcome: "pass", detail: "mobile" };
  if (type === "FIXED_LINE") return { outcome: "warn", detail: "fixedLine" };
  return { outcome: "fail", detail: type ? `type_${type.toLowerCase()}` : "unknownType" };
}

/** The number's country among the expected ones (France and its overseas departments by default). */
export function phoneCountry(p: PhoneNumber | null, countries: readonly string[]): CheckResult {
  if (!p?.isValid()) return { outcome: "skip", detail: "badPhone" };
  const c = p.country ?? "";
  return countries.includes(c)
    ? { outcome: "pass", detail: c }
    : { outcome: "fail", detail: `country_${c || "unknown"}` };
}
