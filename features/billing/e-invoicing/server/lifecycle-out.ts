import type { Lifecycle } from "./deposits";

/** A document's lifecycle as the API answers it (the `Einvoice` type of ../api.ts). */
export const lifecycleOut = (l: Lifecycle | null, admin: boolean) =>
  l && {
    status: l.status,
    // Why a deposit is stuck is the operator's business (it may name the platform's address).
    last_error: admin ? l.lastError : null,
    stalled: admin && l.stalled,
    events: l.events.map((e) => ({ status: e.status, reason: e.reason, at: e.at.toISOString() })),
  };
