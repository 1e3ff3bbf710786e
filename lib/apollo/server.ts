import "server-only";
import { ApolloClient, InMemoryCache, registerApolloClient } from "@apollo/client-integration-nextjs";
import { headers } from "next/headers";
import { cache } from "react";
import { buildContext, type ApiContext } from "@/lib/api/context";
import { env } from "@/lib/config/env";
import type { Caller } from "@/lib/session/current-user";
import { makeServerLink } from "./server-link";
import { makeServerQuery, type ServerQuery } from "./server-query";

const requestHeaders = async () => new Headers(await headers());

/**
 * The API context of the request being rendered: the session token verified and the caller's row
 * read once, for every in-process operation of the render and every server component that asks.
 */
export const requestContext = cache((): Promise<ApiContext> => requestHeaders().then((h) => buildContext(h)));

/** The signed-in caller of the request being rendered, or null. */
export const requestCaller = async (): Promise<Caller | null> => (await requestContext()).caller;

/**
 * The Apollo client of React server components, one per request, acting as the request's caller:
 * PreloadQuery's results hydrate the browser's cache.
 */
const apollo = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: makeServerLink({ headers: requestHeaders, context: requestContext }),
    }),
);
export const { getClient, PreloadQuery } = apollo;

/** A server component's read: in process on the service's schema (lib/apollo/server-query.ts). */
export const query: ServerQuery = makeServerQuery({
  context: requestContext,
  remote: (service) => {
    const e = env();
    const url = { myaffil: e.MYAFFIL_API_URL, auth: e.AUTH_API_URL, market: e.MARKET_API_URL }[service];
    return url ? (apollo.query as unknown as ServerQuery) : undefined;
  },
});
