import { graphql, type ResultOf } from "@/lib/graphql/market";

export const DATA_DASHBOARD = graphql(`
  query DataDashboard {
    dataStockOverview {
      total
      byState {
        state
        count
      }
      bySource {
        key
        total
        active
      }
      byTheme {
        key
        total
        active
      }
      growth {
        month
        added
        total
      }
    }
    dataUnsubscribeStats(grain: "week") {
      from
      to
      total
    }
  }
`);

export const DATA_STOCK = graphql(`
  query DataStock($filter: DataContactFilter, $page: Int) {
    dataContacts(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        email
        source
        theme
        consentAt
        consentText
        lastActivityAt
        confirmedAt
        state
      }
    }
    dataStockOverview(filter: $filter) {
      total
      byState {
        state
        count
      }
      growth {
        month
        added
        total
      }
    }
    dataFacets {
      sources
      themes
    }
  }
`);

export const DATA_SUPPRESSIONS = graphql(`
  query DataSuppressions($filter: DataSuppressionFilter, $page: Int) {
    dataSuppressions(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        email
        source
        theme
        channel
        createdAt
      }
    }
    dataFacets {
      sources
      themes
    }
  }
`);

export const DATA_UNSUBSCRIBE_STATS = graphql(`
  query DataUnsubscribeStats($filter: DataSuppressionFilter, $grain: String) {
    dataUnsubscribeStats(filter: $filter, grain: $grain) {
      from
      to
      grain
      total
      series {
        key
        count
      }
      bySource {
        key
        count
      }
      byTheme {
        key
        count
      }
      byChannel {
        key
        count
      }
    }
    dataFacets {
      sources
      themes
    }
  }
`);

export const ADD_SUPPRESSIONS = graphql(`
  mutation AddDataSuppressions($emails: [String!]!, $source: String, $imported: Boolean) {
    addDataSuppressions(emails: $emails, source: $source, imported: $imported) {
      added
      already
      invalid
    }
  }
`);

export const CLEAN_EMAIL_LIST = graphql(`
  mutation CleanEmailList($emails: [String!]!) {
    cleanEmailList(emails: $emails) {
      input
      email
      kept
      reason
    }
  }
`);

export type DataOverview = ResultOf<typeof DATA_DASHBOARD>["dataStockOverview"];
export type DataContactItem = ResultOf<typeof DATA_STOCK>["dataContacts"]["items"][number];
export type DataSuppressionItem = ResultOf<typeof DATA_SUPPRESSIONS>["dataSuppressions"]["items"][number];

export const CONFIRM_DATA_CONTACT = graphql(`
  mutation ConfirmDataContact($email: String!, $source: String!, $sig: String!) {
    confirmDataContact(email: $email, source: $source, sig: $sig)
  }
`);
