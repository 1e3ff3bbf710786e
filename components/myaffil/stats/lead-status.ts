import { gql, type TypedDocumentNode } from "@apollo/client";

/**
 * Validating / invalidating leads (mutation of the tracking module: the roll-up follows the
 * status in the same transaction).
 */
export const SET_LEAD_STATUS: TypedDocumentNode<{ setLeadStatus: number }, { ids: number[]; status: "valid" | "invalid" | "pending" }> = gql`
  mutation SetLeadStatus($ids: [Int!]!, $status: String!) {
    setLeadStatus(ids: $ids, status: $status)
  }
`;
