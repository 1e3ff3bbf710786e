import type { ApolloCache } from "@apollo/client";

/**
 * Drops every cached variant (all arguments) of the given root query fields. Used in a mutation's
 * `update` when the mutation changes which rows a list holds: the list on screen refetches in the
 * background, and a filter switched back later reads the server again instead of a stale copy.
 */
export function evictRootFields(cache: ApolloCache, ...fieldNames: string[]) {
  for (const fieldName of fieldNames) cache.evict({ id: "ROOT_QUERY", fieldName });
  cache.gc();
}
