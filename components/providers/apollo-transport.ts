"use client";

import { ApolloNextAppProvider } from "@apollo/client-integration-nextjs";
import { WrapApolloProvider } from "@apollo/client-react-streaming";
import { buildManualDataTransport } from "@apollo/client-react-streaming/manual-transport";
import { ServerInsertedHTMLContext } from "next/navigation";
import { useContext } from "react";

const noInsert = () => {};

/**
 * `ApolloNextAppProvider` without the hook-value transport. By default every `useSuspenseQuery` /
 * `useQuery` result of the server render is serialised a second time into an inline script so that
 * the browser's first render uses the server's values; our list pages preload their query with
 * `PreloadQuery`, whose result already travels in the RSC payload and fills the browser's cache
 * before the hooks below it hydrate, so the copy only doubled the page (29 KB on prgramslist).
 * Queries started during the server render still stream their results to the browser (the
 * transport's events). What is given up: if the browser's cache changed between the server render
 * and hydration, a hook may now hydrate with the newer value and React re-renders that Suspense
 * boundary on the client (a recoverable hydration mismatch) instead of showing the server's value.
 */
export const ApolloStreamingProvider = WrapApolloProvider(
  buildManualDataTransport({
    useInsertHtml() {
      // Null in the browser, where nothing is inserted.
      return useContext(ServerInsertedHTMLContext) ?? noInsert;
    },
    dangerous_disableHookValueTransportation: true,
  }),
);
// The client and cache classes of @apollo/client-integration-nextjs are checked against this.
ApolloStreamingProvider.info = ApolloNextAppProvider.info;
