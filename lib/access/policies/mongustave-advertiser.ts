import { only, R } from "../api-policy";
import { idListed } from "../rules";

/** /mongustave/annonceur/dashboard and statistiques (the route registry's rule: law an). */
export const MG_ADVERTISER = only(R.an);
/** /mongustave/annonceur/extract-mer: an advertiser on the extractMer id list, as the route requires. */
export const MG_EXTRACT_MER = only(R.an, idListed("extractMer"));

/** The advertiser's Mon Gustave reads. Spread into MARKET_POLICIES. */
export const MONGUSTAVE_ADVERTISER_POLICIES = {
  Query: {
    mgAdvertiserDashboard: MG_ADVERTISER,
    mgAdvertiserStats: MG_ADVERTISER,
    mgExtractMer: MG_EXTRACT_MER,
  },
} as const;
