import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { execute, getOperationAST } from "graphql";
import type { ApiContext } from "@/lib/api/context";
import { SERVICES, type Service } from "@/lib/api/services";
import { serviceOfOperation } from "@/lib/graphql/registry";

export interface ServerQueryOptions<T, V> {
  query: TypedDocumentNode<T, V>;
  variables?: V;
  /** The service of a document not built by `lib/graphql/<service>` (as the browser's link reads it). */
  context?: { service?: Service };
  /** As Apollo's: "none" throws on a GraphQL error, "all" returns it beside the data, "ignore" drops it. */
  errorPolicy?: "none" | "all" | "ignore";
  /** Accepted for Apollo's signature; nothing is cached, every call runs. */
  fetchPolicy?: string;
}

export interface ServerQueryResult<T> {
  data: T | undefined;
  error?: CombinedGraphQLErrors;
}

export type ServerQuery = <T, V extends OperationVariables = OperationVariables>(
  opts: ServerQueryOptions<T, V>,
) => Promise<ServerQueryResult<T>>;

/**
 * graphql-js builds results on null-prototype objects, which React refuses to pass to a client
 * component: the result is copied into plain objects (a few hundred fields on a dashboard).
 */
export function plainCopy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plainCopy);
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) out[k] = plainCopy((v as Record<string, unknown>)[k]);
  return out;
}

/**
 * The server components' reads: a typed document runs on its service's schema in this process, with
 * the request's one API context (the caller verified once per render), through the same resolvers
 * and the same policy table as over HTTP. Apollo's client costs, per request, a cache, document
 * transforms and observables that a server component reading once does not use (a fifth of a
 * dashboard's CPU); it stays for PreloadQuery, whose results hydrate the browser's cache, and for a
 * service configured on another host (`remote`).
 */
export function makeServerQuery(opts: {
  context: () => Promise<ApiContext>;
  remote?: (service: Service) => ServerQuery | undefined;
}): ServerQuery {
  return async <T, V extends OperationVariables>(o: ServerQueryOptions<T, V>): Promise<ServerQueryResult<T>> => {
    const name = getOperationAST(o.query)?.name?.value;
    const service = serviceOfOperation(name) ?? o.context?.service ?? "myaffil";
    const remote = opts.remote?.(service);
    if (remote) return remote(o);
    const result = await execute({
      schema: SERVICES[service].schema,
      document: o.query,
      variableValues: o.variables as Record<string, unknown> | undefined,
      contextValue: { ...(await opts.context()), responseCookies: [] } satisfies ApiContext,
    });
    const data = result.data == null ? undefined : (plainCopy(result.data) as T);
    if (!result.errors?.length) return { data };
    const error = new CombinedGraphQLErrors({ data: result.data, errors: result.errors }, result.errors);
    if ((o.errorPolicy ?? "none") === "none") throw error;
    return o.errorPolicy === "ignore" ? { data } : { data, error };
  };
}
