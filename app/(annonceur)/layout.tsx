import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** Advertisers' pages (law an): the general and product-area shells. */
export default function AnnonceurLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope="(annonceur)">
      <AppShell>{children}</AppShell>
    </ClientMessages>
  );
}
