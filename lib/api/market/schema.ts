import { createSchema } from "graphql-yoga";
import type { ApiContext } from "../context";
import { requireAdmin, requireSelfOrAdmin } from "../guards";
import { getBalance } from "./balance/balance";
import { getCartCounts } from "./cart/cart-counts";
import { countWaitingPrepayments } from "./prepayments/waiting";

const typeDefs = /* GraphQL */ `
  "Amounts are integer cents."
  type Solde {
    soldeHt: Int!
    soldeTtc: Int!
    lastPrepaiement: Int
  }

  "Leads in the cart by sale type; the top bar shows trio + duo + exclusive."
  type Panier {
    trio: Int!
    duo: Int!
    exclusive: Int!
  }

  type Query {
    "Number of prepayment requests awaiting validation."
    lastTotalPrepaiements: Int!
    getSoldeactuel(id_utilisateur: Int!): Solde!
    getPanier(id_utilisateur: Int!): Panier!
  }
`;

/** The lead-marketplace API. */
export const marketSchema = createSchema<ApiContext>({
  typeDefs,
  resolvers: {
    Query: {
      lastTotalPrepaiements: async (_: unknown, __: unknown, ctx: ApiContext) => {
        requireAdmin(ctx);
        return countWaitingPrepayments(ctx.db);
      },
      getSoldeactuel: async (_: unknown, args: { id_utilisateur: number }, ctx: ApiContext) => {
        requireSelfOrAdmin(ctx, args.id_utilisateur);
        return getBalance(ctx.db, args.id_utilisateur);
      },
      getPanier: async (_: unknown, args: { id_utilisateur: number }, ctx: ApiContext) => {
        requireSelfOrAdmin(ctx, args.id_utilisateur);
        return getCartCounts(ctx.db, args.id_utilisateur);
      },
    },
  },
});
