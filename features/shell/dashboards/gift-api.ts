import type { ApiModule } from "@/lib/api/module";
import { forbidden } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { giftHistory, giftSummary } from "./server/gifts";
import { iso } from "@/lib/api/myaffil/modules/dates";

/** /DashboardCadeaux: the caller's own gift points only. */
export const giftDashboardModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type GiftMovement {
      id: Int!
      "Earned (positive) or spent (negative)."
      points: Int!
      reason: String!
      createdAt: String!
    }

    type GiftDashboard {
      "The gift shop; null: no shop yet (0 Points accumulés)."
      url: String
      balance: Int!
      earned: Int!
      spent: Int!
      movements: Int!
      "The fifty most recent movements, newest first."
      history: [GiftMovement!]!
    }

    extend type Query {
      "The caller's own points: publishers, administrators (ad, ma) and the gift-points allow-list."
      giftDashboard(user_id: Int!): GiftDashboard!
    }
  `,
  resolvers: {
    Query: {
      giftDashboard: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        if (caller.id !== args.user_id) throw forbidden();
        const [summary, history] = await Promise.all([
          giftSummary(ctx.db, args.user_id),
          giftHistory(ctx.db, args.user_id),
        ]);
        return { ...summary, history: history.map((h) => ({ ...h, createdAt: iso(h.createdAt) })) };
      },
    },
  },
};
