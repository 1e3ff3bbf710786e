import { graphql, type ResultOf } from "@/lib/graphql/myaffil";

export type PlatformPayments = PublisherDashboardData["payments"][number];

export type PublisherDashboardData = NonNullable<ResultOf<typeof PUBLISHER_DASHBOARD>["publisherDashboard"]>;

export const PUBLISHER_DASHBOARD = graphql(`
  query PublisherDashboard($id: Int!) {
    publisherDashboard(id_utilisateur: $id) {
      earnings {
        month
        amount
      }
      payments {
        platform
        paidTotal
        waitingCount
        waitingTotal
        lastPaidAt
      }
      applications {
        accepted
        pending
        refused
      }
      acceptedCampaigns {
        programId
        programName
        programState
        runningCampaigns
        acceptedAt
      }
      refusals {
        programName
        reason
        decidedAt
      }
    }
  }
`);

/** The payments alone (the co-registration dashboard). */
export const PUBLISHER_PAYMENTS = graphql(`
  query PublisherPayments($id: Int!) {
    publisherDashboard(id_utilisateur: $id) {
      payments {
        platform
        paidTotal
        waitingCount
        waitingTotal
        lastPaidAt
      }
    }
  }
`);

export type UpcomingShoot = NonNullable<ResultOf<typeof UPCOMING_SHOOTS>["shoots"]>[number];

/** The publisher's own shoots from a Paris day on (the API scopes them to the caller). */
export const UPCOMING_SHOOTS = graphql(`
  query PublisherUpcomingShoots($from: String!) {
    shoots(from: $from) {
      id
      date
      time
      state
      volume
      campaignName
      programName
      supportName
    }
  }
`);
