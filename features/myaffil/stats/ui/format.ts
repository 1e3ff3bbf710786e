import { formatDay, formatMoney, formatMonth, formatNumber, formatPercent } from "@/components/data/format";
import type { StatsGroupBy } from "@/lib/validation/myaffil-stats";
import type { Figures, StatsRole } from "./operations";

/** The words a dimension's values need (see `useDimensionWords`). */
export interface DimensionWords {
  weekOf: (day: string) => string;
  noSubId: string;
  noSupport: string;
}

/** The text of a dimension's value: a day, week or month in the locale, a name, or "#id". */
export function dimensionText(
  words: DimensionWords,
  locale: string,
  dim: StatsGroupBy,
  key: string | null,
  label: string | null,
): string {
  if (key === null) return "";
  switch (dim) {
    case "day":
      return formatDay(locale, key, "long");
    case "week":
      return words.weekOf(formatDay(locale, key));
    case "month":
      return formatMonth(locale, key, "long");
    case "subId":
      return key === "" ? words.noSubId : key;
    case "support":
      return key === "0" ? words.noSupport : (label ?? `#${key}`);
    default:
      return label ? `${label} (#${key})` : `#${key}`;
  }
}

/** The money a role sees as its headline: publishers their earnings, the others the revenue. */
export const moneyOf = (role: StatsRole, f: Pick<Figures, "revenue" | "payout">) =>
  role === "publisher" ? (f.payout ?? 0) : (f.revenue ?? 0);

export const money = (locale: string, cents: number | null) => (cents === null ? "—" : formatMoney(locale, cents));
export const count = (locale: string, n: number) => formatNumber(locale, n);
export const ratio = (locale: string, r: number | null) => (r === null ? "—" : formatPercent(locale, r));
/** Cents as euros with two decimals for CSV files. */
export const euros = (cents: number | null) => (cents === null ? null : Math.round(cents) / 100);
