import type { ReactNode } from "react";
import { ApolloProvider } from "@/components/providers/apollo-provider";

/** These pages save from the browser (dialogs, buttons): the Apollo client is mounted here only. */
export default function ApolloAreaLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
