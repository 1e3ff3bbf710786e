import type { ReactNode } from "react";
import { ApolloProvider } from "@/components/providers/apollo-provider";

/** The composer sends its mutation through the browser's Apollo client. */
export default function PushNotificationsLayout({ children }: { children: ReactNode }) {
  return <ApolloProvider>{children}</ApolloProvider>;
}
