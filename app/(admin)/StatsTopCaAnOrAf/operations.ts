import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const TOP_REVENUE = graphql(`
  query TopRevenue($period: StatsPeriod!) {
    topRevenue(period: $period) {
      advertisers {
        userId
        name
        society
        perfCents
        marketCents
        totalCents
      }
      publishers {
        userId
        name
        society
        leads
        revenueCents
        payoutCents
      }
    }
  }
`);

/** Asked only for the viewers the table lets see gift balances (the column is not rendered for others). */
export const GIFT_BALANCES = graphql(`
  query GiftBalances($userIds: [Int!]!) {
    giftBalances(userIds: $userIds) {
      userId
      points
    }
  }
`);

export type TopRevenueData = ResultOf<typeof TOP_REVENUE>["topRevenue"];
