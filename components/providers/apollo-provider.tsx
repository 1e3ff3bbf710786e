"use client";

import { ApolloLink, HttpLink } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { ApolloClient, ApolloNextAppProvider, InMemoryCache } from "@apollo/client-integration-nextjs";
import type { ReactNode } from "react";
import { ENDPOINTS, serviceOf } from "@/lib/apollo/endpoints";

/** Spec section 8: an unauthenticated API answer logs the browser out. */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
}

function makeClient() {
  const logoutOnUnauthenticated = new ErrorLink(({ error }) => {
    if (typeof window !== "undefined" && isUnauthenticated(error)) {
      window.localStorage.clear();
      window.location.reload();
    }
  });
  // During server rendering of client components there is no browser origin to resolve against.
  const origin = typeof window === "undefined" ? (process.env.APP_URL ?? "http://127.0.0.1:3000") : "";
  const http = new HttpLink({
    uri: (op) => origin + ENDPOINTS[serviceOf(op.getContext())],
    credentials: "same-origin",
  });
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([logoutOnUnauthenticated, http]) });
}

export function ApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeClient}>{children}</ApolloNextAppProvider>;
}
