import { PARTNER_PRESETS, PARTNER_SLUGS, type PartnerSlug } from "@/features/market/webhooks/server/partners";
import type { PartnerInfo } from "./partner-page";

/** A partner's preset as plain data for the client page (server components call it). */
export function partnerInfo(slug: PartnerSlug): PartnerInfo {
  const p = PARTNER_PRESETS[slug];
  return {
    slug: p.slug,
    name: p.name,
    kind: p.kind,
    method: p.method,
    credentials: p.credentials.map((c) => ({ ...c })),
    mapping: { ...p.mapping },
  };
}

export const allPartnerInfo = (): PartnerInfo[] => PARTNER_SLUGS.map(partnerInfo);
