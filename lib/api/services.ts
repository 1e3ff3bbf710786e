import type { GraphQLSchema } from "graphql";
import { authSchema } from "./auth/schema";
import { marketSchema } from "./market/schema";
import { myaffilSchema } from "./myaffil/schema";

export type Service = "myaffil" | "auth" | "market";

/** The three APIs: their schema and the path the portal serves them on. */
export const SERVICES: Record<Service, { schema: GraphQLSchema; endpoint: string }> = {
  myaffil: { schema: myaffilSchema, endpoint: "/api/graphql" },
  auth: { schema: authSchema, endpoint: "/api/graphql/auth" },
  market: { schema: marketSchema, endpoint: "/api/graphql/market" },
};
