import { z } from "zod";
import { MG_PRODUCTS } from "@/lib/domain/states";
import { statsRangeSchema } from "@/lib/validation/myaffil-stats";
import type { ApiModule } from "@/lib/api/module";
import { parseInput } from "@/features/market/money/server/ledger/errors";
import { mgClientStats } from "./server/stats-clients";
import { mgAdminDashboard } from "./server/stats-dashboard";
import { mgMarginStats } from "./server/stats-margin";
import {
  FAILING_ERROR_RATE,
  MIN_SETTLED_FOR_FAILING,
  mgWsResponseDays,
  mgWsResponseTimes,
  SLOW_P95_MS,
} from "./server/stats-response";
import { mgVolumeStats } from "./server/stats-volumes";

const product = z.enum(MG_PRODUCTS).nullish();
const filterSchema = statsRangeSchema.and(z.object({ product }));
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const monthsSchema = z
  .object({ from: z.string().regex(MONTH), to: z.string().regex(MONTH), product })
  .refine((v) => v.from <= v.to, { path: ["to"], message: "myaffilStats.errors.rangeOrder" })
  .refine(
    (v) =>
      Number(v.to.slice(0, 4)) * 12 +
        Number(v.to.slice(5)) -
        Number(v.from.slice(0, 4)) * 12 -
        Number(v.from.slice(5)) <
      36,
    {
      path: ["to"],
      message: "myaffilStats.errors.rangeTooLong",
    },
  );

const volumeFields = `
      leadsIn: Int!
      delivered: Int!
      settled: Int!
      accepted: Int!
      refused: Int!
      "Errors and time-outs."
      failed: Int!
      "accepted / settled, 0–1."
      acceptanceRate: Float!
      "Accepted deliveries' prices, confirmed fraud left out."
      revenueCents: Int!`;
const marginFields = `
      costCents: Int!
      revenueCents: Int!
      marginCents: Int!
      "margin / revenue, 0 without revenue."
      marginRate: Float!`;
const responseFields = `
      settled: Int!
      failed: Int!
      "(error + timeout) / settled, 0–1."
      errorRate: Float!
      p50Ms: Float
      p95Ms: Float
      p99Ms: Float`;

/**
 * The administrators' Mon Gustave statistics (issue 15): /weedomarket/admin/stats/statGustave,
 * statClientsGustave, tempReponseWS, stats_mg and /DashboardMonGustaveAdmin. Test leads are never
 * counted; revenue leaves out confirmed fraud (features/mongustave/stats/server/stats-scope.ts).
 */
