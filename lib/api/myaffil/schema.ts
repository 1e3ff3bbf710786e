import { createSchema } from "graphql-yoga";
import { myaffilEnums } from "../enums";
import type { ApiContext } from "../context";
import { myaffilModules } from "./modules";

/** The performance API (default endpoint). */
export const myaffilSchema = createSchema<ApiContext>({
  typeDefs: [
    /* GraphQL */ `
      type Query {
        _empty: Boolean
      }
      type Mutation {
        _empty: Boolean
      }
    `,
    myaffilEnums,
    ...myaffilModules.map((m) => m.typeDefs),
  ],
  resolvers: myaffilModules.map((m) => m.resolvers),
});
