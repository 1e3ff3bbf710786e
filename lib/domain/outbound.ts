/**
 * Why the outbound guard (lib/http/outbound.ts) refused a target without connecting to it. Webhook
 * attempts store them as `refused:<code>`; the UI words each code.
 */
export const OUTBOUND_REFUSALS = [
  "invalid-url",
  "scheme",
  "credentials",
  "private-address",
  "metadata-address",
  "reserved-address",
] as const;
export type OutboundRefusal = (typeof OUTBOUND_REFUSALS)[number];

export const REFUSED_PREFIX = "refused:";
