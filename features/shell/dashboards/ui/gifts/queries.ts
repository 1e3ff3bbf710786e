import { graphql, type ResultOf } from "@/lib/graphql/myaffil";

export type GiftDashboardData = NonNullable<ResultOf<typeof GIFT_DASHBOARD>["giftDashboard"]>;

export const GIFT_DASHBOARD = graphql(`
  query GiftDashboard($id: Int!) {
    giftDashboard(user_id: $id) {
      url
      balance
      earned
      spent
      movements
      history {
        id
        points
        reason
        createdAt
      }
    }
  }
`);
