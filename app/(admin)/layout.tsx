import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";

/** Administrators' pages (the proxy lets only ad, tem, ma in): the general and product-area shells. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
