import type { ApiModule } from "@/lib/api/module";
import { forbidden } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { countAdminQueues } from "./server/admin-queues";
import { getGiftAccount } from "@/features/shell/dashboards/server/gifts-account/gift-account";

/** The counts and balances of the top bar served by the authentication API. */
export const countsModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type Count {
      nb: Int!
    }

    type CompteCadeaux {
      url: String
      solde: Int!
      message: String
    }

    extend type Query {
      "Accounts awaiting administrator approval."
      getMembreAttent: Count!
      "Prepayments awaiting validation."
      getpresPaiementAttent: Count!
      getCompteCadeaux(user_id: Int!, droit: String!): CompteCadeaux!
    }
  `,
  resolvers: {
    Query: {
      getMembreAttent: async (_, __, ctx) => {
        return { nb: (await ctx.once(countAdminQueues)).members };
      },
      getpresPaiementAttent: async (_, __, ctx) => {
        return { nb: (await ctx.once(countAdminQueues)).prepayments };
      },
      getCompteCadeaux: async (_, args, ctx) => {
        // The points query exists for publishers and the administrators who follow them.
        const caller = requireCaller(ctx);
        if (caller.id !== args.user_id) throw forbidden();
        return getGiftAccount(ctx.db, args.user_id);
      },
    },
  },
};
