import { gql, type TypedDocumentNode } from "@apollo/client";

export interface GiftDashboardData {
  url: string | null;
  balance: number;
  earned: number;
  spent: number;
  movements: number;
  history: { id: number; points: number; reason: string; createdAt: string }[];
}

export const GIFT_DASHBOARD: TypedDocumentNode<{ giftDashboard: GiftDashboardData }, { id: number }> = gql`
  query GiftDashboard($id: Int!) {
    giftDashboard(user_id: $id) {
      url
      balance
      earned
      spent
      movements
      history { id points reason createdAt }
    }
  }
`;
