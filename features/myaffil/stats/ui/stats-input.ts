import type { DayRange } from "@/components/data/date-range-presets";
import type { StatsGroupBy } from "@/lib/validation/myaffil-stats";
import type { MyaffilStatsVars, StatsFiltersValue } from "./operations";

/**
 * The variables of a statistics screen's query. The server page and the browser both build them
 * here: the streamed answer is found in the browser's cache only under exactly the same variables.
 */
export function statsVariables(
  range: DayRange,
  groupBy: StatsGroupBy,
  filters: StatsFiltersValue,
  fixed?: StatsFiltersValue,
): MyaffilStatsVars {
  return { input: { from: range.from, to: range.to, groupBy, ...filters, ...fixed, pageSize: 5000 } };
}
