import type { ReactNode } from "react";
import { ApolloProvider } from "@/components/providers/apollo-provider";

/** The list's row actions (payment, credit note, generation) call the API from the browser. */
export default function ApolloAreaLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
