import type { Service } from "@/lib/api/services";
import { serviceOfOperation } from "@/lib/graphql/registry";

export type { Service };

declare module "@apollo/client" {
  interface DefaultContext {
    /** Which of the three APIs an operation goes to, for documents not built by `lib/graphql/<service>`. */
    service?: Service;
  }
}

/** Paths of the three APIs on the portal's own origin. */
export const ENDPOINTS: Record<Service, string> = {
  myaffil: "/api/graphql",
  auth: "/api/graphql/auth",
  market: "/api/graphql/market",
};

interface RoutedOperation {
  operationName?: string | null;
  getContext(): { service?: Service };
}

/**
 * The service an operation goes to: the one its document was declared for (`lib/graphql/<service>`),
 * else its context, else MyAffil.
 */
export function serviceOf(op: RoutedOperation): Service {
  const declared = serviceOfOperation(op.operationName);
  if (declared) return declared;
  const s = op.getContext().service;
  return s === "auth" || s === "market" ? s : "myaffil";
}