export const mongustaveStatsModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    input MgAdminStatsInput {
      "First Paris day YYYY-MM-DD."
      from: String!
      "Last Paris day YYYY-MM-DD, included."
      to: String!
      product: MgProduct
    }
    input MgAdminMonthsInput {
      "First month YYYY-MM."
      from: String!
      "Last month YYYY-MM, included (at most 36 months)."
      to: String!
      product: MgProduct
    }
    type MgAdminVolumes {${volumeFields}
    }
    type MgAdminVolumeDay {
      day: String!${volumeFields}
    }
    type MgAdminVolumeProduct {
      product: MgProduct!${volumeFields}
    }
    type MgAdminVolumeStats {
      totals: MgAdminVolumes!
      byDay: [MgAdminVolumeDay!]!
      byProduct: [MgAdminVolumeProduct!]!
    }
    type MgAdminClientStats {
      clientId: Int!
      name: String!
      email: String!
      wsCount: Int!
      activeWsCount: Int!
      delivered: Int!
      settled: Int!
      "Accepted deliveries of leads not confirmed as fraud."
      leadsBought: Int!
      acceptanceRate: Float!
      revenueCents: Int!
      "Part of the period's revenue, 0–1."
      share: Float!
    }
    type MgAdminWsResponse {
      webServiceId: Int!
      name: String!
      clientId: Int!
      clientName: String!
      product: MgProduct!
      state: MgWsState!${responseFields}
      "p95 above slowThresholdMs."
      slow: Boolean!
      "errorRate at or above failingErrorRate (over enough answers)."
      failing: Boolean!
    }
    type MgAdminWsResponseDay {
      day: String!${responseFields}
    }
    type MgAdminResponseTimes {
      slowThresholdMs: Int!
      failingErrorRate: Float!
      failingMinSettled: Int!
      webServices: [MgAdminWsResponse!]!
      "The chosen WS (or the first listed) and its days."
      selectedId: Int
      daily: [MgAdminWsResponseDay!]!
    }
    type MgAdminMargin {${marginFields}
    }
    type MgAdminMarginRow {
      month: String!
      product: MgProduct!${marginFields}
    }
    type MgAdminMarginMonth {
      month: String!${marginFields}
    }
    type MgAdminMarginProduct {
      product: MgProduct!${marginFields}
    }
    type MgAdminMarginStats {
      months: [String!]!
      rows: [MgAdminMarginRow!]!
      byMonth: [MgAdminMarginMonth!]!
      byProduct: [MgAdminMarginProduct!]!
      totals: MgAdminMargin!
    }
    type MgAdminPeriod {
      from: String!
      to: String!
      volumes: MgAdminVolumes!
      margin: MgAdminMargin!
    }
    type MgAdminDashboard {
      today: MgAdminPeriod!
      thisMonth: MgAdminPeriod!
      lastMonth: MgAdminPeriod!
      "Leads waiting in the fraud review queue."
      fraudSuspected: Int!
      "Every WS over the last 7 days, paused first."
      webServices: [MgAdminWsResponse!]!
      daily: [MgAdminVolumeDay!]!
    }
    extend type Query {
      "Volumes, revenue and acceptance by day and product."
      mgAdminVolumeStats(filter: MgAdminStatsInput!): MgAdminVolumeStats!
      "Every Mon Gustave client with its period's figures, by revenue."
      mgAdminClientStats(filter: MgAdminStatsInput!): [MgAdminClientStats!]!
      "Response-time percentiles and error rate per WS, and per day for one WS."
      mgAdminResponseTimes(filter: MgAdminStatsInput!, webServiceId: Int): MgAdminResponseTimes!
      "Purchase cost against sale revenue per product and month."
      mgAdminMarginStats(filter: MgAdminMonthsInput!): MgAdminMarginStats!
      mgAdminDashboard: MgAdminDashboard!
    }
  `,
  resolvers: {
    Query: {
      mgAdminVolumeStats: async (_, args, ctx) => {
        const f = parseInput(filterSchema, args.filter);
        return mgVolumeStats(ctx.db, { from: f.from, to: f.to, product: f.product ?? undefined });
      },
      mgAdminClientStats: async (_, args, ctx) => {
        const f = parseInput(filterSchema, args.filter);
        return mgClientStats(ctx.db, { from: f.from, to: f.to, product: f.product ?? undefined });
      },
      mgAdminResponseTimes: async (_, args, ctx) => {
        const f = parseInput(filterSchema, args.filter);
        const filter = { from: f.from, to: f.to, product: f.product ?? undefined };
        const webServices = await mgWsResponseTimes(ctx.db, filter);
        // An unknown id falls back to the first listed WS (the worst one): the chart always shows one.
        const chosen = webServices.find((w) => w.webServiceId === args.webServiceId) ?? webServices[0];
        return {
          slowThresholdMs: SLOW_P95_MS,
          failingErrorRate: FAILING_ERROR_RATE,
          failingMinSettled: MIN_SETTLED_FOR_FAILING,
          webServices,
          selectedId: chosen?.webServiceId ?? null,
          daily: chosen ? await mgWsResponseDays(ctx.db, chosen.webServiceId, filter) : [],
        };
      },
      mgAdminMarginStats: async (_, args, ctx) => {
        const f = parseInput(monthsSchema, args.filter);
        return mgMarginStats(ctx.db, { from: f.from, to: f.to, product: f.product ?? undefined });
      },
      mgAdminDashboard: async (_, __, ctx) => mgAdminDashboard(ctx.db),
    },
  },
};
