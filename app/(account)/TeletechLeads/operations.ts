import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const TELETECH_LEADS = graphql(`
  query TeletechLeads($filter: TeletechFilter, $page: Int) {
    teletechCalls(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        leadId
        leadEmail
        leadPhone
        campaignId
        campaignName
        calledAt
        outcome
        agent
        note
      }
    }
    teletechOutcomes(filter: $filter) {
      outcome
      count
    }
  }
`);

export type TeletechData = ResultOf<typeof TELETECH_LEADS>;
