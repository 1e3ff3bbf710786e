import type { ReactNode } from "react";
import { ApolloProvider } from "@/components/providers/apollo-provider";

/** The check pages' forms (one contact, lists, scenarios, the price grid) call the API from the browser. */
export default function CheckAreaLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
