import type { GraphQLSchema } from "graphql";
import { authSchema } from "./auth/schema";
import { enforcePolicies } from "./guards";
import { marketSchema } from "./market/schema";
import { myaffilSchema } from "./myaffil/schema";

export type Service = "myaffil" | "auth" | "market";

/** The three APIs: their schema, gated by the policy table, and the path the portal serves them on. */
export const SERVICES: Record<Service, { schema: GraphQLSchema; endpoint: string }> = {
  myaffil: { schema: enforcePolicies("myaffil", myaffilSchema), endpoint: "/api/graphql" },
  auth: { schema: enforcePolicies("auth", authSchema), endpoint: "/api/graphql/auth" },
  market: { schema: enforcePolicies("market", marketSchema), endpoint: "/api/graphql/market" },
};
