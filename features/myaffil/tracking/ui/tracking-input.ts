import type { DayRange } from "@/components/data/date-range-presets";
import { PAGINATION } from "@/lib/constants";

/*
 * The variables of the tracking screens' queries. The server page that preloads the first answer and
 * the browser build them here alike: the streamed answer is found in the browser's cache only under
 * exactly the same variables.
 */

/** The range the calls open on: the last 90 days (Europe/Paris). */
export const MANIVOX_CALLS_DAYS = 90;

export interface ManivoxCallsAsk {
  range: DayRange;
  tagId: number | null;
  outcome: string | null;
  page: number;
}

export const manivoxCallsVariables = (
  { range, tagId, outcome, page }: ManivoxCallsAsk,
  pageSize: number = PAGINATION.pageSize,
) => ({
  filter: { tagId, outcome, from: range.from, to: range.to, page, pageSize },
});

/** The toptm range as it opens: the last 30 days. */
export const TOPS_DAYS = 30;

export const topsVariables = (range: DayRange) => ({ from: range.from, to: range.to });
