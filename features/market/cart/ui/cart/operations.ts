import { graphql } from "@/lib/graphql/market";

export const MY_CART = graphql(`
  query MonPanier {
    monPanier {
      lines {
        id
        leadId
        saleType
        categoryId
        categoryName
        leadLabel
        department
        age
        leadDay
        priceCents
        available
        addedAt
      }
      totalCents
      balanceCents
    }
  }
`);
export const REMOVE_FROM_CART = graphql(`
  mutation RemoveFromCart($ids: [Int!]!) {
    removeFromCart(ids: $ids) {
      trio
      duo
      exclusive
    }
  }
`);
export const ADD_TO_CART = graphql(`
  mutation AddToCart($leadIds: [Int!]!, $saleType: String!) {
    addToCart(leadIds: $leadIds, saleType: $saleType) {
      trio
      duo
      exclusive
    }
  }
`);
export const CHECKOUT = graphql(`
  mutation CheckoutCart {
    checkoutCart {
      sold
      soldCents
      unavailable
      balanceCents
    }
  }
`);
export const STOCK = graphql(`
  query MarketStock($categoryId: Int!, $saleType: String!, $criteria: OrderCriteriaInput, $page: Int) {
    marketStock(categoryId: $categoryId, saleType: $saleType, criteria: $criteria, page: $page) {
      total
      items {
        id
        categoryId
        label
        department
        postcode
        age
        day
        soldCount
        buyerLimit
        inCart
      }
    }
  }
`);
export const STOCK_CATEGORIES = graphql(`
  query StockCategories {
    orderCategories {
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
  }
`);
