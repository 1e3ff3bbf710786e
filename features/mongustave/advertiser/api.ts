import type { ApiModule } from "@/lib/api/module";
import { requireCaller } from "@/lib/api/guards";
import { parseInput } from "@/features/market/money/server/ledger/errors";
import { mgAdvertiserDashboard } from "./server/advertiser-dashboard";
import { mgExtractPage } from "./server/advertiser-extract";
import { mgAdvertiserFilterSchema } from "./server/advertiser-filter";
import { mgAdvertiserStats } from "./server/advertiser-stats";

// The figures every row carries (see advertiser-figures.ts); test leads and confirmed fraud are never counted.
const FIGURES = /* GraphQL */ `
  "Deliveries pushed to the advertiser's web services."
  delivered: Int!
  "Deliveries with an answer (accepted, refused, error, timeout)."
  settled: Int!
  "Leads bought."
  accepted: Int!
  refused: Int!
  "Errors and time-outs."
  failed: Int!
  "accepted / settled, 0–1."
  acceptanceRate: Float!
  "Sum of the accepted deliveries' prices."
  spendCents: Int!
`;

/** /mongustave/annonceur/*: the advertiser's own Mon Gustave dashboard, statistics and extract-mer. */
export const mongustaveAdvertiserModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type MgAdvertiserFigures { ${FIGURES} }
    type MgAdvertiserDay { day: String! ${FIGURES} }
    type MgAdvertiserProduct { product: String! ${FIGURES} }
    type MgAdvertiserWebService { webServiceId: Int! name: String! product: String! ${FIGURES} }
    type MgAdvertiserStats {
      from: String!
      to: String!
      totals: MgAdvertiserFigures!
      byDay: [MgAdvertiserDay!]!
      byProduct: [MgAdvertiserProduct!]!
      byWebService: [MgAdvertiserWebService!]!
    }
    type MgAdvertiserPeriod {
      from: String!
      to: String!
      figures: MgAdvertiserFigures!
    }
    "A web service's last 24 hours (test leads included: it is the WS's health, not the bill)."
    type MgWsHealth {
      id: Int!
      name: String!
      product: String!
      "test | active | paused"
      state: String!
      priceCents: Int!
      pausedAt: String
      pauseReason: String
      deliveries24h: Int!
      settled24h: Int!
      acceptanceRate24h: Float!
      errorRate24h: Float!
      "95th percentile of the response time in ms, null without any answer."
      p95Ms: Int
    }
    type MgAdvertiserDashboard {
      thisMonth: MgAdvertiserPeriod!
      lastMonth: MgAdvertiserPeriod!
      webServices: [MgWsHealth!]!
      "The last 30 days."
      daily: [MgAdvertiserDay!]!
    }
    type MgExtractLead {
      deliveryId: Int!
      leadId: Int!
      boughtAt: String!
      firstname: String!
      lastname: String!
      email: String!
      phone: String!
      postcode: String!
      city: String
      product: String!
      webServiceName: String!
      priceCents: Int!
    }
    type MgExtractPage {
      total: Int!
      totalCents: Int!
      page: Int!
      pageSize: Int!
      rows: [MgExtractLead!]!
    }
    input MgAdvertiserFilter {
      "Paris calendar days YYYY-MM-DD, inclusive, at most 366 days."
      from: String!
      to: String!
      product: String
      page: Int
    }
    extend type Query {
      "The signed-in advertiser's Mon Gustave dashboard."
      mgAdvertiserDashboard: MgAdvertiserDashboard!
      "The signed-in advertiser's Mon Gustave figures by day, product and web service."
      mgAdvertiserStats(filter: MgAdvertiserFilter!): MgAdvertiserStats!
      "The leads the signed-in advertiser bought in a period, 10 per page, newest first (extract-mer)."
      mgExtractMer(filter: MgAdvertiserFilter!): MgExtractPage!
    }
  `,
  resolvers: {
    Query: {
      mgAdvertiserDashboard: async (_, __, ctx) => {
        const caller = requireCaller(ctx);
        const d = await mgAdvertiserDashboard(ctx.db, caller.id);
        return {
          ...d,
          webServices: d.webServices.map((w) => ({ ...w, pausedAt: w.pausedAt?.toISOString() ?? null })),
        };
      },
      mgAdvertiserStats: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const f = parseInput(mgAdvertiserFilterSchema, args.filter);
        return mgAdvertiserStats(ctx.db, caller.id, { from: f.from, to: f.to, product: f.product ?? undefined });
      },
      mgExtractMer: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const f = parseInput(mgAdvertiserFilterSchema, args.filter);
        const p = await mgExtractPage(ctx.db, caller.id, {
          from: f.from,
          to: f.to,
          product: f.product ?? undefined,
          page: f.page ?? 1,
        });
        return { ...p, rows: p.rows.map((r) => ({ ...r, boughtAt: r.boughtAt.toISOString() })) };
      },
    },
  },
};
