import type { DayRange } from "@/components/data/date-range-presets";

/** The range a publisher's shoots open on: the last 90 days (Europe/Paris). */
export const SHOOT_STATS_DAYS = 90;

/**
 * The variables of the shoots query: one campaign's shoots (administrators) or the caller's shoots
 * of a range. Built here by the server page that preloads them and by the browser alike.
 */
export const shootStatsVariables = (campaignId: number | undefined, range: DayRange) =>
  campaignId ? { campaignId } : { from: range.from, to: range.to };
