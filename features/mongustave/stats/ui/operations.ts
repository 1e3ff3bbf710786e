import { graphql, type ResultOf } from "@/lib/graphql/market";

export const MG_ADMIN_VOLUME_STATS = graphql(`
  query MgAdminVolumeStats($filter: MgAdminStatsInput!) {
    mgAdminVolumeStats(filter: $filter) {
      totals {
        leadsIn
        delivered
        settled
        accepted
        refused
        failed
        acceptanceRate
        revenueCents
      }
      byDay {
        day
        leadsIn
        delivered
        settled
        accepted
        refused
        failed
        acceptanceRate
        revenueCents
      }
      byProduct {
        product
        leadsIn
        delivered
        settled
        accepted
        refused
        failed
        acceptanceRate
        revenueCents
      }
    }
  }
`);
export type MgVolumeStatsData = ResultOf<typeof MG_ADMIN_VOLUME_STATS>["mgAdminVolumeStats"];

export const MG_ADMIN_CLIENT_STATS = graphql(`
  query MgAdminClientStats($filter: MgAdminStatsInput!) {
    mgAdminClientStats(filter: $filter) {
      clientId
      name
      email
      wsCount
      activeWsCount
      delivered
      settled
      leadsBought
      acceptanceRate
      revenueCents
      share
    }
  }
`);
export type MgClientStatsRow = ResultOf<typeof MG_ADMIN_CLIENT_STATS>["mgAdminClientStats"][number];

export const MG_ADMIN_RESPONSE_TIMES = graphql(`
  query MgAdminResponseTimes($filter: MgAdminStatsInput!, $webServiceId: Int) {
    mgAdminResponseTimes(filter: $filter, webServiceId: $webServiceId) {
      slowThresholdMs
      failingErrorRate
      failingMinSettled
      selectedId
      webServices {
        webServiceId
        name
        clientId
        clientName
        product
        state
        settled
        failed
        errorRate
        p50Ms
        p95Ms
        p99Ms
        slow
        failing
      }
      daily {
        day
        settled
        failed
        errorRate
        p50Ms
        p95Ms
        p99Ms
      }
    }
  }
`);
export type MgResponseTimesData = ResultOf<typeof MG_ADMIN_RESPONSE_TIMES>["mgAdminResponseTimes"];
export type MgWsResponseRow = MgResponseTimesData["webServices"][number];
export type MgWsResponseDay = MgResponseTimesData["daily"][number];

export const MG_ADMIN_MARGIN_STATS = graphql(`
  query MgAdminMarginStats($filter: MgAdminMonthsInput!) {
    mgAdminMarginStats(filter: $filter) {
      months
      rows {
        month
        product
        costCents
        revenueCents
        marginCents
        marginRate
      }
      byMonth {
        month
        costCents
        revenueCents
        marginCents
        marginRate
      }
      byProduct {
        product
        costCents
        revenueCents
        marginCents
        marginRate
      }
      totals {
        costCents
        revenueCents
        marginCents
        marginRate
      }
    }
  }
`);
export type MgMarginStatsData = ResultOf<typeof MG_ADMIN_MARGIN_STATS>["mgAdminMarginStats"];
export type MgMarginRow = MgMarginStatsData["rows"][number];

/** The figures of one dashboard period (today, this month, last month): read alike, so asked alike. */
const MG_ADMIN_PERIOD_FIGURES = graphql(`
  fragment MgAdminPeriodFigures on MgAdminPeriod {
    from
    to
    volumes {
      leadsIn
      delivered
      settled
      accepted
      refused
      failed
      acceptanceRate
      revenueCents
    }
    margin {
      costCents
      revenueCents
      marginCents
      marginRate
    }
  }
`);

export const MG_ADMIN_DASHBOARD = graphql(
  `
    query MgAdminDashboard {
      mgAdminDashboard {
        fraudSuspected
        today {
          ...MgAdminPeriodFigures
        }
        thisMonth {
          ...MgAdminPeriodFigures
        }
        lastMonth {
          ...MgAdminPeriodFigures
        }
        webServices {
          webServiceId
          name
          clientName
          product
          state
          settled
          errorRate
          p95Ms
          slow
          failing
        }
        daily {
          day
          leadsIn
          accepted
          revenueCents
          acceptanceRate
        }
      }
    }
  `,
  [MG_ADMIN_PERIOD_FIGURES],
);
export type MgAdminDashboardData = ResultOf<typeof MG_ADMIN_DASHBOARD>["mgAdminDashboard"];
