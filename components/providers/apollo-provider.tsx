"use client";

import { ApolloLink, disableFragmentWarnings, HttpLink } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { ApolloClient, InMemoryCache } from "@apollo/client-integration-nextjs";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { ENDPOINTS, serviceOf } from "@/lib/apollo/endpoints";
import { storedLocale, storeLocale } from "@/lib/i18n/client-locale";
import { ApolloStreamingProvider } from "./apollo-transport";
import { useNonce } from "./nonce";

// Documents carry their own fragments (gql.tada); the preloaded ones are parsed again from their printed
// text, which graphql-tag then reports as a second fragment of the same name. Nothing is wrong: silence it.
disableFragmentWarnings();

/** Drops the session cookie and redirects to /login?session=expired (app/api/auth/session-expired). */
const SESSION_EXPIRED_PATH = "/api/auth/session-expired";

/** Spec section 8: an unauthenticated API answer logs the browser out. */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED");
}

let loggingOut = false;

/**
 * The session is over: local storage cleared (the language choice kept, as on the login page) and
 * the page reloaded through the endpoint that drops the cookie and lands on /login?session=expired.
 * A plain reload depended on the cookie still being there for the proxy to tell "expired" from
 * "never signed in": once anything else had cleared it, the person landed on /login with no notice.
 */
function logOutExpired() {
  if (loggingOut) return;
  loggingOut = true;
  const lang = storedLocale();
  window.localStorage.clear();
  if (lang) storeLocale(lang);
  window.location.replace(SESSION_EXPIRED_PATH);
}

function makeClient() {
  const logoutOnUnauthenticated = new ErrorLink(({ error }) => {
    if (typeof window === "undefined") return;
    if (isUnauthenticated(error)) logOutExpired();
    // A restore pauses every operation: one notice, in the server's words (the person's language), whatever the screen says.
    const paused = CombinedGraphQLErrors.is(error) && error.errors.find((e) => e.extensions?.code === "MAINTENANCE");
    if (paused) toast.error(paused.message, { id: "maintenance" });
  });
  // During server rendering of client components there is no browser origin to resolve against.
  const origin = typeof window === "undefined" ? (process.env.APP_URL ?? "http://127.0.0.1:3000") : "";
  const http = new HttpLink({
    uri: (op) => origin + ENDPOINTS[serviceOf(op)],
    credentials: "same-origin",
  });
  return new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([logoutOnUnauthenticated, http]) });
}

/**
 * The browser's Apollo client, mounted by the signed-in route groups' layouts only: the guest pages
 * (login, sign-up, password) post their few operations with `components/auth/auth-request` and so do
 * not load Apollo before their first paint.
 */
export function ApolloProvider({ children }: { children: ReactNode }) {
  // The server-rendered queries' results travel in inline scripts: they need the page's nonce.
  const nonce = useNonce();
  return (
    <ApolloStreamingProvider makeClient={makeClient} extraScriptProps={{ nonce }}>
      {children}
    </ApolloStreamingProvider>
  );
}
