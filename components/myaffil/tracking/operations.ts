import { gql, type TypedDocumentNode } from "@apollo/client";

export interface TrackingPixelsData {
  campaignId: number;
  trackingId: string;
  campaignName: string;
  campaignState: string;
  programId: number;
  programName: string;
  programState: string;
  access: string;
  landingUrl: string;
  priceCents: number;
  payoutCents: number;
  running: boolean;
  publishers: { clientId: number; name: string }[];
}

export const TRACKING_PIXELS: TypedDocumentNode<{ trackingPixels: TrackingPixelsData | null }, { id: string }> = gql`
  query TrackingPixels($id: String!) {
    trackingPixels(identifiant: $id) {
      campaignId
      trackingId
      campaignName
      campaignState
      programId
      programName
      programState
      access
      landingUrl
      priceCents
      payoutCents
      running
      publishers {
        clientId
        name
      }
    }
  }
`;

export interface ObjectiveData {
  advertiserClientId: number;
  society: string;
  targetLeads: number;
  targetRevenue: number;
  leads: number;
  validLeads: number;
  revenue: number;
  payout: number;
}

export const OBJECTIVES: TypedDocumentNode<{ objectives: ObjectiveData[] }, { month: string }> = gql`
  query Objectives($month: String!) {
    objectives(month: $month) {
      advertiserClientId
      society
      targetLeads
      targetRevenue
      leads
      validLeads
      revenue
      payout
    }
  }
`;

export const SET_OBJECTIVE: TypedDocumentNode<
  { setObjective: boolean },
  { input: { advertiserClientId: number; month: string; targetLeads: number; targetRevenueCents: number } }
> = gql`
  mutation SetObjective($input: ObjectiveInput!) {
    setObjective(input: $input)
  }
`;

export interface TopRowData {
  id: number;
  name: string;
  clicks: number;
  leads: number;
  validLeads: number;
  revenue: number;
  payout: number;
  margin: number;
}

export interface TopsData {
  publishers: TopRowData[];
  programs: TopRowData[];
  daily: { day: string; leads: number; revenue: number; margin: number }[];
}

export const TOPS: TypedDocumentNode<{ topTm: TopsData }, { from: string; to: string }> = gql`
  query TopTm($from: String!, $to: String!) {
    topTm(from: $from, to: $to) {
      publishers {
        ...TopFields
      }
      programs {
        ...TopFields
      }
      daily {
        day
        leads
        revenue
        margin
      }
    }
  }
  fragment TopFields on TopRow {
    id
    name
    clicks
    leads
    validLeads
    revenue
    payout
    margin
  }
`;

export interface ManivoxTagData {
  id: number;
  name: string;
  campaignId: number | null;
  campaignName: string | null;
  trackingId: string | null;
  phoneNumber: string;
  active: boolean;
  createdAt: string;
  calls: number;
  leads: number;
  lastCall: string | null;
}

export const MANIVOX_TAGS: TypedDocumentNode<{ manivoxTags: ManivoxTagData[]; manivoxCampaigns: { id: number; name: string; trackingId: string }[] }, Record<string, never>> = gql`
  query ManivoxTags {
    manivoxTags {
      id
      name
      campaignId
      campaignName
      trackingId
      phoneNumber
      active
      createdAt
      calls
      leads
      lastCall
    }
    manivoxCampaigns {
      id
      name
      trackingId
    }
  }
`;

export interface ManivoxTagInputData {
  name: string;
  campaignId: number | null;
  phoneNumber: string;
  active: boolean;
}

export const CREATE_MANIVOX_TAG: TypedDocumentNode<{ createManivoxTag: number }, { input: ManivoxTagInputData }> = gql`
  mutation CreateManivoxTag($input: ManivoxTagInput!) {
    createManivoxTag(input: $input)
  }
`;

export const UPDATE_MANIVOX_TAG: TypedDocumentNode<{ updateManivoxTag: number }, { id: number; input: ManivoxTagInputData }> = gql`
  mutation UpdateManivoxTag($id: Int!, $input: ManivoxTagInput!) {
    updateManivoxTag(id: $id, input: $input)
  }
`;

export const DELETE_MANIVOX_TAG: TypedDocumentNode<{ deleteManivoxTag: boolean }, { id: number }> = gql`
  mutation DeleteManivoxTag($id: Int!) {
    deleteManivoxTag(id: $id)
  }
`;

export interface ManivoxCallData {
  id: number;
  tagId: number;
  tagName: string;
  tagNumber: string;
  campaignName: string | null;
  callerNumber: string;
  startedAt: string;
  durationSeconds: number;
  outcome: "lead" | "no_lead" | "missed";
  leadId: number | null;
  leadStatus: string | null;
}

export interface ManivoxCallPageData {
  total: number;
  kpis: { calls: number; leads: number; missed: number; averageDuration: number; totalDuration: number; conversion: number };
  daily: { day: string; calls: number; leads: number }[];
  items: ManivoxCallData[];
}

export interface ManivoxCallFilterData {
  tagId: number | null;
  outcome: string | null;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

export const MANIVOX_CALLS: TypedDocumentNode<{ manivoxCalls: ManivoxCallPageData; manivoxTags: { id: number; name: string }[] }, { filter: ManivoxCallFilterData }> = gql`
  query ManivoxCalls($filter: ManivoxCallFilter!) {
    manivoxCalls(filter: $filter) {
      total
      kpis {
        calls
        leads
        missed
        averageDuration
        totalDuration
        conversion
      }
      daily {
        day
        calls
        leads
      }
      items {
        id
        tagId
        tagName
        tagNumber
        campaignName
        callerNumber
        startedAt
        durationSeconds
        outcome
        leadId
        leadStatus
      }
    }
    manivoxTags {
      id
      name
    }
  }
`;
