import { createSchema } from "graphql-yoga";
import { marketEnums } from "../enums";
import type { ApiContext } from "../context";
import { marketModules } from "./modules";

/** The lead-marketplace API. */
export const marketSchema = createSchema<ApiContext>({
  typeDefs: [
    /* GraphQL */ `
      type Query {
        _empty: Boolean
      }
      type Mutation {
        _empty: Boolean
      }
    `,
    marketEnums,
    ...marketModules.map((m) => m.typeDefs),
  ],
  resolvers: marketModules.map((m) => m.resolvers),
});
