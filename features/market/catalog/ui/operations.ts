import { graphql, type ResultOf, type VariablesOf } from "@/lib/graphql/market";

export type Category = ResultOf<typeof CATEGORY_FIELDS>;

export type Source = NonNullable<ResultOf<typeof SOURCES>["marketSources"]>[number];

export type CategoryReport = NonNullable<ResultOf<typeof CATEGORY_REPORT>["marketCategoryReport"]>;

export type StockReport = NonNullable<ResultOf<typeof STOCK>["marketStockReport"]>;
export type StockFigures = StockReport["totals"];
export type StockRow = StockReport["rows"][number];
export type StockCategoryTotals = StockReport["byCategory"][number];

const CATEGORY_FIELDS = graphql(`
  fragment CategoryFields on MarketCategory {
    id
    name
    icon
    description
    fields {
      key
      label
      type
      options
      required
    }
    priceExclusiveCents
    priceDuoCents
    priceTrioCents
    active
    createdAt
    leads {
      total
      available
      sold
      unsold
    }
  }
`);

export const CATEGORIES = graphql(
  `
    query MarketCategories {
      marketCategories {
        ...CategoryFields
      }
    }
  `,
  [CATEGORY_FIELDS],
);

export const CATEGORY = graphql(
  `
    query MarketCategory($id: Int!) {
      marketCategory(id: $id) {
        ...CategoryFields
      }
    }
  `,
  [CATEGORY_FIELDS],
);

export const CREATE_CATEGORY = graphql(
  `
    mutation CreateMarketCategory($input: MarketCategoryInput!) {
      createMarketCategory(input: $input) {
        ...CategoryFields
      }
    }
  `,
  [CATEGORY_FIELDS],
);
export type CategoryInput = VariablesOf<typeof CREATE_CATEGORY>["input"];

export const UPDATE_CATEGORY = graphql(
  `
    mutation UpdateMarketCategory($id: Int!, $input: MarketCategoryInput!) {
      updateMarketCategory(id: $id, input: $input) {
        ...CategoryFields
      }
    }
  `,
  [CATEGORY_FIELDS],
);

export const SET_CATEGORY_ACTIVE = graphql(`
  mutation SetMarketCategoryActive($id: Int!, $active: Boolean!) {
    setMarketCategoryActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

export const SOURCES = graphql(`
  query MarketSources {
    marketSources {
      id
      name
      costCents
      active
      minTrustScore
      createdAt
      leads
      lastLeadAt
    }
  }
`);

export const CREATE_SOURCE = graphql(`
  mutation CreateMarketSource($name: String!, $costCents: Int!) {
    createMarketSource(name: $name, costCents: $costCents) {
      apiKey
      source {
        id
        name
        costCents
        active
        createdAt
        leads
        lastLeadAt
      }
    }
  }
`);

export const SET_SOURCE_MIN_TRUST = graphql(`
  mutation SetMarketSourceMinTrustScore($id: Int!, $minTrustScore: Int) {
    setMarketSourceMinTrustScore(id: $id, minTrustScore: $minTrustScore) {
      id
      minTrustScore
    }
  }
`);

export const SET_SOURCE_ACTIVE = graphql(`
  mutation SetMarketSourceActive($id: Int!, $active: Boolean!) {
    setMarketSourceActive(id: $id, active: $active)
  }
`);

export const CATEGORY_REPORT = graphql(
  `
    query MarketCategoryReport($id: Int!, $from: String!, $to: String!) {
      marketCategoryReport(id: $id, from: $from, to: $to) {
        category {
          ...CategoryFields
        }
        from
        to
        collected
        available
        unsold
        soldLeads
        leadsByType {
          exclusive
          duo
          trio
        }
        salesByType {
          exclusive
          duo
          trio
        }
        revenueByType {
          exclusive
          duo
          trio
        }
        sales
        revenueCents
        daily {
          day
          collected
          sales
          revenueCents
        }
      }
    }
  `,
  [CATEGORY_FIELDS],
);

export const STOCK = graphql(`
  query MarketStockReport($from: String!, $to: String!, $categoryId: Int) {
    marketStockReport(from: $from, to: $to, categoryId: $categoryId) {
      from
      to
      totals {
        collected
        available
        sold
        sold3
        unsold
      }
      byCategory {
        categoryId
        categoryName
        collected
        available
        sold
        sold3
        unsold
      }
      rows {
        day
        categoryId
        categoryName
        collected
        available
        sold
        sold3
        unsold
      }
    }
  }
`);

export const AGE_OUT = graphql(`
  mutation AgeOutMarketStock($days: Int) {
    ageOutMarketStock(days: $days)
  }
`);
