import { createSchema } from "graphql-yoga";
import type { ApiContext } from "../context";
import { myaffilModules } from "./modules";

/** The performance API (default endpoint). */
export const myaffilSchema = createSchema<ApiContext>({
  typeDefs: [/* GraphQL */ `type Query { _empty: Boolean } type Mutation { _empty: Boolean }`, ...myaffilModules.map((m) => m.typeDefs)],
  resolvers: myaffilModules.map((m) => m.resolvers),
});
