import type { ReactNode } from "react";
import { ApolloProvider } from "@/components/providers/apollo-provider";

/** The insertion-order screens query and mutate from the browser: the Apollo client is mounted here. */
export default function OiApolloLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
