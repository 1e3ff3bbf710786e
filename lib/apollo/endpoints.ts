import type { Service } from "@/lib/api/services";

export type { Service };

declare module "@apollo/client" {
  interface DefaultContext {
    /** Which of the three APIs an operation goes to. */
    service?: Service;
  }
}

/** Paths of the three APIs on the portal's own origin. */
export const ENDPOINTS: Record<Service, string> = {
  myaffil: "/api/graphql",
  auth: "/api/graphql/auth",
  market: "/api/graphql/market",
};

/** The service an operation goes to, from its context (`myaffil` when unspecified). */
export function serviceOf(context: { service?: Service }): Service {
  const s = context.service;
  return s === "auth" || s === "market" ? s : "myaffil";
}
