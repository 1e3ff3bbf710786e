import { createSchema } from "graphql-yoga";
import type { ApiContext } from "../context";
import { perfModules } from "./modules";

/** The performance API (default endpoint). */
export const perfSchema = createSchema<ApiContext>({
  typeDefs: [/* GraphQL */ `type Query { _empty: Boolean } type Mutation { _empty: Boolean }`, ...perfModules.map((m) => m.typeDefs)],
  resolvers: perfModules.map((m) => m.resolvers),
});
