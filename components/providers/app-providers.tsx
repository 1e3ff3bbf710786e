"use client";

import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { HydrationMark } from "./hydration-mark";
import { LazyToaster } from "./lazy-toaster";
import { LocaleSync } from "./locale-sync";
import { NonceProvider } from "./nonce";

// Zod probes `new Function` to compile its parsers; under the page's script policy (no 'unsafe-eval')
// the swallowed failure is still a reported violation. The browser parses small forms: interpret them.
// Set through the global object that `z.config()` writes (zod/v4/core/core.js), so that every page
// does not load zod (30 KB gz) for one flag; the e2e CSP guard fails if zod stops reading it.
if (typeof window !== "undefined") {
  const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (g.__zod_globalConfig ??= {}).jitless = true;
}

/** `nonce`: this request's script nonce (app/layout.tsx), for the inline scripts the providers write. */
export function AppProviders({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <NonceProvider nonce={nonce}>
      <ThemeProvider attribute="class" defaultTheme="dark" enableSystem={false} disableTransitionOnChange nonce={nonce}>
        <LocaleSync />
        <HydrationMark />
        {children}
        <LazyToaster />
      </ThemeProvider>
    </NonceProvider>
  );
}
