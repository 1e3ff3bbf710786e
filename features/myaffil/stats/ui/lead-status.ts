import { graphql } from "@/lib/graphql/myaffil";

/**
 * Validating / invalidating leads (mutation of the tracking module: the roll-up follows the
 * status in the same transaction).
 */
export const SET_LEAD_STATUS = graphql(`
  mutation SetLeadStatus($ids: [Int!]!, $status: String!) {
    setLeadStatus(ids: $ids, status: $status)
  }
`);
