import { z } from "zod";
import type { ApiModule } from "@/lib/api/module";
import { requireCaller, requireSelfOrAdmin } from "@/lib/api/guards";
import { calendarDay, daysInRange } from "@/lib/validation/myaffil-stats";
import { parseInput } from "./server/ledger/errors";
import { clientStats } from "./server/client-stats/client-stats";
import { marketDashboard } from "./server/client-stats/dashboard";
import { profitability } from "./server/client-stats/profitability";

const rangeSchema = z
  .object({ from: calendarDay, to: calendarDay })
  .refine((r) => r.from <= r.to, { error: "rangeOrder", path: ["to"] })
  .refine((r) => daysInRange(r.from, r.to) <= 366, { error: "rangeTooLong", path: ["to"] });

/** StatsClients, SuiviRenatbilite and the advertiser's marketplace dashboard. */
export const clientStatsModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type ClientStatsRow {
      userId: Int!
      clientName: String!
      email: String!
      spendCents: Int!
      refundCents: Int!
      leadsBought: Int!
      invalidations: Int!
      acceptedInvalidations: Int!
      "0–1"
      invalidationRate: Float!
      balanceCents: Int!
      lastTopUpCents: Int
      lastTopUpAt: String
    }

    type ClientStatsDay {
      day: String!
      spendCents: Int!
      refundCents: Int!
    }

    type ClientStats {
      rows: [ClientStatsRow!]!
      daily: [ClientStatsDay!]!
    }

    type CategoryMargin {
      categoryId: Int!
      category: String!
      leadsCollected: Int!
      intakeCostCents: Int!
      leadsSold: Int!
      salesRevenueCents: Int!
      refundCents: Int!
      marginCents: Int!
      marginRate: Float!
    }

    type MarginDay {
      day: String!
      revenueCents: Int!
      costCents: Int!
      marginCents: Int!
    }

    type MarginTotals {
      revenueCents: Int!
      refundCents: Int!
      costCents: Int!
      marginCents: Int!
    }

    type Profitability {
      categories: [CategoryMargin!]!
      daily: [MarginDay!]!
      totals: MarginTotals!
    }

    type MarketBalance {
      soldeHt: Int!
      soldeTtc: Int!
      lastPrepaiement: Int
      low: Boolean!
    }

    type SpendDay {
      day: String!
      amountCents: Int!
    }

    type DashboardOrder {
      id: Int!
      category: String!
      saleType: SaleType!
      state: OrderState!
      delivered: Int!
      totalVolume: Int!
      unitPriceCents: Int!
      createdAt: String!
    }

    type InvalidationStats {
      being_processed: Int!
      valid: Int!
      accepted: Int!
      refused: Int!
      refundedCents: Int!
    }

    type MarketDashboard {
      balance: MarketBalance!
      spend: [SpendDay!]!
      spendTotalCents: Int!
      leadsBought30: Int!
      orders: [DashboardOrder!]!
      recentLeads: [BoughtLead!]!
      invalidations: InvalidationStats!
      returnRate: ReturnRate!
    }

    extend type Query {
      marketClientStats(from: String!, to: String!): ClientStats!
      marketProfitability(from: String!, to: String!): Profitability!
      "The advertiser's marketplace home (the caller's by default)."
      marketDashboard(id_utilisateur: Int): MarketDashboard!
    }
  `,
  resolvers: {
    Query: {
      marketClientStats: async (_, args, ctx) => {
        const r = parseInput(rangeSchema, args);
        return clientStats(ctx.db, r.from, r.to);
      },
      marketProfitability: async (_, args, ctx) => {
        const r = parseInput(rangeSchema, args);
        return profitability(ctx.db, r.from, r.to);
      },
      marketDashboard: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const userId = args.id_utilisateur ?? caller.id;
        requireSelfOrAdmin(ctx, userId);
        return marketDashboard(ctx.db, userId);
      },
    },
  },
};
