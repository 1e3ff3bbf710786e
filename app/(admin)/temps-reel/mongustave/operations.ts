import { LIVE_MINUTE, LIVE_TOTALS } from "@/components/realtime/operations";
import { graphql } from "@/lib/graphql/market";

/** The first screen of /temps-reel/mongustave; the stream's snapshots have the same shape. */
export const MG_REALTIME = graphql(
  `
    query MgRealtime {
      mgRealtime {
        asOf
        totals {
          ...LiveTotals
        }
        minutes {
          ...LiveMinute
        }
        products {
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
