import { z } from "zod";
import { criteriaSchema, filterSchema } from "@/lib/validation/filter";
import { SALE_TYPES } from "@/lib/validation/order";
import type { ApiModule } from "@/lib/api/module";
import {
  compactCriteria,
  countMatchingStock,
  createFilter,
  deleteFilter,
  getFilter,
  listActiveCategories,
  listFilters,
  updateFilter,
  type FilterRow,
} from "./server/filters";
import { requireCaller } from "@/lib/api/guards";
import { requireOwnerOrAdmin } from "../orders/server/access";
import { notFound, orderError, parseWith } from "../orders/server/errors";
import type { MarketSavedFilterInput } from "@/lib/api/market/resolvers.generated";
import { criteriaFromArg, criteriaToGql, iso } from "../orders/api-types";

const toGql = (f: FilterRow) => ({
  ...f,
  criteria: criteriaToGql(f.criteria),
  createdAt: iso(f.createdAt),
  updatedAt: iso(f.updatedAt),
});
const parseFilter = (a: MarketSavedFilterInput) =>
  parseWith(filterSchema, { ...a, criteria: criteriaFromArg(a.criteria) });

async function checkCategory(db: Parameters<typeof listActiveCategories>[0], categoryId: number) {
  const cats = await listActiveCategories(db);
  if (!cats.some((c) => c.id === categoryId))
    throw orderError("BAD_USER_INPUT", "category", { categoryId: "category" });
}

/** Saved filters (mesfiltres, creefiltre, editerfiltre) and the stock preview. */
export const filtersModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type MarketSavedFilter {
      id: Int!
      userId: Int!
      categoryId: Int!
      categoryName: String!
      name: String!
      criteria: OrderCriteria!
      createdAt: String!
      updatedAt: String!
    }
    input MarketSavedFilterInput {
      name: String!
      categoryId: Int!
      criteria: OrderCriteriaInput
    }
    extend type Query {
      "Active categories with their prices and own fields."
      orderCategories: [OrderCategory!]!
      "The caller's saved filters (mesfiltres)."
      mesFiltres: [MarketSavedFilter!]!
      marketSavedFilter(id: Int!): MarketSavedFilter!
      "Stock leads of the category matching the criteria (for the caller and sale type when given)."
      marketStockPreview(categoryId: Int!, criteria: OrderCriteriaInput, saleType: String): Int!
    }
    extend type Mutation {
      createMarketFilter(input: MarketSavedFilterInput!): MarketSavedFilter!
      updateMarketFilter(id: Int!, input: MarketSavedFilterInput!): MarketSavedFilter!
      deleteMarketFilter(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      orderCategories: async (_, __, ctx) => {
        return listActiveCategories(ctx.db);
      },
      mesFiltres: async (_, __, ctx) => {
        const caller = requireCaller(ctx);
        return (await listFilters(ctx.db, caller.id)).map(toGql);
      },
      marketSavedFilter: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const f = await getFilter(ctx.db, args.id);
        if (!f) throw notFound();
        requireOwnerOrAdmin(caller, f.userId);
        return toGql(f);
      },
      marketStockPreview: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const criteria = parseWith(criteriaSchema, criteriaFromArg(args.criteria));
        const saleType = args.saleType ? parseWith(z.enum(SALE_TYPES, { message: "saleType" }), args.saleType) : null;
        return countMatchingStock(
          ctx.db,
          args.categoryId,
          compactCriteria(criteria),
          saleType ? { userId: caller.id, saleType } : undefined,
        );
      },
    },
    Mutation: {
      createMarketFilter: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const input = parseFilter(args.input);
        await checkCategory(ctx.db, input.categoryId);
        const id = await createFilter(ctx.db, caller.id, input);
        return toGql((await getFilter(ctx.db, id))!);
      },
      updateMarketFilter: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const f = await getFilter(ctx.db, args.id);
        if (!f) throw notFound();
        requireOwnerOrAdmin(caller, f.userId);
        const input = parseFilter(args.input);
        await checkCategory(ctx.db, input.categoryId);
        await updateFilter(ctx.db, f.id, input);
        return toGql((await getFilter(ctx.db, f.id))!);
      },
      deleteMarketFilter: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const f = await getFilter(ctx.db, args.id);
        if (!f) throw notFound();
        requireOwnerOrAdmin(caller, f.userId);
        await deleteFilter(ctx.db, f.id);
        return true;
      },
    },
  },
};
