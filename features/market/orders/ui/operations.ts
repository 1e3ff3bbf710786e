import { graphql, type ResultOf } from "@/lib/graphql/market";

export type Criteria = ResultOf<typeof CRITERIA>;
export type CategoryOption = ResultOf<typeof CATEGORY_FIELDS>;
export type MarketOrder = ResultOf<typeof ORDER_FIELDS>;
export type SaleType = MarketOrder["saleType"];
export type OrderState = MarketOrder["state"];
export type DeliveryMode = MarketOrder["delivery"];
/** An order as the administrators' list shows and searches it. */
export type OrderRow = ResultOf<typeof ORDER_ROW>;

const CRITERIA = graphql(`
  fragment Criteria on OrderCriteria {
    departments
    postcodes
    ageMin
    ageMax
    fields {
      key
      values
    }
  }
`);
export const ORDER_FIELDS = graphql(
  `
    fragment OrderFields on MarketOrder {
      id
      userId
      clientName
      clientEmail
      categoryId
      categoryName
      saleType
      filterId
      filterName
      criteria {
        ...Criteria
      }
      totalVolume
      dailyCap
      days
      hourFrom
      hourTo
      delivery
      unitPriceCents
      promoCode
      state
      delivered
      spentCents
      lastDeliveryAt
      createdAt
      updatedAt
    }
  `,
  [CRITERIA],
);
// Without criteria, schedule and delivery settings: the detail and edit pages ask for those.
const ORDER_ROW = graphql(`
  fragment OrderRow on MarketOrder {
    id
    userId
    clientName
    clientEmail
    categoryId
    categoryName
    saleType
    totalVolume
    unitPriceCents
    state
    delivered
    spentCents
    createdAt
  }
`);
const CATEGORY_FIELDS = graphql(`
  fragment CategoryFields on OrderCategory {
    id
    name
    icon
    description
    fields {
      key
      label
      type
      options
    }
    priceExclusiveCents
    priceDuoCents
    priceTrioCents
  }
`);

export const MY_ORDERS = graphql(
  `
    query MesCommandes($state: String) {
      mesCommandes(state: $state) {
        ...OrderFields
      }
    }
  `,
  [ORDER_FIELDS],
);

/** The administrators' list: its rows, and the options of its client and category filters. */
export const ADMIN_ORDERS = graphql(
  `
    query AdminMarketOrders($userId: Int, $categoryId: Int, $state: String) {
      marketOrders(userId: $userId, categoryId: $categoryId, state: $state) {
        ...OrderRow
      }
      marketClients {
        id
        name
        email
      }
      orderCategories {
        id
        name
      }
    }
  `,
  [ORDER_ROW],
);

export type OrderDetail = NonNullable<ResultOf<typeof ORDER_DETAIL>["marketOrder"]>;
export const ORDER_DETAIL = graphql(
  `
    query MarketOrderDetail($id: Int!) {
      marketOrder(id: $id) {
        order {
          ...OrderFields
        }
        deliveries {
          saleId
          leadId
          leadName
          department
          postcode
          age
          priceCents
          createdAt
        }
        progress {
          day
          delivered
          cumulative
        }
      }
    }
  `,
  [ORDER_FIELDS],
);

export type TrackingRow = NonNullable<ResultOf<typeof ORDER_TRACKING>["suiviCommandes"]>[number];
export const ORDER_TRACKING = graphql(
  `
    query SuiviCommandes {
      suiviCommandes {
        order {
          ...OrderFields
        }
        today
        last7
        expected7
        late
      }
    }
  `,
  [ORDER_FIELDS],
);

export type WizardData = NonNullable<ResultOf<typeof ORDER_WIZARD>["marketOrderWizard"]>;
export const ORDER_WIZARD = graphql(
  `
    query MarketOrderWizard($userId: Int) {
      marketOrderWizard(userId: $userId) {
        categories {
          ...CategoryFields
        }
        filters {
          id
          name
          categoryId
          criteria {
            ...Criteria
          }
        }
        haswebhook
        balanceCents
      }
    }
  `,
  [CATEGORY_FIELDS, CRITERIA],
);

export type OrderQuote = NonNullable<ResultOf<typeof ORDER_QUOTE>["marketOrderQuote"]>;
export const ORDER_QUOTE = graphql(`
  query MarketOrderQuote($input: MarketOrderQuoteInput!, $userId: Int) {
    marketOrderQuote(input: $input, userId: $userId) {
      basePriceCents
      unitPriceCents
      totalCents
      promoCreditCents
      promoKind
      promoValue
      promoRefusal
      balanceCents
      balanceShort
    }
  }
`);

export const STOCK_PREVIEW = graphql(`
  query MarketStockPreview($categoryId: Int!, $criteria: OrderCriteriaInput, $saleType: String) {
    marketStockPreview(categoryId: $categoryId, criteria: $criteria, saleType: $saleType)
  }
`);

export const CREATE_ORDER = graphql(`
  mutation CreateMarketOrder($input: MarketOrderInput!, $userId: Int) {
    createMarketOrder(input: $input, userId: $userId) {
      id
      distributed
      balanceShort
    }
  }
`);
export const UPDATE_ORDER = graphql(
  `
    mutation UpdateMarketOrder($id: Int!, $input: MarketOrderInput!) {
      updateMarketOrder(id: $id, input: $input) {
        ...OrderFields
      }
    }
  `,
  [ORDER_FIELDS],
);

export const PAUSE_ORDER = graphql(`
  mutation PauseMarketOrder($id: Int!) {
    pauseMarketOrder(id: $id) {
      id
      state
      distributed
    }
  }
`);
export const RELAUNCH_ORDER = graphql(`
  mutation RelaunchMarketOrder($id: Int!) {
    relaunchMarketOrder(id: $id) {
      id
      state
      distributed
    }
  }
`);
export const CANCEL_ORDER = graphql(`
  mutation CancelMarketOrder($id: Int!) {
    cancelMarketOrder(id: $id) {
      id
      state
      distributed
    }
  }
`);

export const priceOf = (
  c: Pick<CategoryOption, "priceExclusiveCents" | "priceDuoCents" | "priceTrioCents">,
  t: SaleType,
) => (t === "exclusive" ? c.priceExclusiveCents : t === "duo" ? c.priceDuoCents : c.priceTrioCents);

/** Criteria as the API returns them → the input shape (no __typename). */
export const criteriaInput = (c: Criteria | null | undefined) => ({
  departments: c?.departments ?? [],
  postcodes: c?.postcodes ?? [],
  ageMin: c?.ageMin ?? null,
  ageMax: c?.ageMax ?? null,
  fields: (c?.fields ?? []).map((f) => ({ key: f.key, values: f.values })),
});
