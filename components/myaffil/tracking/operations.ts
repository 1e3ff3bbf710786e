import { graphql, type ResultOf } from "@/lib/graphql/myaffil";

export type TrackingPixelsData = NonNullable<ResultOf<typeof TRACKING_PIXELS>["trackingPixels"]>;

export const TRACKING_PIXELS = graphql(`
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
`);

export type ObjectiveData = NonNullable<ResultOf<typeof OBJECTIVES>["objectives"]>[number];

export const OBJECTIVES = graphql(`
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
`);

export const SET_OBJECTIVE = graphql(`
  mutation SetObjective($input: ObjectiveInput!) {
    setObjective(input: $input)
  }
`);

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

export type TopsData = NonNullable<ResultOf<typeof TOPS>["topTm"]>;

export const TOPS = graphql(`
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
`);

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

export const MANIVOX_TAGS = graphql(`
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
`);

export interface ManivoxTagInputData {
  name: string;
  campaignId: number | null;
  phoneNumber: string;
  active: boolean;
}

export const CREATE_MANIVOX_TAG = graphql(`
  mutation CreateManivoxTag($input: ManivoxTagInput!) {
    createManivoxTag(input: $input)
  }
`);

export const UPDATE_MANIVOX_TAG = graphql(`
  mutation UpdateManivoxTag($id: Int!, $input: ManivoxTagInput!) {
    updateManivoxTag(id: $id, input: $input)
  }
`);

export const DELETE_MANIVOX_TAG = graphql(`
  mutation DeleteManivoxTag($id: Int!) {
    deleteManivoxTag(id: $id)
  }
`);

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

export const MANIVOX_CALLS = graphql(`
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
`);
