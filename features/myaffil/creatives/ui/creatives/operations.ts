import { graphql, type ResultOf } from "@/lib/graphql/myaffil";

export type Support = ResultOf<typeof SUPPORT_FIELDS>;
const SUPPORT_FIELDS = graphql(`
  fragment SupportFields on Support {
    id
    name
    broadcastType
    url
    audience
    themes
    state
    createdAt
  }
`);

export const MY_SUPPORTS = graphql(
  `
    query MySupports {
      mySupports {
        ...SupportFields
      }
    }
  `,
  [SUPPORT_FIELDS],
);
export const CREATE_SUPPORT = graphql(
  `
    mutation CreateSupport($input: SupportInput!) {
      createSupport(input: $input) {
        ...SupportFields
      }
    }
  `,
  [SUPPORT_FIELDS],
);
export const UPDATE_SUPPORT = graphql(
  `
    mutation UpdateSupport($id: Int!, $input: SupportInput!) {
      updateSupport(id: $id, input: $input) {
        ...SupportFields
      }
    }
  `,
  [SUPPORT_FIELDS],
);
export const SET_SUPPORT_ACTIVE = graphql(`
  mutation SetSupportActive($id: Int!, $active: Boolean!) {
    setSupportActive(id: $id, active: $active) {
      id
      state
    }
  }
`);
export const DELETE_SUPPORT = graphql(`
  mutation DeleteSupport($id: Int!) {
    deleteSupport(id: $id)
  }
`);

export type PublisherSupports = NonNullable<ResultOf<typeof PUBLISHER_SUPPORTS>["publisherSupports"]>;
export const PUBLISHER_SUPPORTS = graphql(
  `
    query PublisherSupports($id: Int!) {
      publisherSupports(id_utilisateur: $id) {
        userId
        email
        society
        firstName
        lastName
        publisherClientId
        supports {
          ...SupportFields
        }
      }
    }
  `,
  [SUPPORT_FIELDS],
);

export type Application = NonNullable<ResultOf<typeof APPLICATIONS>["applications"]>[number];
export const APPLICATIONS = graphql(`
  query Applications($state: String, $programId: Int, $publisherClientId: Int) {
    applications(state: $state, programId: $programId, publisherClientId: $publisherClientId) {
      id
      programId
      programName
      programState
      publisherClientId
      publisherName
      supportId
      supportName
      supportUrl
      supportBroadcastType
      supportAudience
      message
      state
      refusalReason
      createdAt
      decidedAt
    }
  }
`);
export const APPLICATION_FILTERS = graphql(`
  query ApplicationFilterOptions {
    applicationFilterOptions {
      programs {
        id
        name
      }
      publishers {
        id
        name
      }
    }
  }
`);
export const DECIDE_APPLICATIONS = graphql(`
  mutation DecideApplications($ids: [Int!]!, $decision: String!, $reason: String) {
    decideApplications(ids: $ids, decision: $decision, reason: $reason)
  }
`);
export const APPLY = graphql(`
  mutation ApplyToProgram($input: ApplyInput!) {
    applyToProgram(input: $input) {
      id
      programId
      state
    }
  }
`);

export type Visual = ResultOf<typeof VISUAL_FIELDS>;
const VISUAL_FIELDS = graphql(`
  fragment VisualFields on Visual {
    id
    campaignId
    campaignName
    campaignState
    trackingId
    programId
    programName
    advertiserClientId
    kind
    name
    subject
    senderName
    html
    imageId
    imageUrl
    width
    height
    linkText
    createdAt
    trackingLink
    code
    previewPath
  }
`);
export const VISUALS = graphql(
  `
    query Visuals($campaignId: Int, $programId: Int, $trackingId: String) {
      visuals(campaignId: $campaignId, programId: $programId, trackingId: $trackingId) {
        ...VisualFields
      }
    }
  `,
  [VISUAL_FIELDS],
);
export const CREATE_VISUAL = graphql(
  `
    mutation CreateVisual($input: VisualInput!) {
      createVisual(input: $input) {
        ...VisualFields
      }
    }
  `,
  [VISUAL_FIELDS],
);
export const UPDATE_VISUAL = graphql(
  `
    mutation UpdateVisual($id: Int!, $input: VisualInput!) {
      updateVisual(id: $id, input: $input) {
        ...VisualFields
      }
    }
  `,
  [VISUAL_FIELDS],
);
export const DELETE_VISUAL = graphql(`
  mutation DeleteVisual($id: Int!) {
    deleteVisual(id: $id)
  }
`);

