import { getRequestConfig } from "next-intl/server";
import { cookies } from "next/headers";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from "@/lib/constants";
import { catalogue } from "./catalogue";

export function toLocale(value: string | undefined | null): Locale {
  return LOCALES.includes(value as Locale) ? (value as Locale) : DEFAULT_LOCALE;
}

/** No locale in the URL: the cookie decides, French by default. */
export default getRequestConfig(async () => {
  const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  return { locale, timeZone: TIME_ZONE, messages: await catalogue(locale) };
});
