import type { LeadCriteria } from "@/lib/db/schema";
import type { Criteria } from "@/lib/validation/filter";
import type { OrderCriteriaInput } from "@/lib/api/market/resolvers.generated";

/** SDL shared by the orders, filters and cart modules. */
export const criteriaTypeDefs = /* GraphQL */ `
  type OrderCriteriaField {
    key: String!
    values: [String!]!
  }
  "What a lead must match; empty lists mean any."
  type OrderCriteria {
    departments: [String!]!
    postcodes: [String!]!
    ageMin: Int
    ageMax: Int
    fields: [OrderCriteriaField!]!
  }
  input OrderCriteriaFieldInput {
    key: String!
    values: [String!]!
  }
  input OrderCriteriaInput {
    departments: [String!]
    postcodes: [String!]
    ageMin: Int
    ageMax: Int
    fields: [OrderCriteriaFieldInput!]
  }
  type OrderCategoryField {
    key: String!
    label: String!
    type: CategoryFieldType!
    options: [String!]
  }
  "A category a buyer may order, with its price per sale type (HT cents)."
  type OrderCategory {
    id: Int!
    name: String!
    icon: String!
    description: String!
    fields: [OrderCategoryField!]!
    priceExclusiveCents: Int!
    priceDuoCents: Int!
    priceTrioCents: Int!
  }
`;

/** GraphQL input → the shape the zod criteria schema parses. */
export const criteriaFromArg = (c: OrderCriteriaInput | null | undefined) => ({
  departments: c?.departments ?? [],
  postcodes: c?.postcodes ?? [],
  ageMin: c?.ageMin ?? null,
  ageMax: c?.ageMax ?? null,
  fields: Object.fromEntries((c?.fields ?? []).map((f) => [f.key, f.values])),
});

/** Stored criteria → GraphQL. */
export const criteriaToGql = (c: LeadCriteria | Criteria | null | undefined) => ({
  departments: c?.departments ?? [],
  postcodes: c?.postcodes ?? [],
  ageMin: c?.ageMin ?? null,
  ageMax: c?.ageMax ?? null,
  fields: Object.entries(c?.fields ?? {}).map(([key, values]) => ({ key, values: values.map(String) })),
});

/** A date as the API prints it; null only when the stored value is null. */
export function iso(d: Date | string): string;
export function iso(d: Date | string | null | undefined): string | null;
export function iso(d: Date | string | null | undefined): string | null {
  return d == null ? null : new Date(d).toISOString();
}
