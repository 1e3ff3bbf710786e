import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";

/** Publishers' pages (law af): the general and product-area shells. */
export default function EditeurLayout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
