import { ApolloLink, HttpLink } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { SchemaLink } from "@apollo/client/link/schema";
import { buildContext, type ApiContext } from "@/lib/api/context";
import { SERVICES, type Service } from "@/lib/api/services";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { tokenFromRequest } from "@/lib/session/cookie";
import { serviceOf } from "./endpoints";

export interface ServerLinkOptions {
  /** The headers of the request being rendered (cookie or bearer token of the caller). */
  headers: () => Promise<Headers>;
  db?: () => Promise<Db>;
  /**
   * The request's API context when something else shares it (the server components' request
   * cache, lib/apollo/server.ts); otherwise built from `headers` once per link.
   */
  context?: () => Promise<ApiContext>;
}

/**
 * In process, a service's schema runs with the caller of the current request; when the service's
 * *_API_URL is set, the operation goes over HTTP with the caller's token as a bearer header.
 */
function serviceLink(service: Service, opts: ServerLinkOptions, base: () => Promise<ApiContext>): ApolloLink {
  const e = env();
  const remote = { myaffil: e.MYAFFIL_API_URL, auth: e.AUTH_API_URL, market: e.MARKET_API_URL }[service];
  if (remote) {
    const withToken = new SetContextLink(async (prev) => {
      const token = tokenFromRequest(await opts.headers());
      return { headers: { ...prev.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
    });
    return ApolloLink.from([withToken, new HttpLink({ uri: remote })]);
  }
  return new SchemaLink({
    schema: SERVICES[service].schema,
    // Each operation gets its own cookie list; the caller is resolved once for the whole render.
    context: async (): Promise<ApiContext> => ({ ...(await base()), responseCookies: [] }),
  });
}

/** Sends each operation to the service named in its context (`myaffil` by default). */
export function makeServerLink(opts: ServerLinkOptions): ApolloLink {
  // One link per request (registerApolloClient makes a client per request): a shell render runs a
  // dozen operations, which need not verify the token and read the user a dozen times.
  let base: Promise<ApiContext> | undefined;
  const once = opts.context ?? (() => (base ??= (async () => buildContext(await opts.headers(), await opts.db?.()))()));
  const auth = serviceLink("auth", opts, once);
  const market = serviceLink("market", opts, once);
  const myaffil = serviceLink("myaffil", opts, once);
  return ApolloLink.split(
    (op) => serviceOf(op) === "auth",
    auth,
    ApolloLink.split((op) => serviceOf(op) === "market", market, myaffil),
  );
}
