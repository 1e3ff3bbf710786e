import { graphql, type ResultOf, type VariablesOf } from "@/lib/graphql/myaffil";

export type StatsRole = "admin" | "advertiser" | "publisher";

export type Figures = ResultOf<typeof TOTALS>;
export type StatsRowData = ResultOf<typeof ROW>;
export type StatsDayData = ResultOf<typeof DAY>;

export type MyaffilStatsData = NonNullable<ResultOf<typeof PERF_STATS>["myaffilStats"]>;

/** The filters a statistics screen sends with its range and breakdown. */
export type StatsFiltersValue = Pick<
  MyaffilStatsVars["input"],
  "programId" | "campaignId" | "publisherClientId" | "advertiserClientId" | "supportId" | "subId"
>;

export type MyaffilStatsVars = VariablesOf<typeof PERF_STATS>;

const TOTALS = graphql(`
  fragment TotalsFigures on StatsTotals {
    clicks
    leads
    validLeads
    invalidLeads
    duplicateLeads
    conversion
    revenue
    payout
    margin
    epc
  }
`);
const ROW = graphql(`
  fragment RowFigures on StatsRow {
    key
    label
    key2
    label2
    clicks
    leads
    validLeads
    invalidLeads
    duplicateLeads
    conversion
    revenue
    payout
    margin
    epc
  }
`);
// What the daily chart draws (clicks, leads and the role's money): the table's figures come from `rows`.
const DAY = graphql(`
  fragment DayFigures on StatsDay {
    day
    clicks
    leads
    revenue
    payout
  }
`);

export const PERF_STATS = graphql(
  `
    query MyaffilStats($input: MyaffilStatsInput!) {
      myaffilStats(input: $input) {
        from
        to
        groupBy
        thenBy
        role
        rowCount
        totals {
          ...TotalsFigures
        }
        rows {
          ...RowFigures
        }
        series {
          ...DayFigures
        }
      }
    }
  `,
  [TOTALS, ROW, DAY],
);

/** Totals only (dashboard comparisons). */
export const PERF_STATS_TOTALS = graphql(
  `
    query MyaffilStatsTotals($input: MyaffilStatsInput!) {
      myaffilStats(input: $input) {
        role
        totals {
          ...TotalsFigures
        }
      }
    }
  `,
  [TOTALS],
);

/** One choice of a filter list (programs, supports, publishers, advertisers share this shape). */
export type StatsOption = StatsOptionsData["programs"][number];

export type StatsOptionsData = NonNullable<ResultOf<typeof PERF_STATS_OPTIONS>["myaffilStatsOptions"]>;

export const PERF_STATS_OPTIONS = graphql(`
  query MyaffilStatsOptions {
    myaffilStatsOptions {
      programs {
        id
        name
      }
      campaigns {
        id
        name
        programId
      }
      supports {
        id
        name
      }
      publishers {
        id
        name
      }
      advertisers {
        id
        name
      }
    }
  }
`);

export type StatsLeadData = NonNullable<ResultOf<typeof PERF_LEAD_DETAILS>["myaffilLeadDetails"]>["items"][number];

export type LeadDetailsVars = VariablesOf<typeof PERF_LEAD_DETAILS>;

export const PERF_LEAD_DETAILS = graphql(`
  query MyaffilLeadDetails($input: LeadDetailsInput!) {
    myaffilLeadDetails(input: $input) {
      total
      page
      pageSize
      role
      canSetStatus
      items {
        id
        createdAt
        day
        programId
        programName
        campaignId
        campaignName
        publisherClientId
        publisherName
        supportId
        supportName
        subId
        clickId
        email
        phone
        status
        duplicate
        revenue
        payout
      }
    }
  }
`);

export type ShootStatsData = NonNullable<ResultOf<typeof PERF_SHOOT_STATS>["myaffilShootStats"]>[number];

export const PERF_SHOOT_STATS = graphql(`
  query MyaffilShootStats($campaignId: Int, $from: String, $to: String) {
    myaffilShootStats(campaignId: $campaignId, from: $from, to: $to) {
      id
      campaignId
      campaignName
      programName
      publisherClientId
      supportId
      supportName
      scheduledAt
      day
      state
      volume
      sent
      opens
      clicks
      leads
      validLeads
      revenue
      payout
    }
  }
`);

export type LeadmarketData = NonNullable<ResultOf<typeof PERF_LEADMARKET_STATS>["myaffilLeadmarketStats"]>;

export const PERF_LEADMARKET_STATS = graphql(`
  query MyaffilLeadmarketStats($from: String!, $to: String!, $categoryId: Int) {
    myaffilLeadmarketStats(from: $from, to: $to, categoryId: $categoryId) {
      rows {
        day
        categoryId
        categoryName
        sales
        exclusive
        duo
        trio
        revenue
      }
      categories {
        categoryId
        categoryName
        sales
        exclusive
        duo
        trio
        revenue
      }
      series {
        day
        sales
        revenue
      }
      totals {
        sales
        revenue
        buyers
      }
    }
  }
`);

export type PublisherExtractData = NonNullable<
  ResultOf<typeof PERF_PUBLISHER_EXTRACT>["myaffilPublisherExtract"]
>[number];

export const PERF_PUBLISHER_EXTRACT = graphql(`
  query MyaffilPublisherExtract($from: String!, $to: String!) {
    myaffilPublisherExtract(from: $from, to: $to) {
      userId
      clientId
      society
      firstName
      lastName
      email
      phone
      status
      createdAt
      supports
      clicks
      leads
      validLeads
      payout
      revenue
    }
  }
`);
