import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CategoryOption, SaleType } from "../orders/operations";

export interface CartLine {
  id: number;
  leadId: number;
  saleType: SaleType;
  categoryId: number;
  categoryName: string;
  leadLabel: string;
  department: string;
  age: number | null;
  leadDay: string;
  priceCents: number;
  available: boolean;
  addedAt: string;
}
export const MY_CART: TypedDocumentNode<{ monPanier: { lines: CartLine[]; totalCents: number; balanceCents: number } }, Record<string, never>> = gql`
  query MonPanier { monPanier { lines { id leadId saleType categoryId categoryName leadLabel department age leadDay priceCents available addedAt } totalCents balanceCents } }
`;
type Counts = { trio: number; duo: number; exclusive: number };
export const REMOVE_FROM_CART: TypedDocumentNode<{ removeFromCart: Counts }, { ids: number[] }> = gql`
  mutation RemoveFromCart($ids: [Int!]!) { removeFromCart(ids: $ids) { trio duo exclusive } }
`;
export const ADD_TO_CART: TypedDocumentNode<{ addToCart: Counts }, { leadIds: number[]; saleType: string }> = gql`
  mutation AddToCart($leadIds: [Int!]!, $saleType: String!) { addToCart(leadIds: $leadIds, saleType: $saleType) { trio duo exclusive } }
`;
export const CHECKOUT: TypedDocumentNode<{ checkoutCart: { sold: number; soldCents: number; unavailable: number[]; balanceCents: number } }, Record<string, never>> = gql`
  mutation CheckoutCart { checkoutCart { sold soldCents unavailable balanceCents } }
`;
export interface StockLead {
  id: number;
  categoryId: number;
  label: string;
  department: string;
  postcode: string;
  age: number | null;
  day: string;
  soldCount: number;
  buyerLimit: number | null;
  inCart: boolean;
}
export const STOCK: TypedDocumentNode<
  { marketStock: { total: number; items: StockLead[] } },
  { categoryId: number; saleType: string; criteria: unknown; page: number }
> = gql`
  query MarketStock($categoryId: Int!, $saleType: String!, $criteria: OrderCriteriaInput, $page: Int) {
    marketStock(categoryId: $categoryId, saleType: $saleType, criteria: $criteria, page: $page) { total items { id categoryId label department postcode age day soldCount buyerLimit inCart } }
  }
`;
export const STOCK_CATEGORIES: TypedDocumentNode<{ orderCategories: CategoryOption[] }, Record<string, never>> = gql`
  query StockCategories { orderCategories { id name icon description fields { key label type options } priceExclusiveCents priceDuoCents priceTrioCents } }
`;
