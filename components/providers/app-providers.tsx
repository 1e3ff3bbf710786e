"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { TOAST } from "@/lib/constants";
import { HydrationMark } from "./hydration-mark";
import { LocaleSync } from "./locale-sync";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} disableTransitionOnChange>
      <LocaleSync />
      <HydrationMark />
      {children}
      <Toaster
        position={TOAST.position}
        duration={TOAST.durationMs}
        offset={TOAST.offsetPx}
        gap={TOAST.gapPx}
        richColors
        closeButton
        theme="system"
      />
    </ThemeProvider>
  );
}
