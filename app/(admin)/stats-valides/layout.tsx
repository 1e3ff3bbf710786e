import type { ReactNode } from "react";
import { ApolloProvider } from "@/components/providers/apollo-provider";

/** These money screens mutate from the browser (adjust, validate, decide, pay, bank details): the Apollo client is mounted here. */
export default function MoneyApolloLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
