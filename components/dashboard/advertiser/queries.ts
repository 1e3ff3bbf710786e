import { graphql, type ResultOf } from "@/lib/graphql/myaffil";

export interface ProgramSummary {
  id: number;
  name: string;
  state: "valide" | "pause" | "supprime";
  validation: "pending" | "validated";
  campaigns: number;
  publishers: number;
  createdAt: string;
}

export type AdvertiserDashboardData = NonNullable<ResultOf<typeof ADVERTISER_DASHBOARD>["advertiserDashboard"]>;

export interface DashboardLeads {
  from: string;
  received: number;
  valid: number;
  invalid: number;
  marketplace: number;
}

export const ADVERTISER_DASHBOARD = graphql(`
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
`);
