import type { ApiContext } from "./context";

/** A slice of one API: its SDL and resolvers, merged with the others into the service schema. */
export interface ApiModule {
  typeDefs: string;
  resolvers: Record<string, Record<string, (parent: any, args: any, ctx: ApiContext) => unknown>>;
}
