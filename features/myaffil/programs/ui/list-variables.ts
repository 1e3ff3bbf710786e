import type { Area } from "./areas";
import type { ProgramFilter } from "./operations";

export interface ProgramListFilters {
  state?: string;
  validation?: string;
  advertiser?: string;
}

/**
 * The variables of a prgramslist query, shared by the page (which preloads the first screen on the
 * server) and the list (which reads it): both must ask for exactly the same thing.
 */
export function programListVariables(area: Area, f: ProgramListFilters = {}): { filter: ProgramFilter | null } {
  if (area === "editeur") return { filter: null };
  const admin = area === "admin";
  return {
    filter: {
      state: f.state || null,
      validation: admin ? f.validation || null : null,
      advertiserClientId: admin && f.advertiser ? Number(f.advertiser) : null,
    },
  };
}
