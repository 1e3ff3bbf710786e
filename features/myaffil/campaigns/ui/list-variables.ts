import type { CampaignFilter } from "@/features/myaffil/programs/ui/operations";

/**
 * The variables of liste_campagnes' query, shared by the page (which preloads the first screen on the
 * server) and the list: both must ask for exactly the same thing.
 */
export function campaignListVariables(
  advertiserClientId: number | null,
  f: { state?: string; program?: string } = {},
): { filter: CampaignFilter } {
  return { filter: { advertiserClientId, state: f.state || null, programId: f.program ? Number(f.program) : null } };
}
