import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** Administrators' pages (the proxy lets only ad, tem, ma in): the general and product-area shells. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope="(admin)">
      <AppShell>{children}</AppShell>
    </ClientMessages>
  );
}
