import { gql, type TypedDocumentNode } from "@apollo/client";
import type { CategoryOption, Criteria } from "../orders/operations";

export interface SavedFilter {
  id: number;
  userId: number;
  categoryId: number;
  categoryName: string;
  name: string;
  criteria: Criteria;
  createdAt: string;
  updatedAt: string;
}
const FILTER_FIELDS = `id userId categoryId categoryName name criteria { departments postcodes ageMin ageMax fields { key values } } createdAt updatedAt`;
const CATEGORY_FIELDS = `id name icon description fields { key label type options } priceExclusiveCents priceDuoCents priceTrioCents`;

export const MY_FILTERS: TypedDocumentNode<{ mesFiltres: SavedFilter[] }, Record<string, never>> = gql`
  query MesFiltres { mesFiltres { ${FILTER_FIELDS} } }
`;
export const FILTER_FORM: TypedDocumentNode<{ orderCategories: CategoryOption[] }, Record<string, never>> = gql`
  query FilterFormCategories { orderCategories { ${CATEGORY_FIELDS} } }
`;
export const ONE_FILTER: TypedDocumentNode<{ marketSavedFilter: SavedFilter }, { id: number }> = gql`
  query MarketSavedFilter($id: Int!) { marketSavedFilter(id: $id) { ${FILTER_FIELDS} } }
`;
type FilterInput = { name: string; categoryId: number; criteria: unknown };
export const CREATE_FILTER: TypedDocumentNode<{ createMarketFilter: SavedFilter }, { input: FilterInput }> = gql`
  mutation CreateMarketFilter($input: MarketSavedFilterInput!) { createMarketFilter(input: $input) { ${FILTER_FIELDS} } }
`;
export const UPDATE_FILTER: TypedDocumentNode<{ updateMarketFilter: SavedFilter }, { id: number; input: FilterInput }> = gql`
  mutation UpdateMarketFilter($id: Int!, $input: MarketSavedFilterInput!) { updateMarketFilter(id: $id, input: $input) { ${FILTER_FIELDS} } }
`;
export const DELETE_FILTER: TypedDocumentNode<{ deleteMarketFilter: boolean }, { id: number }> = gql`
  mutation DeleteMarketFilter($id: Int!) { deleteMarketFilter(id: $id) }
`;
