import { randomInt } from "node:crypto";
import { env } from "@/lib/config/env";

/**
 * A publisher's tracking link for a campaign: `${APP_URL}/t/{tracking_id}?p={publisherClientId}`,
 * with its support (`s`) and sub-id (`sub`) when given. The click endpoint reads these parameters.
 */
export function trackingLink(
  trackingId: string,
  publisherClientId: number,
  supportId?: number | null,
  subId?: string | null,
): string {
  const url = new URL(`/t/${encodeURIComponent(trackingId)}`, env().APP_URL);
  url.searchParams.set("p", String(publisherClientId));
  if (supportId != null) url.searchParams.set("s", String(supportId));
  if (subId) url.searchParams.set("sub", subId);
  return url.href;
}

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A new public tracking identifier: "T" then 10 random base-36 characters (crypto), uppercase. */
export function newTrackingId(): string {
  let id = "T";
  for (let i = 0; i < 10; i++) id += BASE36[randomInt(36)];
  return id;
}
