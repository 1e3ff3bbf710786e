import { AUTH_POLICIES } from "./policies/auth";
import { MARKET_POLICIES } from "./policies/market";
import { MYAFFIL_POLICIES } from "./policies/myaffil";

export { REST_POLICIES } from "./policies/rest";

/**
 * Authorization of every Query and Mutation field of the three APIs, in one place: the wrapper in
 * lib/api/guards.ts applies it to the schema when it is built (a field without an entry refuses to
 * start), and tests/integration/api-policies.test.ts calls every field as every kind of principal.
 * Each policy is the route registry's rule for the screens that use the field; resolvers keep only
 * ownership (whose rows), in their where-clauses.
 */
export const API_POLICIES = {
  auth: AUTH_POLICIES,
  myaffil: MYAFFIL_POLICIES,
  market: MARKET_POLICIES,
};

export type ApiService = keyof typeof API_POLICIES;
