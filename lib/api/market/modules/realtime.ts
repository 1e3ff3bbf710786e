import { marketRealtime } from "@/lib/realtime/weedomarket";
import type { ApiModule } from "../../module";

/** The first screen of /temps-reel/weedomarket (the stream at /api/realtime/weedomarket pushes the same shape). */
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
    extend type Query {
      marketRealtime: MarketRealtime!
    }
  `,
  resolvers: {
    Query: {
      marketRealtime: (_, __, ctx) => marketRealtime(ctx.db),
    },
  },
};
