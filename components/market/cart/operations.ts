import { graphql } from "@/lib/graphql/market";
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
export const MY_CART = graphql(`
  query MonPanier { monPanier { lines { id leadId saleType categoryId categoryName leadLabel department age leadDay priceCents available addedAt } totalCents balanceCents } }
`);
type Counts = { trio: number; duo: number; exclusive: number };
export const REMOVE_FROM_CART = graphql(`
  mutation RemoveFromCart($ids: [Int!]!) { removeFromCart(ids: $ids) { trio duo exclusive } }
`);
export const ADD_TO_CART = graphql(`
  mutation AddToCart($leadIds: [Int!]!, $saleType: String!) { addToCart(leadIds: $leadIds, saleType: $saleType) { trio duo exclusive } }
`);
export const CHECKOUT = graphql(`
  mutation CheckoutCart { checkoutCart { sold soldCents unavailable balanceCents } }
`);
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
export const STOCK = graphql(`
  query MarketStock($categoryId: Int!, $saleType: String!, $criteria: OrderCriteriaInput, $page: Int) {
    marketStock(categoryId: $categoryId, saleType: $saleType, criteria: $criteria, page: $page) { total items { id categoryId label department postcode age day soldCount buyerLimit inCart } }
  }
`);
export const STOCK_CATEGORIES = graphql(`
  query StockCategories { orderCategories { id name icon description fields { key label type options } priceExclusiveCents priceDuoCents priceTrioCents } }
`);
