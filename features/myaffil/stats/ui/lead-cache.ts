import { InMemoryCache, type ApolloCache } from "@apollo/client";
import type { LeadDetailsVars } from "./operations";

/** Figures that count leads by status, and the calls that show their lead's status: a validation changes them all. */
export const LEAD_FIGURE_FIELDS = [
  "myaffilStats",
  "myaffilShootStats",
  "myaffilPublisherExtract",
  "objectives",
  "topTm",
  "manivoxCalls",
] as const;

/**
 * After leads change status: forget every cached lead list (each filter combination is its own
 * entry) except the one on screen, and every cached figure that counts leads, so that switching a
 * filter back or opening a statistics screen asks the server instead of showing a stale copy. The
 * list on screen keeps its rows until the caller refetches it (in a transition: no fallback flash).
 */
export function forgetLeadsExcept(cache: ApolloCache, active: LeadDetailsVars) {
  // The storage key of the list on screen, as the cache itself names it (its arguments, canonical).
  const keep =
    cache instanceof InMemoryCache
      ? cache.policies.getStoreFieldName({ typename: "Query", fieldName: "myaffilLeadDetails", args: active })
      : undefined;
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      myaffilLeadDetails: (value, { storeFieldName, DELETE }) => (storeFieldName === keep ? value : DELETE),
    },
  });
  for (const fieldName of LEAD_FIGURE_FIELDS) cache.evict({ id: "ROOT_QUERY", fieldName });
  cache.gc();
}
