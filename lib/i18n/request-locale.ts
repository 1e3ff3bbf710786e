import { LOCALE_COOKIE, LOCALES, type Locale } from "@/lib/constants";
import { cookieValue } from "@/lib/idp/oidc/state-cookie";

/**
 * The language of an answer given outside a page (an API's error, the maintenance notice): the
 * person's choice (the locale cookie) when the request carries it, else the first language the
 * client asks for, French by default.
 */
export function requestLocale(headers: Headers): Locale {
  const chosen = cookieValue(headers.get("cookie"), LOCALE_COOKIE);
  if (LOCALES.includes(chosen as Locale)) return chosen as Locale;
  return (headers.get("accept-language")?.split(",")[0]?.trim().toLowerCase() ?? "").startsWith("en") ? "en" : "fr";
}
