import { mgRealtime } from "@/lib/realtime/mongustave";
import { marketRealtime } from "@/lib/realtime/weedomarket";
import type { ApiModule } from "../../module";

/**
 * The first screens of /temps-reel/weedomarket and /temps-reel/mongustave (their streams at
 * /api/realtime/* push the same shapes).
 */
export const realtimeModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type MarketRealtimeFigures {
      leadsIn: Int!
      sold: Int!
      refused: Int!
      revenueCents: Float!
    }
    type MarketRealtimeMinute {
      at: String!
      leadsIn: Int!
      sold: Int!
      refused: Int!
      revenueCents: Float!
    }
    type MarketRealtimeCategory {
      id: Int!
      name: String!
      leadsIn: Int!
      sold: Int!
      refused: Int!
      revenueCents: Float!
    }
    "The marketplace's last 60 minutes: leads taken in, sales, sales refused by their buyer, revenue."
    type MarketRealtime {
      asOf: String!
      totals: MarketRealtimeFigures!
      minutes: [MarketRealtimeMinute!]!
      categories: [MarketRealtimeCategory!]!
    }
    type MgRealtimeProduct {
      "The product code (MG_PRODUCTS)."
      id: String!
      name: String!
      leadsIn: Int!
      sold: Int!
      refused: Int!
      revenueCents: Float!
    }
    """
    Mon Gustave's last 60 minutes: requests taken in, deliveries accepted (sold) and refused by the
    clients' web services, revenue of the accepted ones.
    """
    type MgRealtime {
      asOf: String!
      totals: MarketRealtimeFigures!
      minutes: [MarketRealtimeMinute!]!
      products: [MgRealtimeProduct!]!
    }
    extend type Query {
      marketRealtime: MarketRealtime!
      mgRealtime: MgRealtime!
    }
  `,
  resolvers: {
    Query: {
      marketRealtime: (_, __, ctx) => marketRealtime(ctx.db),
      mgRealtime: (_, __, ctx) => mgRealtime(ctx.db),
    },
  },
};
