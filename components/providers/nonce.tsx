"use client";

import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/**
 * This request's script nonce (set by proxy.ts, read by app/layout.tsx), for client components that
 * write inline scripts during server rendering. Scripts that the page's own scripts add later need
 * none ('strict-dynamic').
 */
export function NonceProvider({ nonce, children }: { nonce?: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
