import type { ApiModule } from "../../module";
import { requireSelfOrAdmin } from "../../guards";
import { balanceOnce } from "@/features/market/money/server/balance/balance-once";
import { getCartCounts } from "@/features/market/cart/server/cart/cart-counts";
import { countAdminQueues } from "@/features/shell/counts/server/admin-queues";

/** The spec's marketplace queries read by the top bar and the bell (spec §7). */
export const shellModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
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

    extend type Query {
      "Number of prepayment requests awaiting validation."
      lastTotalPrepaiements: Int!
      getSoldeactuel(id_utilisateur: Int!): Solde!
      getPanier(id_utilisateur: Int!): Panier!
    }
  `,
  resolvers: {
    Query: {
      lastTotalPrepaiements: async (_, __, ctx) => (await ctx.once(countAdminQueues)).prepayments,
      getSoldeactuel: async (_, args, ctx) => {
        requireSelfOrAdmin(ctx, args.id_utilisateur);
        return balanceOnce(ctx.once, ctx.db, args.id_utilisateur);
      },
      getPanier: async (_, args, ctx) => {
        requireSelfOrAdmin(ctx, args.id_utilisateur);
        return getCartCounts(ctx.db, args.id_utilisateur);
      },
    },
  },
};
