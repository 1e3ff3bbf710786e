import "server-only";
import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { unstable_rethrow } from "next/navigation";
import { query } from "@/lib/apollo/server";
import { logger } from "@/lib/logger";

export type LoadFailure = "unauthenticated" | "forbidden" | "failed";
export type Loaded<T> = { ok: true; data: T } | { ok: false; reason: LoadFailure };

/**
 * Runs one dashboard query on the performance API as the request's caller. A refusal or a failure
 * becomes a value the page renders as its error state instead of breaking the whole shell.
 */
export async function load<T, V extends OperationVariables>(
  doc: TypedDocumentNode<T, V>,
  variables?: V,
): Promise<Loaded<T>> {
  try {
    const { data, error } = await query({ query: doc, variables, errorPolicy: "all" });
    if (!error && data) return { ok: true, data };
    // Next's own signals (dynamic rendering, redirects) can come back as a resolver's error.
    unstable_rethrow(error);
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
    if (code === "UNAUTHENTICATED") return { ok: false, reason: "unauthenticated" };
    if (code === "FORBIDDEN") return { ok: false, reason: "forbidden" };
    logger.error({ err: error }, "dashboard query failed");
    return { ok: false, reason: "failed" };
  } catch (err) {
    unstable_rethrow(err);
    logger.error({ err }, "dashboard query failed");
    return { ok: false, reason: "failed" };
  }
}
