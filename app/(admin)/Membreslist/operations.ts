import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const MEMBERS_PAGE = graphql(`
  query MembersPage($filter: MemberFilter, $page: Int) {
    pendingMembers {
      id
      email
      first_name
      last_name
      society
      law
      created_at
    }
    members(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        email
        first_name
        last_name
        society
        law
        status
        multi_droit
        haswebhook
        id_clien_myaffil
        id_clien_mycoreg
        id_clien_leadmarket
        created_at
        last_login_at
        refusal_reason
      }
    }
  }
`);

export type MemberListItem = ResultOf<typeof MEMBERS_PAGE>["members"]["items"][number];
export type PendingMember = ResultOf<typeof MEMBERS_PAGE>["pendingMembers"][number];

export const APPROVE_MEMBER = graphql(`
  mutation ApproveMember($id: Int!) {
    approveMember(user_id: $id)
  }
`);

export const REFUSE_MEMBER = graphql(`
  mutation RefuseMember($id: Int!, $reason: String!) {
    refuseMember(user_id: $id, reason: $reason)
  }
`);
