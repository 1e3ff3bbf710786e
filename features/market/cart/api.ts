import { z } from "zod";
import { criteriaSchema } from "@/lib/validation/filter";
import { SALE_TYPES } from "@/lib/validation/order";
import type { ApiModule } from "@/lib/api/module";
import { getCartCounts } from "./server/cart/cart-counts";
import { addToCart, browseStock, checkoutCart, listCart, removeFromCart } from "./server/cart/cart";
import { ledgerBalance } from "../distribution/server/distribution/sell";
import { compactCriteria } from "../filters/server/filters";
import { requireCaller } from "@/lib/api/guards";
import { parseWith } from "../orders/server/errors";
import { criteriaFromArg, iso } from "../orders/api-types";

const saleTypeArg = z.enum(SALE_TYPES, { message: "saleType" });

/** The marketplace cart: browse stock, add by sale type, remove, checkout against the balance. */
export const cartModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type MarketCartLine {
      id: Int!
      leadId: Int!
      saleType: SaleType!
      categoryId: Int!
      categoryName: String!
      leadLabel: String!
      department: String!
      age: Int
      leadDay: String!
      priceCents: Int!
      available: Boolean!
      addedAt: String!
    }
    type MarketCart {
      lines: [MarketCartLine!]!
      "Price of the lines still available (HT cents)."
      totalCents: Int!
      balanceCents: Int!
    }
    type MarketStockLead {
      id: Int!
      categoryId: Int!
      label: String!
      department: String!
      postcode: String!
      age: Int
      day: String!
      soldCount: Int!
      buyerLimit: Int
      inCart: Boolean!
    }
    type MarketStockPage {
      total: Int!
      items: [MarketStockLead!]!
    }
    type MarketCheckout {
      sold: Int!
      soldCents: Int!
      unavailable: [Int!]!
      balanceCents: Int!
    }
    extend type Query {
      "The caller's cart."
      monPanier: MarketCart!
      "Stock the caller may buy as saleType, 20 a page."
      marketStock(categoryId: Int!, saleType: String!, criteria: OrderCriteriaInput, page: Int): MarketStockPage!
    }
    extend type Mutation {
      addToCart(leadIds: [Int!]!, saleType: String!): Panier!
      removeFromCart(ids: [Int!]!): Panier!
      checkoutCart: MarketCheckout!
    }
  `,
  resolvers: {
    Query: {
      monPanier: async (_, __, ctx) => {
        const caller = requireCaller(ctx);
        const [lines, balanceCents] = await Promise.all([
          listCart(ctx.db, caller.id),
          ledgerBalance(ctx.db, caller.id),
        ]);
        return {
          lines: lines.map((l) => ({ ...l, addedAt: iso(l.addedAt) })),
          totalCents: lines.filter((l) => l.available).reduce((s, l) => s + l.priceCents, 0),
          balanceCents,
        };
      },
      marketStock: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const saleType = parseWith(saleTypeArg, args.saleType);
        const criteria = compactCriteria(parseWith(criteriaSchema, criteriaFromArg(args.criteria)));
        return browseStock(ctx.db, caller.id, {
          categoryId: args.categoryId,
          saleType,
          criteria,
          page: Math.max(1, args.page ?? 1),
          pageSize: 20,
        });
      },
    },
    Mutation: {
      addToCart: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        await addToCart(ctx.db, caller.id, args.leadIds.slice(0, 200), parseWith(saleTypeArg, args.saleType));
        return getCartCounts(ctx.db, caller.id);
      },
      removeFromCart: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        await removeFromCart(ctx.db, caller.id, args.ids);
        return getCartCounts(ctx.db, caller.id);
      },
      checkoutCart: async (_, __, ctx) => {
        const caller = requireCaller(ctx);
        return checkoutCart(ctx.db, caller.id);
      },
    },
  },
};
