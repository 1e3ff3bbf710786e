import { criteriaFromDraft, emptyCriteria, type CriteriaDraft } from "@/features/market/filters/ui/criteria";
import type { SaleType } from "@/features/market/orders/ui/operations";

/**
 * The variables of the dashboard's stock browser, shared by the page (which preloads the first
 * category's trio stock, page 1, without criteria, on the server) and the browser, so both ask for
 * exactly the same thing.
 */
export interface StockBrowse {
  categoryId: number;
  saleType: SaleType;
  criteria: CriteriaDraft;
  page: number;
}

export const FIRST_SALE_TYPE: SaleType = "trio";

export const stockBrowseVariables = (b: StockBrowse) => ({
  categoryId: b.categoryId,
  saleType: b.saleType,
  criteria: criteriaFromDraft(b.criteria),
  page: b.page,
});

/** The browser's first screen: the first category offered, trio, no criteria, page 1. */
export const firstStockBrowse = (categoryId: number): StockBrowse => ({
  categoryId,
  saleType: FIRST_SALE_TYPE,
  criteria: emptyCriteria(),
  page: 1,
});
