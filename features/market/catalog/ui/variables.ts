import type { DayRange } from "@/components/data/date-range-presets";

/**
 * The variables of the catalogue screens' first queries, shared by the pages (which preload them
 * on the server) and the client screens, so both ask for exactly the same thing. Date ranges are
 * computed once by the page (Europe/Paris "today") and handed to the screen.
 */
export interface StockFilter {
  range: DayRange;
  categoryId: number | null;
}
export const stockVariables = (f: StockFilter) => ({ from: f.range.from, to: f.range.to, categoryId: f.categoryId });

export const reportVariables = (id: number, range: DayRange) => ({ id, from: range.from, to: range.to });

/** Root fields a category change makes stale (lists, options of other screens, the stock report). */
export const CATEGORY_LIST_FIELDS = [
  "marketCategories",
  "marketCategory",
  "orderCategories",
  "marketStockReport",
] as const;
