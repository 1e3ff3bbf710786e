import type { Resolvers as AuthResolvers } from "./auth/resolvers.generated";
import type { Resolvers as MarketResolvers } from "./market/resolvers.generated";
import type { Resolvers as MyaffilResolvers } from "./myaffil/resolvers.generated";
import type { Service } from "./services";

/** Each service's resolver map, generated from its printed schema (`npm run codegen`). */
interface ServiceResolvers {
  myaffil: MyaffilResolvers;
  auth: AuthResolvers;
  market: MarketResolvers;
}

/**
 * A slice of one API: its SDL and resolvers, merged with the others into the service schema. The
 * resolvers are checked against the whole service's schema, so their arguments, parents and results
 * are the schema's own types rather than restatements.
 */
export interface ApiModule<S extends Service> {
  typeDefs: string;
  resolvers: ServiceResolvers[S];
}
