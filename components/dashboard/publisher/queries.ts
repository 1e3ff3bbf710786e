import { gql, type TypedDocumentNode } from "@apollo/client";

export interface PlatformPayments {
  platform: "perf" | "coreg";
  paidTotal: number;
  waitingCount: number;
  waitingTotal: number;
  lastPaidAt: string | null;
}

export interface PublisherDashboardData {
  earnings: { month: string; amount: number }[];
  payments: PlatformPayments[];
  applications: { accepted: number; pending: number; refused: number };
  acceptedCampaigns: { programId: number; programName: string; programState: "valide" | "pause" | "supprime"; runningCampaigns: number; acceptedAt: string | null }[];
  refusals: { programName: string; reason: string | null; decidedAt: string | null }[];
}

export const PUBLISHER_DASHBOARD: TypedDocumentNode<{ publisherDashboard: PublisherDashboardData }, { id: number }> = gql`
  query PublisherDashboard($id: Int!) {
    publisherDashboard(id_utilisateur: $id) {
      earnings { month amount }
      payments { platform paidTotal waitingCount waitingTotal lastPaidAt }
      applications { accepted pending refused }
      acceptedCampaigns { programId programName programState runningCampaigns acceptedAt }
      refusals { programName reason decidedAt }
    }
  }
`;

/** The payments alone (the co-registration dashboard). */
export const PUBLISHER_PAYMENTS: TypedDocumentNode<{ publisherDashboard: Pick<PublisherDashboardData, "payments"> }, { id: number }> = gql`
  query PublisherPayments($id: Int!) {
    publisherDashboard(id_utilisateur: $id) {
      payments { platform paidTotal waitingCount waitingTotal lastPaidAt }
    }
  }
`;
