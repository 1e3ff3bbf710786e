import { env } from "@/lib/config/env";
import { httpPlatform } from "./http-platform";
import type { EinvoicingPlatform } from "./platform";

/** The platform the configuration names (EINVOICING_URL, EINVOICING_TOKEN), or null. */
export function configuredPlatform(): EinvoicingPlatform | null {
  const e = env();
  return e.EINVOICING_URL ? httpPlatform(e.EINVOICING_URL, e.EINVOICING_TOKEN) : null;
}
