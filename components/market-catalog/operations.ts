import { gql, type TypedDocumentNode } from "@apollo/client";

export type FieldType = "text" | "number" | "select" | "boolean";

export interface CategoryField {
  key: string;
  label: string;
  type: FieldType;
  options: string[];
  required: boolean;
}

export interface LeadCounts {
  total: number;
  available: number;
  sold: number;
  unsold: number;
}

export interface Category {
  id: number;
  name: string;
  icon: string;
  description: string;
  fields: CategoryField[];
  priceExclusiveCents: number;
  priceDuoCents: number;
  priceTrioCents: number;
  active: boolean;
  createdAt: string;
  leads: LeadCounts | null;
}

export interface Source {
  id: number;
  name: string;
  costCents: number;
  active: boolean;
  createdAt: string;
  leads: number;
  lastLeadAt: string | null;
}

export interface ByType {
  exclusive: number;
  duo: number;
  trio: number;
}

export interface CategoryReport {
  category: Category;
  from: string;
  to: string;
  collected: number;
  available: number;
  unsold: number;
  soldLeads: number;
  leadsByType: ByType;
  salesByType: ByType;
  revenueByType: ByType;
  sales: number;
  revenueCents: number;
  daily: { day: string; collected: number; sales: number; revenueCents: number }[];
}

export interface StockFigures {
  collected: number;
  available: number;
  sold: number;
  sold3: number;
  unsold: number;
}

export interface StockRow extends StockFigures {
  day: string;
  categoryId: number;
  categoryName: string;
}

export interface StockReport {
  from: string;
  to: string;
  totals: StockFigures;
  byCategory: (StockFigures & { categoryId: number; categoryName: string })[];
  rows: StockRow[];
}

const CATEGORY_FIELDS = /* GraphQL */ `
  id
  name
  icon
  description
  fields { key label type options required }
  priceExclusiveCents
  priceDuoCents
  priceTrioCents
  active
  createdAt
  leads { total available sold unsold }
`;

export const CATEGORIES: TypedDocumentNode<{ marketCategories: Category[] }, Record<string, never>> = gql`
  query MarketCategories { marketCategories { ${CATEGORY_FIELDS} } }
`;

export const CATEGORY: TypedDocumentNode<{ marketCategory: Category | null }, { id: number }> = gql`
  query MarketCategory($id: Int!) { marketCategory(id: $id) { ${CATEGORY_FIELDS} } }
`;

export interface CategoryInputVars {
  name: string;
  icon: string;
  description: string;
  priceExclusiveCents: number;
  priceDuoCents: number;
  priceTrioCents: number;
  active: boolean;
  fields: CategoryField[];
}

export const CREATE_CATEGORY: TypedDocumentNode<{ createMarketCategory: Category }, { input: CategoryInputVars }> = gql`
  mutation CreateMarketCategory($input: MarketCategoryInput!) { createMarketCategory(input: $input) { ${CATEGORY_FIELDS} } }
`;

export const UPDATE_CATEGORY: TypedDocumentNode<{ updateMarketCategory: Category }, { id: number; input: CategoryInputVars }> = gql`
  mutation UpdateMarketCategory($id: Int!, $input: MarketCategoryInput!) { updateMarketCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }
`;

export const SET_CATEGORY_ACTIVE: TypedDocumentNode<{ setMarketCategoryActive: { id: number; active: boolean } }, { id: number; active: boolean }> = gql`
  mutation SetMarketCategoryActive($id: Int!, $active: Boolean!) { setMarketCategoryActive(id: $id, active: $active) { id active } }
`;

export const SOURCES: TypedDocumentNode<{ marketSources: Source[] }, Record<string, never>> = gql`
  query MarketSources { marketSources { id name costCents active createdAt leads lastLeadAt } }
`;

export const CREATE_SOURCE: TypedDocumentNode<{ createMarketSource: { apiKey: string; source: Source } }, { name: string; costCents: number }> = gql`
  mutation CreateMarketSource($name: String!, $costCents: Int!) {
    createMarketSource(name: $name, costCents: $costCents) { apiKey source { id name costCents active createdAt leads lastLeadAt } }
  }
`;

export const SET_SOURCE_ACTIVE: TypedDocumentNode<{ setMarketSourceActive: boolean }, { id: number; active: boolean }> = gql`
  mutation SetMarketSourceActive($id: Int!, $active: Boolean!) { setMarketSourceActive(id: $id, active: $active) }
`;

export const CATEGORY_REPORT: TypedDocumentNode<{ marketCategoryReport: CategoryReport | null }, { id: number; from: string; to: string }> = gql`
  query MarketCategoryReport($id: Int!, $from: String!, $to: String!) {
    marketCategoryReport(id: $id, from: $from, to: $to) {
      category { ${CATEGORY_FIELDS} }
      from
      to
      collected
      available
      unsold
      soldLeads
      leadsByType { exclusive duo trio }
      salesByType { exclusive duo trio }
      revenueByType { exclusive duo trio }
      sales
      revenueCents
      daily { day collected sales revenueCents }
    }
  }
`;

export const STOCK: TypedDocumentNode<{ marketStockReport: StockReport }, { from: string; to: string; categoryId: number | null }> = gql`
  query MarketStockReport($from: String!, $to: String!, $categoryId: Int) {
    marketStockReport(from: $from, to: $to, categoryId: $categoryId) {
      from
      to
      totals { collected available sold sold3 unsold }
      byCategory { categoryId categoryName collected available sold sold3 unsold }
      rows { day categoryId categoryName collected available sold sold3 unsold }
    }
  }
`;

export const AGE_OUT: TypedDocumentNode<{ ageOutMarketStock: number }, { days: number }> = gql`
  mutation AgeOutMarketStock($days: Int) { ageOutMarketStock(days: $days) }
`;
