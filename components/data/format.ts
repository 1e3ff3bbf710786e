/**
 * Number, money and date formatting in the user's locale (fr-FR or en-GB: the bare "en" would
 * give American dates). Money arrives as integer cents.
 */
import { TIME_ZONE } from "@/lib/config/time-zone";
import { parisDay } from "@/lib/domain/paris-time";

export type UiLocale = "fr" | "en";

const TAG: Record<UiLocale, string> = { fr: "fr-FR", en: "en-GB" };

export const localeTag = (locale: string) => TAG[locale === "en" ? "en" : "fr"];

// Building an Intl formatter costs far more than using one (ICU data lookup): one instance per
// process for each locale and set of options, shared by every request and render.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The process-wide NumberFormat of a UI locale ("fr", "en") and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = localeTag(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(tag, options)));
  return f;
}

/** The process-wide DateTimeFormat of a UI locale ("fr", "en") and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const tag = localeTag(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(tag, options)));
  return f;
}

/**
 * Integer cents as an exact decimal string ("-1234567" → "-12345.67"). Intl formats a decimal
 * string without going through a binary float, so no amount is ever off by a cent.
 */
export function centsToDecimal(cents: number): string {
  const c = Math.round(cents);
  const abs = Math.abs(c);
  const units = Math.trunc(abs / 100);
  const rest = abs - units * 100;
  return `${c < 0 ? "-" : ""}${units}.${String(rest).padStart(2, "0")}`;
}

const MONEY: Intl.NumberFormatOptions = { style: "currency", currency: "EUR" };
const MONEY_COMPACT: Intl.NumberFormatOptions = { ...MONEY, notation: "compact", maximumFractionDigits: 1 };

export function formatMoney(locale: string, cents: number, opts: { compact?: boolean } = {}): string {
  // Intl accepts exact decimal strings (ECMA-402 NumberFormat v3); the DOM typings only say number.
  const format = numberFormat(locale, opts.compact ? MONEY_COMPACT : MONEY).format as (
    value: number | string,
  ) => string;
  return format(centsToDecimal(cents));
}

export const formatNumber = (locale: string, n: number) => numberFormat(locale).format(n);

const PERCENT: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 1 };

/** A ratio (0.25 → 25 %). */
export const formatPercent = (locale: string, ratio: number) => numberFormat(locale, PERCENT).format(ratio);

const DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: TIME_ZONE };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE };

/** A timestamp (ISO string) as a date in Paris. */
export const formatDate = (locale: string, isoString: string) =>
  dateTimeFormat(locale, DATE).format(new Date(isoString));

/** A timestamp (ISO string) as a date and time in Paris. */
export const formatDateTime = (locale: string, isoString: string) =>
  dateTimeFormat(locale, DATE_TIME).format(new Date(isoString));

const DAY_SHORT: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", timeZone: "UTC" };
const DAY_MEDIUM: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };
const DAY_LONG: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};
const DAY_STYLES = { short: DAY_SHORT, medium: DAY_MEDIUM, long: DAY_LONG } as const;

/** A calendar day key (YYYY-MM-DD) already in Paris time: formatted as is, no shift. */
export const formatDay = (locale: string, day: string, style: keyof typeof DAY_STYLES = "short") =>
  dateTimeFormat(locale, DAY_STYLES[style]).format(new Date(`${day}T00:00:00Z`));

const MONTH_SHORT: Intl.DateTimeFormatOptions = { month: "short", year: "2-digit", timeZone: "UTC" };
const MONTH_LONG: Intl.DateTimeFormatOptions = { month: "long", year: "numeric", timeZone: "UTC" };

/** A calendar month key (YYYY-MM). */
export const formatMonth = (locale: string, month: string, style: "short" | "long" = "short") =>
  dateTimeFormat(locale, style === "short" ? MONTH_SHORT : MONTH_LONG).format(new Date(`${month}-01T00:00:00Z`));

/** Today's calendar day in Paris (YYYY-MM-DD). */
export const todayInParis = () => parisDay(new Date());
