import { graphql, type ResultOf } from "@/lib/graphql/market";

/** The figures of one dashboard month (this one, the last one). */
const MG_ADVERTISER_PERIOD_FIGURES = graphql(`
  fragment MgAdvertiserPeriodFigures on MgAdvertiserPeriod {
    from
    to
    figures {
      accepted
      settled
      acceptanceRate
      spendCents
    }
  }
`);

export const MG_ADVERTISER_DASHBOARD = graphql(
  `
    query MgAdvertiserDashboard {
      mgAdvertiserDashboard {
        thisMonth {
          ...MgAdvertiserPeriodFigures
        }
        lastMonth {
          ...MgAdvertiserPeriodFigures
        }
        webServices {
          id
          name
          product
          state
          priceCents
          pausedAt
          pauseReason
          deliveries24h
          settled24h
          acceptanceRate24h
          errorRate24h
          p95Ms
        }
        daily {
          day
          accepted
          spendCents
        }
      }
    }
  `,
  [MG_ADVERTISER_PERIOD_FIGURES],
);

export const MG_ADVERTISER_STATS = graphql(`
  query MgAdvertiserStats($filter: MgAdvertiserFilter!) {
    mgAdvertiserStats(filter: $filter) {
      from
      to
      totals {
        delivered
        settled
        accepted
        refused
        failed
        acceptanceRate
        spendCents
      }
      byDay {
        day
        delivered
        settled
        accepted
        refused
        failed
        acceptanceRate
        spendCents
      }
      byProduct {
        product
        delivered
        settled
        accepted
        refused
        failed
        acceptanceRate
        spendCents
      }
      byWebService {
        webServiceId
        name
        product
        delivered
        settled
        accepted
        refused
        failed
        acceptanceRate
        spendCents
      }
    }
  }
`);

export const MG_EXTRACT_MER = graphql(`
  query MgExtractMer($filter: MgAdvertiserFilter!) {
    mgExtractMer(filter: $filter) {
      total
      totalCents
      page
      pageSize
      rows {
        deliveryId
        leadId
        boughtAt
        firstname
        lastname
        email
        phone
        postcode
        city
        product
        webServiceName
        priceCents
      }
    }
  }
`);

export type MgDashboardData = ResultOf<typeof MG_ADVERTISER_DASHBOARD>["mgAdvertiserDashboard"];
export type MgStatsData = ResultOf<typeof MG_ADVERTISER_STATS>["mgAdvertiserStats"];
export type MgExtractData = ResultOf<typeof MG_EXTRACT_MER>["mgExtractMer"];
/** The figures every statistics row carries. */
export type MgFiguresRow = MgStatsData["totals"];
