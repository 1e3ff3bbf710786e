import "server-only";
import { ApolloClient, InMemoryCache, registerApolloClient } from "@apollo/client-integration-nextjs";
import { headers } from "next/headers";
import { makeServerLink } from "./server-link";

/** The Apollo client of React server components, one per request, acting as the request's caller. */
export const { getClient, query, PreloadQuery } = registerApolloClient(
  () => new ApolloClient({ cache: new InMemoryCache(), link: makeServerLink({ headers: async () => new Headers(await headers()) }) }),
);
