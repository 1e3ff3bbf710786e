import type { ReactNode } from "react";
import { ApolloProvider } from "@/components/providers/apollo-provider";

/**
 * These pages query the APIs from the browser: the Apollo client is mounted here rather than in the
 * route group's layout, so that the role dashboards (server-rendered) do not load it.
 */
export default function ApolloAreaLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
