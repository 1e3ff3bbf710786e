import type { Law } from "@/lib/constants";
import type { Area } from "./route-def";

export type SaleTerms = "marketplace" | "performance";

/**
 * The footer's sale-terms links (spec section 2, layout): the marketplace terms for advertisers
 * with a marketplace client id on marketplace pages, the performance terms for publishers and
 * advertisers on MyAffil pages.
 */
export function saleTermsFor(area: Area, law: Law, marketplaceClient: boolean): SaleTerms[] {
  if (area === "weedomarket" && law === "an" && marketplaceClient) return ["marketplace"];
  if (area === "myaffil" && (law === "an" || law === "af")) return ["performance"];
  return [];
}
