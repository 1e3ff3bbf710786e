import { LOCALE_COOKIE, type Locale } from "@/lib/constants";

const COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(fr|en)(?:;|$)`);

/**
 * The language of an answer given outside a page (an API's error, the maintenance notice): the
 * person's choice (the locale cookie) when the request carries it, else the first language the
 * client asks for, French by default.
 */
export function requestLocale(headers: Headers): Locale {
  const chosen = COOKIE.exec(headers.get("cookie") ?? "")?.[1];
  if (chosen) return chosen as Locale;
  return (headers.get("accept-language")?.split(",")[0]?.trim().toLowerCase() ?? "").startsWith("en") ? "en" : "fr";
}