export type VisualCampaign = ResultOf<typeof CAMPAIGN_FIELDS>;
const CAMPAIGN_FIELDS = graphql(`
  fragment CampaignFields on VisualCampaign {
    id
    name
    trackingId
    state
    programId
    programName
    advertiserClientId
  }
`);
export const VISUAL_CAMPAIGNS = graphql(
  `
    query VisualCampaigns($programId: Int) {
      visualCampaigns(programId: $programId) {
        ...CampaignFields
      }
    }
  `,
  [CAMPAIGN_FIELDS],
);
export const VISUAL_CAMPAIGN = graphql(
  `
    query VisualCampaign($trackingId: String!) {
      visualCampaign(trackingId: $trackingId) {
        ...CampaignFields
      }
    }
  `,
  [CAMPAIGN_FIELDS],
);

export type LibraryImage = NonNullable<ResultOf<typeof LIBRARY_IMAGES>["libraryImages"]>[number];
export const LIBRARY_IMAGES = graphql(`
  query LibraryImages {
    libraryImages {
      id
      url
      absoluteUrl
      originalName
      mime
      sizeBytes
      width
      height
      createdAt
      usedBy
    }
  }
`);
export const DELETE_LIBRARY_IMAGE = graphql(`
  mutation DeleteLibraryImage($id: Int!) {
    deleteLibraryImage(id: $id)
  }
`);

export type Shoot = NonNullable<ResultOf<typeof SHOOTS>["shoots"]>[number];
export const SHOOTS = graphql(`
  query Shoots($state: String, $programId: Int, $from: String, $to: String) {
    shoots(state: $state, programId: $programId, from: $from, to: $to) {
      id
      campaignId
      campaignName
      trackingId
      programId
      programName
      advertiserClientId
      publisherClientId
      publisherName
      supportId
      supportName
      visualId
      visualName
      scheduledAt
      date
      time
      volume
      state
      sent
      opens
      createdAt
    }
  }
`);
export type ShootCampaign = NonNullable<ResultOf<typeof SHOOT_CAMPAIGNS>["shootCampaigns"]>[number];
export const SHOOT_CAMPAIGNS = graphql(`
  query ShootCampaigns {
    shootCampaigns {
      id
      name
      trackingId
      programId
      programName
      visuals {
        id
        name
        kind
      }
    }
  }
`);
export const SCHEDULE_SHOOT = graphql(`
  mutation ScheduleShoot($input: ScheduleShootInput!) {
    scheduleShoot(input: $input)
  }
`);
export const POSTPONE_SHOOT = graphql(`
  mutation PostponeShoot($id: Int!, $date: String!, $time: String!) {
    postponeShoot(id: $id, date: $date, time: $time)
  }
`);
export const CANCEL_SHOOT = graphql(`
  mutation CancelShoot($id: Int!) {
    cancelShoot(id: $id)
  }
`);
export const REPORT_SHOOT = graphql(`
  mutation ReportShoot($id: Int!, $sent: Int!, $opens: Int!) {
    reportShoot(id: $id, sent: $sent, opens: $opens)
  }
`);
export const SET_SHOOT_STATE = graphql(`
  mutation SetShootState($id: Int!, $state: String!) {
    setShootState(id: $id, state: $state)
  }
`);
