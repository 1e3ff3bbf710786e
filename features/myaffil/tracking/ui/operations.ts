import { graphql, type ResultOf, type VariablesOf } from "@/lib/graphql/myaffil";

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
      postbackSecret {
        hint
        createdAt
      }
      postbackAddresses
    }
  }
`);

export const SET_POSTBACK_ADDRESSES = graphql(`
  mutation SetPostbackAddresses($id: String!, $addresses: [String!]!) {
    setPostbackAddresses(identifiant: $id, addresses: $addresses)
  }
`);

export const ROTATE_POSTBACK_SECRET = graphql(`
  mutation RotatePostbackSecret($id: String!) {
    rotatePostbackSecret(identifiant: $id) {
      secret
      hint
      createdAt
    }
  }
`);

export const SEND_TEST_LEAD = graphql(`
  mutation SendTestLead($id: String!, $publisher: Int!, $email: String, $phone: String) {
    sendTestLead(identifiant: $id, publisherClientId: $publisher, email: $email, phone: $phone) {
      httpStatus
      body
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

export type TopRowData = TopsData["publishers"][number];

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

export type ManivoxTagData = ResultOf<typeof MANIVOX_TAGS>["manivoxTags"][number];

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

export type ManivoxTagInputData = VariablesOf<typeof CREATE_MANIVOX_TAG>["input"];

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

export type ManivoxCallData = ManivoxCallPageData["items"][number];

export type ManivoxCallPageData = ResultOf<typeof MANIVOX_CALLS>["manivoxCalls"];

export type ManivoxCallFilterData = VariablesOf<typeof MANIVOX_CALLS>["filter"];

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
