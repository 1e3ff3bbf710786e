import "server-only";
import { ApolloClient, InMemoryCache, registerApolloClient } from "@apollo/client-integration-nextjs";
import { headers } from "next/headers";
import { cache } from "react";
import { buildContext, type ApiContext } from "@/lib/api/context";
import type { Caller } from "@/lib/session/current-user";
import { makeServerLink } from "./server-link";

const requestHeaders = async () => new Headers(await headers());

/**
 * The API context of the request being rendered: the session token verified and the caller's row
 * read once, for every in-process operation of the render and every server component that asks.
 */
export const requestContext = cache((): Promise<ApiContext> => requestHeaders().then((h) => buildContext(h)));

/** The signed-in caller of the request being rendered, or null. */
export const requestCaller = async (): Promise<Caller | null> => (await requestContext()).caller;

/** The Apollo client of React server components, one per request, acting as the request's caller. */
export const { getClient, query, PreloadQuery } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: makeServerLink({ headers: requestHeaders, context: requestContext }),
    }),
);
