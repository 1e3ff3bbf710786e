import { gql, type TypedDocumentNode } from "@apollo/client";

export interface ProgramSummary {
  id: number;
  name: string;
  state: "valide" | "pause" | "supprime";
  validation: "pending" | "validated";
  campaigns: number;
  publishers: number;
  createdAt: string;
}

export interface AdvertiserDashboardData {
  programCounts: { running: number; paused: number; deleted: number; awaitingValidation: number };
  recentPrograms: ProgramSummary[];
  marketplaceClient: boolean;
  balance: { soldeHt: number; soldeTtc: number; lastPrepaiement: number | null; low: boolean } | null;
  spend: { day: string; amount: number }[];
  documentsToSign: { id: number; title: string; createdAt: string }[];
  invoicesWaiting: { count: number; total: number; items: { id: number; number: string; platform: "perf" | "coreg" | "market"; amount: number; issuedAt: string }[] };
  orders: {
    inProgress: number;
    paused: number;
    completed: number;
    recent: { id: number; categoryName: string; state: "in_progress" | "paused" | "completed" | "cancelled"; delivered: number; totalVolume: number; createdAt: string }[];
  } | null;
  leads: DashboardLeads;
}

export interface DashboardLeads {
  from: string;
  received: number;
  valid: number;
  invalid: number;
  marketplace: number;
}

export const ADVERTISER_DASHBOARD: TypedDocumentNode<{ advertiserDashboard: AdvertiserDashboardData }, { id: number }> = gql`
  query AdvertiserDashboard($id: Int!) {
    advertiserDashboard(id_utilisateur: $id) {
      programCounts { running paused deleted awaitingValidation }
      recentPrograms { id name state validation campaigns publishers createdAt }
      marketplaceClient
      balance { soldeHt soldeTtc lastPrepaiement low }
      spend { day amount }
      documentsToSign { id title createdAt }
      invoicesWaiting { count total items { id number platform amount issuedAt } }
      orders { inProgress paused completed recent { id categoryName state delivered totalVolume createdAt } }
      leads { from received valid invalid marketplace }
    }
  }
`;
