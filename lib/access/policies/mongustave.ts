import { anyOf, R } from "../api-policy";
import { MARKET_ADMIN } from "./roles";

/**
 * Mon Gustave client web services (spec section 3 and its actions "test, validate, pause, change").
 * Administrators on the marketplace allow-list manage every client's; an advertiser reads and acts
 * on its own (ownership is the resolvers' where-clause: another client's WS is not found).
 * Creating a WS and validating it (the moment it starts receiving billed leads) stay with the
 * administrators. Spread into MARKET_POLICIES.
 */
export const MG_WS_EITHER = anyOf([R.marketplaceAdmin], [R.an]);

export const MONGUSTAVE_WS_POLICIES = {
  Query: { mgWebServices: MG_WS_EITHER, mgWebService: MG_WS_EITHER },
  Mutation: {
    createMgWebService: MARKET_ADMIN,
    updateMgWebService: MG_WS_EITHER,
    testMgWebService: MG_WS_EITHER,
    validateMgWebService: MARKET_ADMIN,
    pauseMgWebService: MG_WS_EITHER,
    resumeMgWebService: MG_WS_EITHER,
  },
} as const;
