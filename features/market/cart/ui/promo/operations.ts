import { graphql, type ResultOf } from "@/lib/graphql/market";

export type PromoCode = ResultOf<typeof FIELDS>;
const FIELDS = graphql(`
  fragment Fields on MarketPromoCode {
    id
    code
    kind
    value
    validFrom
    validTo
    maxUses
    uses
    active
    orders
    createdAt
  }
`);
export const PROMO_CODES = graphql(
  `
    query MarketPromoCodes {
      marketPromoCodes {
        ...Fields
      }
    }
  `,
  [FIELDS],
);
export const CREATE_PROMO = graphql(
  `
    mutation CreateMarketPromoCode($input: MarketPromoCodeInput!) {
      createMarketPromoCode(input: $input) {
        ...Fields
      }
    }
  `,
  [FIELDS],
);
export const UPDATE_PROMO = graphql(
  `
    mutation UpdateMarketPromoCode($id: Int!, $input: MarketPromoCodeInput!) {
      updateMarketPromoCode(id: $id, input: $input) {
        ...Fields
      }
    }
  `,
  [FIELDS],
);
export const DELETE_PROMO = graphql(`
  mutation DeleteMarketPromoCode($id: Int!) {
    deleteMarketPromoCode(id: $id)
  }
`);
export const PRICE_GRID = graphql(`
  query MesTarifs($promoCode: String) {
    mesTarifs(promoCode: $promoCode) {
      rows {
        categoryId
        categoryName
        icon
        exclusiveCents
        duoCents
        trioCents
        exclusiveNetCents
        duoNetCents
        trioNetCents
      }
      promoCode
      promoKind
      promoValue
      promoRefusal
    }
  }
`);
