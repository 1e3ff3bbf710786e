import type { LeadCriteria } from "@/lib/db/schema";
import type { Criteria } from "@/lib/validation/filter";

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
    type: String!
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

export interface CriteriaArg {
  departments?: string[] | null;
  postcodes?: string[] | null;
  ageMin?: number | null;
  ageMax?: number | null;
  fields?: { key: string; values: string[] }[] | null;
}

/** GraphQL input → the shape the zod criteria schema parses. */
export const criteriaFromArg = (c: CriteriaArg | null | undefined) => ({
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

export const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
