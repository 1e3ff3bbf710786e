import { gql, type TypedDocumentNode } from "@apollo/client";

export type SaleType = "exclusive" | "duo" | "trio";
export type OrderState = "in_progress" | "completed" | "paused" | "cancelled";
export type DeliveryMode = "webhook" | "email" | "csv";

export interface Criteria {
  departments: string[];
  postcodes: string[];
  ageMin: number | null;
  ageMax: number | null;
  fields: { key: string; values: string[] }[];
}
export interface CategoryOption {
  id: number;
  name: string;
  icon: string;
  description: string;
  fields: { key: string; label: string; type: string; options: string[] | null }[];
  priceExclusiveCents: number;
  priceDuoCents: number;
  priceTrioCents: number;
}
export interface MarketOrder {
  id: number;
  userId: number;
  clientName: string;
  clientEmail: string;
  categoryId: number;
  categoryName: string;
  saleType: SaleType;
  filterId: number | null;
  filterName: string | null;
  criteria: Criteria;
  totalVolume: number;
  dailyCap: number | null;
  days: number[];
  hourFrom: number;
  hourTo: number;
  delivery: DeliveryMode;
  unitPriceCents: number;
  promoCode: string | null;
  state: OrderState;
  delivered: number;
  spentCents: number;
  lastDeliveryAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const CRITERIA = `departments postcodes ageMin ageMax fields { key values }`;
export const ORDER_FIELDS = `id userId clientName clientEmail categoryId categoryName saleType filterId filterName criteria { ${CRITERIA} }
  totalVolume dailyCap days hourFrom hourTo delivery unitPriceCents promoCode state delivered spentCents lastDeliveryAt createdAt updatedAt`;
const CATEGORY_FIELDS = `id name icon description fields { key label type options } priceExclusiveCents priceDuoCents priceTrioCents`;

export const MY_ORDERS: TypedDocumentNode<{ mesCommandes: MarketOrder[] }, { state?: string | null }> = gql`
  query MesCommandes($state: String) { mesCommandes(state: $state) { ${ORDER_FIELDS} } }
`;

export const ADMIN_ORDERS: TypedDocumentNode<
  { marketOrders: MarketOrder[]; marketClients: { id: number; name: string; email: string }[]; orderCategories: CategoryOption[] },
  { userId?: number | null; categoryId?: number | null; state?: string | null }
> = gql`
  query AdminMarketOrders($userId: Int, $categoryId: Int, $state: String) {
    marketOrders(userId: $userId, categoryId: $categoryId, state: $state) { ${ORDER_FIELDS} }
    marketClients { id name email }
    orderCategories { ${CATEGORY_FIELDS} }
  }
`;

export interface OrderDetail {
  order: MarketOrder;
  deliveries: { saleId: number; leadId: number; leadName: string; department: string; postcode: string; age: number | null; priceCents: number; createdAt: string }[];
  progress: { day: string; delivered: number; cumulative: number }[];
}
export const ORDER_DETAIL: TypedDocumentNode<{ marketOrder: OrderDetail }, { id: number }> = gql`
  query MarketOrderDetail($id: Int!) {
    marketOrder(id: $id) {
      order { ${ORDER_FIELDS} }
      deliveries { saleId leadId leadName department postcode age priceCents createdAt }
      progress { day delivered cumulative }
    }
  }
`;

export interface TrackingRow {
  order: MarketOrder;
  today: number;
  last7: number;
  expected7: number;
  late: boolean;
}
export const ORDER_TRACKING: TypedDocumentNode<{ suiviCommandes: TrackingRow[] }, Record<string, never>> = gql`
  query SuiviCommandes { suiviCommandes { order { ${ORDER_FIELDS} } today last7 expected7 late } }
`;

export interface SavedFilterOption {
  id: number;
  name: string;
  categoryId: number;
  criteria: Criteria;
}
export interface WizardData {
  categories: CategoryOption[];
  filters: SavedFilterOption[];
  haswebhook: boolean;
  balanceCents: number;
}
export const ORDER_WIZARD: TypedDocumentNode<{ marketOrderWizard: WizardData }, { userId?: number | null }> = gql`
  query MarketOrderWizard($userId: Int) {
    marketOrderWizard(userId: $userId) {
      categories { ${CATEGORY_FIELDS} }
      filters { id name categoryId criteria { ${CRITERIA} } }
      haswebhook
      balanceCents
    }
  }
`;

export interface OrderQuote {
  basePriceCents: number;
  unitPriceCents: number;
  totalCents: number;
  promoCreditCents: number;
  promoKind: "percent" | "amount" | null;
  promoValue: number | null;
  promoRefusal: string | null;
  balanceCents: number;
  balanceShort: boolean;
}
export const ORDER_QUOTE: TypedDocumentNode<
  { marketOrderQuote: OrderQuote },
  { input: { categoryId: number; saleType: string; totalVolume: number; promoCode?: string | null }; userId?: number | null }
> = gql`
  query MarketOrderQuote($input: MarketOrderQuoteInput!, $userId: Int) {
    marketOrderQuote(input: $input, userId: $userId) { basePriceCents unitPriceCents totalCents promoCreditCents promoKind promoValue promoRefusal balanceCents balanceShort }
  }
`;

export const STOCK_PREVIEW: TypedDocumentNode<{ marketStockPreview: number }, { categoryId: number; criteria: unknown; saleType?: string | null }> = gql`
  query MarketStockPreview($categoryId: Int!, $criteria: OrderCriteriaInput, $saleType: String) {
    marketStockPreview(categoryId: $categoryId, criteria: $criteria, saleType: $saleType)
  }
`;

export interface OrderInputVars {
  categoryId: number;
  saleType: string;
  filterId: number | null;
  criteria: { departments: string[]; postcodes: string[]; ageMin: number | null; ageMax: number | null; fields: { key: string; values: string[] }[] };
  totalVolume: number;
  dailyCap: number | null;
  days: number[];
  hourFrom: number;
  hourTo: number;
  delivery: string;
  promoCode?: string | null;
}
export const CREATE_ORDER: TypedDocumentNode<{ createMarketOrder: { id: number; distributed: number; balanceShort: boolean } }, { input: OrderInputVars; userId?: number | null }> = gql`
  mutation CreateMarketOrder($input: MarketOrderInput!, $userId: Int) {
    createMarketOrder(input: $input, userId: $userId) { id distributed balanceShort }
  }
`;
export const UPDATE_ORDER: TypedDocumentNode<{ updateMarketOrder: MarketOrder }, { id: number; input: OrderInputVars }> = gql`
  mutation UpdateMarketOrder($id: Int!, $input: MarketOrderInput!) { updateMarketOrder(id: $id, input: $input) { ${ORDER_FIELDS} } }
`;

type StateResult = { id: number; state: OrderState; distributed: number };
export const PAUSE_ORDER: TypedDocumentNode<{ pauseMarketOrder: StateResult }, { id: number }> = gql`
  mutation PauseMarketOrder($id: Int!) { pauseMarketOrder(id: $id) { id state distributed } }
`;
export const RELAUNCH_ORDER: TypedDocumentNode<{ relaunchMarketOrder: StateResult }, { id: number }> = gql`
  mutation RelaunchMarketOrder($id: Int!) { relaunchMarketOrder(id: $id) { id state distributed } }
`;
export const CANCEL_ORDER: TypedDocumentNode<{ cancelMarketOrder: StateResult }, { id: number }> = gql`
  mutation CancelMarketOrder($id: Int!) { cancelMarketOrder(id: $id) { id state distributed } }
`;

export const priceOf = (c: Pick<CategoryOption, "priceExclusiveCents" | "priceDuoCents" | "priceTrioCents">, t: SaleType) =>
  t === "exclusive" ? c.priceExclusiveCents : t === "duo" ? c.priceDuoCents : c.priceTrioCents;

/** Criteria as the API returns them → the input shape (no __typename). */
export const criteriaInput = (c: Criteria | null | undefined) => ({
  departments: c?.departments ?? [],
  postcodes: c?.postcodes ?? [],
  ageMin: c?.ageMin ?? null,
  ageMax: c?.ageMax ?? null,
  fields: (c?.fields ?? []).map((f) => ({ key: f.key, values: f.values })),
});
