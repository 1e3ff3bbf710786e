import { graphql, type ResultOf } from "@/lib/graphql/market";

export type SavedFilter = ResultOf<typeof FILTER_FIELDS>;
const FILTER_FIELDS = graphql(`
  fragment FilterFields on MarketSavedFilter {
    id
    userId
    categoryId
    categoryName
    name
    criteria {
      departments
      postcodes
      ageMin
      ageMax
      fields {
        key
        values
      }
    }
    createdAt
    updatedAt
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

export const MY_FILTERS = graphql(
  `
    query MesFiltres {
      mesFiltres {
        ...FilterFields
      }
    }
  `,
  [FILTER_FIELDS],
);
export const FILTER_FORM = graphql(
  `
    query FilterFormCategories {
      orderCategories {
        ...CategoryFields
      }
    }
  `,
  [CATEGORY_FIELDS],
);
export const ONE_FILTER = graphql(
  `
    query MarketSavedFilter($id: Int!) {
      marketSavedFilter(id: $id) {
        ...FilterFields
      }
    }
  `,
  [FILTER_FIELDS],
);
export const CREATE_FILTER = graphql(
  `
    mutation CreateMarketFilter($input: MarketSavedFilterInput!) {
      createMarketFilter(input: $input) {
        ...FilterFields
      }
    }
  `,
  [FILTER_FIELDS],
);
export const UPDATE_FILTER = graphql(
  `
    mutation UpdateMarketFilter($id: Int!, $input: MarketSavedFilterInput!) {
      updateMarketFilter(id: $id, input: $input) {
        ...FilterFields
      }
    }
  `,
  [FILTER_FIELDS],
);
export const DELETE_FILTER = graphql(`
  mutation DeleteMarketFilter($id: Int!) {
    deleteMarketFilter(id: $id)
  }
`);
