import { queryString, searchParam, type SearchParams } from "@/components/data/search-params";
import {
  BILLING_PLATFORMS,
  INVOICE_DISPLAY_STATES,
  type BillingPlatform,
  type InvoiceDisplayState,
} from "@/lib/domain/states";
import { EINVOICE_FILTERS, type EinvoiceFilter } from "@/features/billing/e-invoicing/statuses";
import type { FilterValues } from "./filters";

type Raw = SearchParams;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filters from the URL, kept to valid values (a hand-edited URL shows everything rather
 * than an error), and the GraphQL filter they make for the page's platforms.
 */
export function readFilters(raw: Raw, allowed: readonly BillingPlatform[]) {
  const one = (k: string) => searchParam(raw, k);
  const platform = allowed.includes(one("platform") as BillingPlatform) ? one("platform") : "";
  const state = INVOICE_DISPLAY_STATES.includes(one("state") as InvoiceDisplayState) ? one("state") : "";
  const values: FilterValues = {
    platform,
    state,
    from: DATE.test(one("from")) ? one("from") : "",
    to: DATE.test(one("to")) ? one("to") : "",
    search: one("search").slice(0, 100),
    einvoice: EINVOICE_FILTERS.includes(one("einvoice") as EinvoiceFilter) ? one("einvoice") : "",
  };
  const page = Math.min(100_000, Math.max(1, Number.parseInt(one("page"), 10) || 1));
  const platforms = (platform ? [platform] : allowed).filter((p): p is BillingPlatform =>
    BILLING_PLATFORMS.includes(p as BillingPlatform),
  );
  const filter = {
    platforms,
    state: (state || null) as InvoiceDisplayState | null,
    from: values.from || null,
    to: values.to || null,
    search: values.search || null,
    einvoice: (values.einvoice || null) as EinvoiceFilter | null,
    page,
  };
  /** The query string of the current filters, with overrides (empty values dropped). */
  const params = (extra: Record<string, string> = {}) => queryString({ ...values }, extra);
  return { values, filter, page, params };
}
