import { addDays, type DayRange } from "@/components/data/date-range-presets";
import type { MyaffilStatsVars, StatsRole } from "./operations";

export type DashboardArea = "admin" | "annonceur" | "editeur";

export const roleOfArea = (area: DashboardArea): StatsRole =>
  area === "admin" ? "admin" : area === "annonceur" ? "advertiser" : "publisher";

/**
 * The three questions of a MyAffil home: the range day by day, the 30 days before (totals), and the
 * five programs that brought the most money. The server page and the browser build them here alike.
 */
export function dashboardVariables(
  area: DashboardArea,
  current: DayRange,
): { now: MyaffilStatsVars; before: MyaffilStatsVars; top: MyaffilStatsVars } {
  const previous = { from: addDays(current.from, -30), to: addDays(current.from, -1) };
  const moneySort = roleOfArea(area) === "publisher" ? "payout" : "revenue";
  return {
    now: { input: { ...current, groupBy: "day", pageSize: 1 } },
    before: { input: { ...previous, groupBy: "month", pageSize: 1 } },
    top: { input: { ...current, groupBy: "program", sort: moneySort, sortDir: "desc", pageSize: 5 } },
  };
}
