import type { ApiModule } from "@/lib/api/module";
import { ageOutStock } from "../distribution/server/distribution/distribute";
import { stockReport } from "./server/stock/stock";
import { badInput } from "@/lib/api/errors";
import { parseRange } from "./api";

/** The admin stock screen: collected, available, sold, sold 3 times, unsold per category and day. */
export const stockModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type MarketStockFigures {
      collected: Int!
      available: Int!
      sold: Int!
      sold3: Int!
      unsold: Int!
    }

    type MarketStockRow {
      day: String!
      categoryId: Int!
      categoryName: String!
      collected: Int!
      available: Int!
      sold: Int!
      sold3: Int!
      unsold: Int!
    }

    type MarketStockCategory {
      categoryId: Int!
      categoryName: String!
      collected: Int!
      available: Int!
      sold: Int!
      sold3: Int!
      unsold: Int!
    }

    type MarketStockReport {
      from: String!
      to: String!
      totals: MarketStockFigures!
      byCategory: [MarketStockCategory!]!
      rows: [MarketStockRow!]!
    }

    extend type Query {
      "Leads collected between two Europe/Paris days (inclusive), optionally for one category."
      marketStockReport(from: String!, to: String!, categoryId: Int): MarketStockReport!
    }

    extend type Mutation {
      "Marks available leads never sold and older than \`days\` (default 30) as unsold; returns how many."
      ageOutMarketStock(days: Int): Int!
    }
  `,
  resolvers: {
    Query: {
      marketStockReport: async (_, args, ctx) => {
        const r = parseRange(args.from, args.to);
        return stockReport(ctx.db, r.from, r.to, args.categoryId ?? null);
      },
    },
    Mutation: {
      ageOutMarketStock: async (_, args, ctx) => {
        const days = args.days ?? 30;
        if (!Number.isInteger(days) || days < 1 || days > 365) throw badInput("days", { days: "days" });
        return ageOutStock(ctx.db, new Date(), days);
      },
    },
  },
};
