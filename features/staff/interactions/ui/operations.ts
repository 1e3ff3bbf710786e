import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const INTERACTION_FIELDS = graphql(`
  fragment InteractionFields on Interaction {
    id
    kind
    occurredAt
    subject
    notes
    outcome
    followUpOn
    followUpDone
    due
    staff {
      id
      name
      email
    }
    member {
      id
      name
      email
      society
    }
  }
`);

export const INTERACTIONS_PAGE = graphql(
  `
    query InteractionsPage($filter: InteractionFilter, $page: Int) {
      interactions(filter: $filter, page: $page) {
        total
        page
        pageSize
        items {
          ...InteractionFields
        }
      }
      interactionsDue(limit: 10) {
        total
        items {
          ...InteractionFields
        }
      }
      interactionStaff {
        id
        name
      }
    }
  `,
  [INTERACTION_FIELDS],
);

export const MEMBER_INTERACTIONS = graphql(
  `
    query MemberInteractions($memberId: Int!) {
      memberInteractions(memberId: $memberId, limit: 5) {
        ...InteractionFields
      }
    }
  `,
  [INTERACTION_FIELDS],
);

export const INTERACTION_CLIENTS = graphql(`
  query InteractionClients($search: String!) {
    interactionClients(search: $search) {
      id
      name
      email
      society
    }
  }
`);

export const CREATE_INTERACTION = graphql(`
  mutation CreateInteraction($input: InteractionInput!) {
    createInteraction(input: $input) {
      id
    }
  }
`);

export const UPDATE_INTERACTION = graphql(`
  mutation UpdateInteraction($id: Int!, $input: InteractionInput!) {
    updateInteraction(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_INTERACTION = graphql(`
  mutation DeleteInteraction($id: Int!) {
    deleteInteraction(id: $id)
  }
`);

/** An interaction as the lists render it (masking is off: the fragment's fields are in the result). */
export type InteractionItem = ResultOf<typeof MEMBER_INTERACTIONS>["memberInteractions"][number];

export type ClientOption = ResultOf<typeof INTERACTION_CLIENTS>["interactionClients"][number];
