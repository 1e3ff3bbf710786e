import { graphql, type ResultOf } from "@/lib/graphql/myaffil";

export type AdvertiserDashboardData = NonNullable<ResultOf<typeof ADVERTISER_DASHBOARD>["advertiserDashboard"]>;

export const ADVERTISER_DASHBOARD = graphql(`
  query AdvertiserDashboard($id: Int!) {
    advertiserDashboard(id_utilisateur: $id) {
      programCounts {
        running
        paused
        deleted
        awaitingValidation
      }
      recentPrograms {
        id
        name
        state
        validation
        campaigns
        publishers
        createdAt
      }
      marketplaceClient
      balance {
        soldeHt
        soldeTtc
        lastPrepaiement
        low
      }
      spend {
        day
        amount
      }
      documentsToSign {
        id
        title
        createdAt
      }
      invoicesWaiting {
        count
        total
        items {
          id
          number
          platform
          amount
          issuedAt
        }
      }
      recentCreditNotes {
        count
        total
        items {
          id
          number
          platform
          invoiceNumber
          amount
          issuedAt
        }
      }
      orders {
        inProgress
        paused
        completed
        recent {
          id
          categoryName
          state
          delivered
          totalVolume
          createdAt
        }
      }
      leads {
        from
        received
        valid
        invalid
        marketplace
      }
    }
  }
`);
