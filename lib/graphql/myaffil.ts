import { initGraphQLTada } from "gql.tada";
import type { introspection } from "./myaffil-env";
import { registering } from "./registry";

/**
 * Documents of the MyAffil API, typed by gql.tada from `lib/api/myaffil/schema.graphql` (printed from the
 * code by `npm run codegen`) and registered so that the Apollo links send them to that API.
 */
export const graphql = registering(
  "myaffil",
  initGraphQLTada<{ introspection: introspection; disableMasking: true }>(),
);

export type { FragmentOf, ResultOf, VariablesOf } from "gql.tada";
