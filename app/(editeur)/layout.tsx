import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { ClientMessages } from "@/lib/i18n/client-messages";

/** Publishers' pages (law af): the general and product-area shells. */
export default function EditeurLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope="(editeur)">
      <AppShell>{children}</AppShell>
    </ClientMessages>
  );
}
