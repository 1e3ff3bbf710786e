import { graphql, type ResultOf, type VariablesOf } from "@/lib/graphql/myaffil";

export type Campaign = ResultOf<typeof CAMPAIGN>;

export type Program = ResultOf<typeof PROGRAM>;
/** A program as the lists show it (prgramslist's columns and search, the program pickers). */
export type ProgramRow = ResultOf<typeof PROGRAM_ROW>;
export type RecordState = Program["state"];
export type ProgramValidation = Program["validation"];
export type ApplicationState = NonNullable<Program["application"]>["state"];

const PROGRAM = graphql(`
  fragment Program on MyaffilProgram {
    id
    name
    advertiserClientId
    advertiserName
    state
    validation
    description
    conditions
    theme
    model
    advertiserPriceCents
    publisherPayoutCents
    marginCents
    broadcastTypes
    countries
    landingUrl
    startsOn
    endsOn
    access
    campaignCount
    publisherCount
    canBroadcast
    application {
      id
      state
      refusalReason
      createdAt
    }
    createdAt
  }
`);
// Without the long texts (description, conditions, landing page…): the detail and edit pages ask for those.
const PROGRAM_ROW = graphql(`
  fragment ProgramRow on MyaffilProgram {
    id
    name
    advertiserClientId
    advertiserName
    state
    validation
    theme
    model
    advertiserPriceCents
    publisherPayoutCents
    marginCents
    access
    campaignCount
    publisherCount
    canBroadcast
    application {
      id
      state
      refusalReason
    }
    createdAt
  }
`);
const CAMPAIGN = graphql(`
  fragment Campaign on MyaffilCampaign {
    id
    programId
    programName
    advertiserClientId
    advertiserName
    name
    state
    trackingId
    trackingLink
    startsOn
    endsOn
    budgetCents
    dailyLeadCap
    totalLeadCap
    visualCount
    createdAt
  }
`);

export const PROGRAMS = graphql(
  `
    query MyaffilPrograms($filter: MyaffilProgramFilter) {
      myaffilPrograms(filter: $filter) {
        ...ProgramRow
      }
    }
  `,
  [PROGRAM_ROW],
);
export type ProgramFilter = NonNullable<VariablesOf<typeof PROGRAMS>["filter"]>;

export const PROGRAM_DETAIL = graphql(
  `
    query MyaffilProgram($id: Int!) {
      myaffilProgram(id: $id) {
        ...Program
        campaigns {
          ...Campaign
        }
      }
    }
  `,
  [PROGRAM, CAMPAIGN],
);
export type ProgramDetail = NonNullable<ResultOf<typeof PROGRAM_DETAIL>["myaffilProgram"]>;

export type AdvertiserClient = NonNullable<ResultOf<typeof ADVERTISER_CLIENTS>["myaffilAdvertiserClients"]>[number];

export const ADVERTISER_CLIENTS = graphql(`
  query MyaffilAdvertiserClients {
    myaffilAdvertiserClients {
      clientId
      userId
      society
      name
      email
    }
  }
`);

export const CREATE_PROGRAM = graphql(
  `
    mutation CreateMyaffilProgram($input: MyaffilProgramInput!) {
      createMyaffilProgram(input: $input) {
        ...Program
      }
    }
  `,
  [PROGRAM],
);

export const UPDATE_PROGRAM = graphql(
  `
    mutation UpdateMyaffilProgram($id: Int!, $input: MyaffilProgramInput!) {
      updateMyaffilProgram(id: $id, input: $input) {
        ...Program
      }
    }
  `,
  [PROGRAM],
);

export const SET_PROGRAM_STATE = graphql(`
  mutation SetMyaffilProgramState($id: Int!, $state: String!) {
    setMyaffilProgramState(id: $id, state: $state) {
      id
      state
    }
  }
`);

export const DELETE_PROGRAM = graphql(`
  mutation DeleteMyaffilProgram($id: Int!) {
    deleteMyaffilProgram(id: $id) {
      id
      state
    }
  }
`);

export const VALIDATE_PROGRAM = graphql(`
  mutation ValidateMyaffilProgram($id: Int!) {
    validateMyaffilProgram(id: $id) {
      id
      validation
    }
  }
`);

export const DUPLICATE_PROGRAM = graphql(`
  mutation DuplicateMyaffilProgram($id: Int!, $name: String!) {
    duplicateMyaffilProgram(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const CAMPAIGNS = graphql(
  `
    query MyaffilCampaigns($filter: MyaffilCampaignFilter) {
      myaffilCampaigns(filter: $filter) {
        ...Campaign
      }
    }
  `,
  [CAMPAIGN],
);
export type CampaignFilter = NonNullable<VariablesOf<typeof CAMPAIGNS>["filter"]>;

export const CAMPAIGN_DETAIL = graphql(
  `
    query MyaffilCampaign($id: Int!) {
      myaffilCampaign(id: $id) {
        ...Campaign
      }
    }
  `,
  [CAMPAIGN],
);

export const CREATE_CAMPAIGN = graphql(
  `
    mutation CreateMyaffilCampaign($input: MyaffilCampaignInput!) {
      createMyaffilCampaign(input: $input) {
        ...Campaign
      }
    }
  `,
  [CAMPAIGN],
);

export const UPDATE_CAMPAIGN = graphql(
  `
    mutation UpdateMyaffilCampaign($id: Int!, $input: MyaffilCampaignInput!) {
      updateMyaffilCampaign(id: $id, input: $input) {
        ...Campaign
      }
    }
  `,
  [CAMPAIGN],
);

export const SET_CAMPAIGN_STATE = graphql(`
  mutation SetMyaffilCampaignState($id: Int!, $state: String!) {
    setMyaffilCampaignState(id: $id, state: $state) {
      id
      state
    }
  }
`);

export const DELETE_CAMPAIGN = graphql(`
  mutation DeleteMyaffilCampaign($id: Int!) {
    deleteMyaffilCampaign(id: $id) {
      id
      state
    }
  }
`);

export type PublisherCampaign = NonNullable<ResultOf<typeof PUBLISHER_CAMPAIGNS>["myaffilPublisherCampaigns"]>[number];

export const PUBLISHER_CAMPAIGNS = graphql(`
  query MyaffilPublisherCampaigns {
    myaffilPublisherCampaigns {
      id
      programId
      programName
      name
      state
      model
      publisherPayoutCents
      landingUrl
      startsOn
      endsOn
      dailyLeadCap
      totalLeadCap
      trackingId
      trackingLink
      visualCount
    }
  }
`);
