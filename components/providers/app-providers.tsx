"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { TOAST } from "@/lib/constants";
import { ApolloProvider } from "./apollo-provider";
import { LocaleSync } from "./locale-sync";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} disableTransitionOnChange>
      <ApolloProvider>
        <LocaleSync />
        {children}
        <Toaster position={TOAST.position} duration={TOAST.durationMs} offset={TOAST.offsetPx} gap={TOAST.gapPx} richColors closeButton theme="system" />
      </ApolloProvider>
    </ThemeProvider>
  );
}
