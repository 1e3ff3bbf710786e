import type { ReactNode } from "react";
import { ApolloProvider } from "@/components/providers/apollo-provider";

/** The member page saves and acts from the browser: the Apollo client is mounted here. */
export default function MemberApolloLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
