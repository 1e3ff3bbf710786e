import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const LTV = graphql(`
  query Ltv($cohort: String, $page: Int) {
    ltvCohorts {
      cohort
      clients
      revenueCents
      marginCents
      revenuePerClientCents
      marginPerClientCents
      monthsActive
    }
    ltvClients(cohort: $cohort, page: $page) {
      total
      page
      pageSize
      items {
        userId
        name
        society
        cohort
        revenueCents
        marginCents
        monthsActive
      }
    }
  }
`);

export type LtvData = ResultOf<typeof LTV>;
