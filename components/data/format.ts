/**
 * Number, money and date formatting of the dashboards in the user's locale (fr-FR or en-GB: the
 * bare "en" would give American dates). Money arrives as integer cents.
 */
export type UiLocale = "fr" | "en";

const TAG: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB" };
const BUSINESS_TIME_ZONE = "Europe/Paris";

export const localeTag = (locale: string) => TAG[locale === "en" ? "en" : "fr"];

export function formatMoney(locale: string, cents: number, opts: { compact?: boolean } = {}): string {
  return new Intl.NumberFormat(localeTag(locale), {
    style: "currency",
    currency: "EUR",
    ...(opts.compact ? { notation: "compact", maximumFractionDigits: 1 } : {}),
  }).format(cents / 100);
}

export const formatNumber = (locale: string, n: number) => new Intl.NumberFormat(localeTag(locale)).format(n);

/** A ratio (0.25 → 25 %). */
export const formatPercent = (locale: string, ratio: number) =>
  new Intl.NumberFormat(localeTag(locale), { style: "percent", maximumFractionDigits: 1 }).format(ratio);

/** A timestamp (ISO string) as a date in Paris. */
export const formatDate = (locale: string, isoString: string) =>
  new Intl.DateTimeFormat(localeTag(locale), { dateStyle: "medium", timeZone: BUSINESS_TIME_ZONE }).format(new Date(isoString));

/** A calendar day key (YYYY-MM-DD) already in Paris time: formatted as is, no shift. */
export const formatDay = (locale: string, day: string, style: "short" | "long" = "short") =>
  new Intl.DateTimeFormat(localeTag(locale), {
    ...(style === "short" ? { day: "numeric", month: "short" } : { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/** A calendar month key (YYYY-MM). */
export const formatMonth = (locale: string, month: string, style: "short" | "long" = "short") =>
  new Intl.DateTimeFormat(localeTag(locale), { month: style === "short" ? "short" : "long", year: style === "short" ? "2-digit" : "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** Today's calendar day in Paris (YYYY-MM-DD). */
export const todayInParis = () => new Intl.DateTimeFormat("en-CA", { timeZone: BUSINESS_TIME_ZONE }).format(new Date());
