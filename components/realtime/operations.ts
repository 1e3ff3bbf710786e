import { graphql } from "@/lib/graphql/market";

/** The figures every live page reads the same way (totals and the 60 minutes). */
export const LIVE_TOTALS = graphql(`
  fragment LiveTotals on MarketRealtimeFigures {
    leadsIn
    sold
    refused
    revenueCents
  }
`);
export const LIVE_MINUTE = graphql(`
  fragment LiveMinute on MarketRealtimeMinute {
    at
    leadsIn
    sold
    refused
    revenueCents
  }
`);
