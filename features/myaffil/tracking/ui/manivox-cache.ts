import type { ApolloCache } from "@apollo/client";

/**
 * After a tag is created, changed or deleted: forget every cached page of calls (each filter is its
 * own entry; they carry the tags' names and numbers) so that the calls screen asks the server again.
 * The tags list itself is refetched by the screen that changed it.
 */
export function forgetManivoxCalls(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "manivoxCalls" });
  cache.gc();
}
