import { gql, type TypedDocumentNode } from "@apollo/client";
import type { StatsGroupBy } from "@/lib/validation/myaffil-stats";

export type StatsRole = "admin" | "advertiser" | "publisher";

export interface Figures {
  clicks: number;
  leads: number;
  validLeads: number;
  invalidLeads: number;
  duplicateLeads: number;
  conversion: number | null;
  revenue: number | null;
  payout: number | null;
  margin: number | null;
  epc: number | null;
}

export interface StatsRowData extends Figures {
  key: string;
  label: string | null;
  key2: string | null;
  label2: string | null;
}

export interface StatsDayData extends Figures {
  day: string;
}

export interface MyaffilStatsData {
  from: string;
  to: string;
  groupBy: StatsGroupBy;
  thenBy: StatsGroupBy | null;
  role: StatsRole;
  rowCount: number;
  totals: Figures;
  rows: StatsRowData[];
  series: StatsDayData[];
}

export interface StatsFiltersValue {
  programId?: number | null;
  campaignId?: number | null;
  publisherClientId?: number | null;
  advertiserClientId?: number | null;
  supportId?: number | null;
  subId?: string | null;
}

export interface MyaffilStatsVars {
  input: StatsFiltersValue & {
    from: string;
    to: string;
    groupBy: StatsGroupBy;
    thenBy?: StatsGroupBy | null;
    sort?: string | null;
    sortDir?: "asc" | "desc" | null;
    page?: number | null;
    pageSize?: number | null;
  };
}

const FIGURES = "clicks leads validLeads invalidLeads duplicateLeads conversion revenue payout margin epc";

export const PERF_STATS: TypedDocumentNode<{ myaffilStats: MyaffilStatsData }, MyaffilStatsVars> = gql`
  query MyaffilStats($input: MyaffilStatsInput!) {
    myaffilStats(input: $input) {
      from
      to
      groupBy
      thenBy
      role
      rowCount
      totals { ${FIGURES} }
      rows { key label key2 label2 ${FIGURES} }
      series { day ${FIGURES} }
    }
  }
`;

/** Totals only (dashboard comparisons). */
export const PERF_STATS_TOTALS: TypedDocumentNode<{ myaffilStats: Pick<MyaffilStatsData, "role" | "totals"> }, MyaffilStatsVars> = gql`
  query MyaffilStatsTotals($input: MyaffilStatsInput!) {
    myaffilStats(input: $input) {
      role
      totals { ${FIGURES} }
    }
  }
`;

export interface StatsOption {
  id: number;
  name: string;
}

export interface StatsOptionsData {
  programs: StatsOption[];
  campaigns: (StatsOption & { programId: number })[];
  supports: StatsOption[];
  publishers: StatsOption[];
  advertisers: StatsOption[];
}

export const PERF_STATS_OPTIONS: TypedDocumentNode<{ myaffilStatsOptions: StatsOptionsData }, Record<string, never>> = gql`
  query MyaffilStatsOptions {
    myaffilStatsOptions {
      programs { id name }
      campaigns { id name programId }
      supports { id name }
      publishers { id name }
      advertisers { id name }
    }
  }
`;

export interface StatsLeadData {
  id: number;
  createdAt: string;
  day: string;
  programId: number;
  programName: string | null;
  campaignId: number;
  campaignName: string | null;
  publisherClientId: number;
  publisherName: string | null;
  supportId: number;
  supportName: string | null;
  subId: string;
  clickId: string | null;
  email: string | null;
  phone: string | null;
  status: "pending" | "valid" | "invalid";
  duplicate: boolean;
  revenue: number | null;
  payout: number | null;
}

export interface LeadDetailsVars {
  input: StatsFiltersValue & { from: string; to: string; status?: string | null; search?: string | null; page?: number; pageSize?: number };
}

export const PERF_LEAD_DETAILS: TypedDocumentNode<
  { myaffilLeadDetails: { total: number; page: number; pageSize: number; role: StatsRole; canSetStatus: boolean; items: StatsLeadData[] } },
  LeadDetailsVars
> = gql`
  query MyaffilLeadDetails($input: LeadDetailsInput!) {
    myaffilLeadDetails(input: $input) {
      total
      page
      pageSize
      role
      canSetStatus
      items {
        id createdAt day programId programName campaignId campaignName publisherClientId publisherName
        supportId supportName subId clickId email phone status duplicate revenue payout
      }
    }
  }
`;

export interface ShootStatsData {
  id: number;
  campaignId: number;
  campaignName: string;
  programName: string;
  publisherClientId: number;
  supportId: number;
  supportName: string | null;
  scheduledAt: string;
  day: string;
  state: string;
  volume: number;
  sent: number;
  opens: number;
  clicks: number;
  leads: number;
  validLeads: number;
  revenue: number | null;
  payout: number | null;
}

export const PERF_SHOOT_STATS: TypedDocumentNode<{ myaffilShootStats: ShootStatsData[] }, { campaignId?: number | null; from?: string | null; to?: string | null }> = gql`
  query MyaffilShootStats($campaignId: Int, $from: String, $to: String) {
    myaffilShootStats(campaignId: $campaignId, from: $from, to: $to) {
      id campaignId campaignName programName publisherClientId supportId supportName scheduledAt day state volume sent opens clicks leads validLeads revenue payout
    }
  }
`;

export interface LeadmarketData {
  rows: { day: string; categoryId: number; categoryName: string; sales: number; exclusive: number; duo: number; trio: number; revenue: number }[];
  categories: { categoryId: number; categoryName: string; sales: number; exclusive: number; duo: number; trio: number; revenue: number }[];
  series: { day: string; sales: number; revenue: number }[];
  totals: { sales: number; revenue: number; buyers: number };
}

export const PERF_LEADMARKET_STATS: TypedDocumentNode<{ myaffilLeadmarketStats: LeadmarketData }, { from: string; to: string; categoryId?: number | null }> = gql`
  query MyaffilLeadmarketStats($from: String!, $to: String!, $categoryId: Int) {
    myaffilLeadmarketStats(from: $from, to: $to, categoryId: $categoryId) {
      rows { day categoryId categoryName sales exclusive duo trio revenue }
      categories { categoryId categoryName sales exclusive duo trio revenue }
      series { day sales revenue }
      totals { sales revenue buyers }
    }
  }
`;

export interface PublisherExtractData {
  userId: number;
  clientId: number;
  society: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  status: string;
  createdAt: string;
  supports: number;
  clicks: number;
  leads: number;
  validLeads: number;
  payout: number;
  revenue: number;
}

export const PERF_PUBLISHER_EXTRACT: TypedDocumentNode<{ myaffilPublisherExtract: PublisherExtractData[] }, { from: string; to: string }> = gql`
  query MyaffilPublisherExtract($from: String!, $to: String!) {
    myaffilPublisherExtract(from: $from, to: $to) {
      userId clientId society firstName lastName email phone status createdAt supports clicks leads validLeads payout revenue
    }
  }
`;
