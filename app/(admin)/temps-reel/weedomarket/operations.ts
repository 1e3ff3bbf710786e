import { LIVE_MINUTE, LIVE_TOTALS } from "@/components/realtime/operations";
import { graphql } from "@/lib/graphql/market";

/** The first screen of /temps-reel/weedomarket; the stream's snapshots have the same shape. */
export const MARKET_REALTIME = graphql(
  `
    query MarketRealtime {
      marketRealtime {
        asOf
        totals {
          ...LiveTotals
        }
        minutes {
          ...LiveMinute
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
  `,
  [LIVE_TOTALS, LIVE_MINUTE],
);
