import { graphql, type ResultOf } from "@/lib/graphql/market";

export const MARKET_REALTIME = graphql(`
  query MarketRealtime {
    marketRealtime {
      asOf
      totals {
        leadsIn
        sold
        refused
        revenueCents
      }
      minutes {
        at
        leadsIn
        sold
        refused
        revenueCents
      }
      categories {
        id
        name
        leadsIn
        sold
        refused
        revenueCents
      }
    }
  }
`);

/** The figures the page renders first; the stream's snapshots have the same shape. */
export type RealtimeSnapshot = ResultOf<typeof MARKET_REALTIME>["marketRealtime"];
export type RealtimeMinuteRow = RealtimeSnapshot["minutes"][number];
