import { MARKET_ADMIN } from "./roles";

/**
 * /weedomarket/admin/stats/fraude_mongustave (the route registry's rule: an administrator on the
 * marketplace allow-list): the fraud review queue and its decisions. Spread into MARKET_POLICIES.
 */
export const MONGUSTAVE_FRAUD_POLICIES = {
  Query: { mgFraudQueue: MARKET_ADMIN },
  Mutation: { reviewMgFraud: MARKET_ADMIN },
} as const;
