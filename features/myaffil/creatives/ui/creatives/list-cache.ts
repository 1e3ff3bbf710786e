import type { ApolloCache } from "@apollo/client";

/**
 * After a mutation that changes which rows a list holds (accept, refuse, delete, a state change…):
 * forget every cached variant of these root list fields — each filter combination is its own cache
 * entry — so that switching a filter back asks the server instead of showing a stale copy. The list
 * on screen loses its entry too and is read again by Apollo at once (keeping its rows meanwhile).
 */
export function forgetLists(cache: ApolloCache, fields: readonly string[]) {
  for (const fieldName of fields) cache.evict({ id: "ROOT_QUERY", fieldName });
  cache.gc();
}

/** Mutation options that forget these lists when the mutation succeeds. */
export const forgettingLists = (...fields: string[]) => ({
  update: (cache: ApolloCache) => forgetLists(cache, fields),
});
