import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";

/** Advertisers' pages (law an): the general and product-area shells. */
export default function AnnonceurLayout({ children }: { children: ReactNode }) {
  return <AppShell>{children}</AppShell>;
}
