import { and, eq, type SQL } from "drizzle-orm";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";
import type { MgProduct } from "@/lib/domain/states";
import { onOrAfter, onOrBefore } from "@/features/market/money/server/ledger/days";
import { REAL_LEAD } from "@/features/mongustave/leads/server/counting";

/** The administrators' statistics filter: a range of Paris days and, optionally, one product. */
export interface MgAdminFilter {
  from: string;
  to: string;
  product?: MgProduct;
}

/**
 * Deliveries of real leads created within the filter's days (joined with mg_leads). The counting
 * rules themselves (test leads, confirmed fraud, settled, failed, revenue) live in counting.ts.
 */
export function countedDeliveries(f: MgAdminFilter, extra: (SQL | undefined)[] = []) {
  return and(
    onOrAfter(mgDeliveries.createdAt, f.from),
    onOrBefore(mgDeliveries.createdAt, f.to),
    REAL_LEAD,
    f.product ? eq(mgDeliveries.product, f.product) : undefined,
    ...extra,
  );
}

/** Real leads taken in within the filter's days. */
export function countedLeads(f: MgAdminFilter) {
  return and(
    onOrAfter(mgLeads.createdAt, f.from),
    onOrBefore(mgLeads.createdAt, f.to),
    REAL_LEAD,
    f.product ? eq(mgLeads.product, f.product) : undefined,
  );
}
