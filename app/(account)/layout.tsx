import type { ReactNode } from "react";
import { ApolloProvider } from "@/components/providers/apollo-provider";
import { AppShell } from "@/components/shell/app-shell";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** Signed-in pages of any role (the profile): the portal shell of the user's own side. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope="(account)">
      <ApolloProvider>
        <AppShell>{children}</AppShell>
      </ApolloProvider>
    </ClientMessages>
  );
}
