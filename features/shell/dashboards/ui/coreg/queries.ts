import { graphql, type ResultOf } from "@/lib/graphql/myaffil";

export const COREG_MONTHS = graphql(`
  query CoregMonths {
    coregMonths {
      month
      status
      leads
      validLeads
      revenue
      publisherCost
    }
  }
`);

export type CoregMonthRow = ResultOf<typeof COREG_MONTHS>["coregMonths"][number];

export const COREG_CLIENTS = graphql(`
  query CoregClients($month: String!) {
    coregClients(month: $month) {
      side
      clientId
      name
      leads
      validLeads
      amount
    }
  }
`);

export const COREG_PUBLISHER = graphql(`
  query CoregPublisher($id: Int!) {
    coregPublisherDashboard(id_utilisateur: $id) {
      months {
        month
        status
        leads
        validLeads
        earnings
        callStatus
      }
      payments {
        paidTotal
        waitingCount
        waitingTotal
        lastPaidAt
      }
    }
  }
`);
