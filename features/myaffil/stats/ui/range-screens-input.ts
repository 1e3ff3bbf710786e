import type { DayRange } from "@/components/data/date-range-presets";
import type { StatsGroupBy } from "@/lib/validation/myaffil-stats";
import type { MyaffilStatsVars, StatsFiltersValue } from "./operations";

/*
 * The variables of the range screens' queries (marketplace sales, publisher extract, pivot). The
 * server page that preloads the first answer and the browser build them here alike: the streamed
 * answer is found in the browser's cache only under exactly the same variables.
 */

export const leadmarketVariables = (range: DayRange) => ({ from: range.from, to: range.to });

export const publisherExtractVariables = (range: DayRange) => ({ from: range.from, to: range.to });

/** The pivot's two dimensions as it opens: programs down, publishers across. */
export const PIVOT_DEFAULT = { rows: "program", columns: "publisher" } as const satisfies {
  rows: StatsGroupBy;
  columns: StatsGroupBy;
};

export const pivotVariables = (
  range: DayRange,
  rows: StatsGroupBy,
  columns: StatsGroupBy,
  filters: StatsFiltersValue,
): MyaffilStatsVars => ({
  input: { from: range.from, to: range.to, groupBy: rows, thenBy: columns, ...filters, pageSize: 5000 },
});
