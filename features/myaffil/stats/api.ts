import { z } from "zod";
import { statsDb } from "@/lib/db/read";
import { leadDetailsInputSchema, myaffilStatsInputSchema, statsRangeSchema } from "@/lib/validation/myaffil-stats";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { publisherExtract } from "./server/extract";
import { leadDetails } from "./server/leads";
import { leadmarketStats } from "./server/leadmarket";
import { statsOptions } from "./server/options";
import { myaffilStats } from "./server/query";
import { statsScope } from "./server/scope";
import { shootStats } from "./server/shoots";
import { iso } from "@/lib/api/myaffil/modules/dates";

/** GraphQL nulls mean "not given". */
function dropNulls(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== null && v !== undefined));
}

/** BAD_USER_INPUT with, per field, the message key the screen shows. */
function parseOrThrow<S extends z.ZodType>(schema: S, value: Record<string, unknown>): z.output<S> {
  const r = schema.safeParse(dropNulls(value));
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
  throw badInput("Invalid statistics request", fields);
}

const FIGURES = `
      clicks: Int!
      leads: Int!
      validLeads: Int!
      invalidLeads: Int!
      duplicateLeads: Int!
      "leads / clicks; null without clicks."
      conversion: Float
      "What advertisers pay, cents (null for publishers)."
      revenue: Float
      "What publishers earn, cents (null for advertisers)."
      payout: Float
      "revenue - payout, cents (administrators only)."
      margin: Float
      "Cents per click: payout for a publisher, revenue for the others."
      epc: Float`;

const FILTERS = `
      programId: Int
      campaignId: Int
      publisherClientId: Int
      advertiserClientId: Int
      supportId: Int
      subId: String`;

/**
 * MyAffil statistics, read from the daily roll-up (perf_stats_daily) and scoped in every resolver:
 * administrators see everything, an advertiser its own programs (and its cost, never the payout
 * or margin), a publisher its own traffic (and its earnings, never revenue or margin).
 * Amounts are cents as Float: sums over a large range may pass 2^31.
 */
export const statsModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    input MyaffilStatsInput {
      "YYYY-MM-DD (Paris), at most 366 days before to."
      from: String!
      to: String!
      "day, week, month, program, campaign, publisher, support, subId or advertiser."
      groupBy: String!
      "A second dimension (pivot tables)."
      thenBy: String
      ${FILTERS}
      "key (the dimension), clicks, leads, validLeads, conversion, revenue, payout, margin, epc…"
      sort: String
      "asc or desc."
      sortDir: String
      page: Int
      "Rows per page, at most 5000 (default 50)."
      pageSize: Int
    }

    type StatsTotals {${FIGURES}
    }

    type StatsRow {
      "The dimension's value: a day, week (its Monday), month, or an id / sub-id."
      key: String!
      "Name of the program, campaign, support or client (null for time dimensions and unknown ids)."
      label: String
      key2: String
      label2: String${FIGURES}
    }

    type StatsDay {
      day: String!${FIGURES}
    }

    type MyaffilStats {
      from: String!
      to: String!
      groupBy: StatsGroupBy!
      thenBy: StatsGroupBy
      "admin, advertiser or publisher: which money columns the caller sees."
      role: StatsRole!
      totals: StatsTotals!
      rows: [StatsRow!]!
      rowCount: Int!
      page: Int!
      pageSize: Int!
      "Every day of the range, oldest first."
      series: [StatsDay!]!
    }

    input LeadDetailsInput {
      from: String!
      to: String!
      ${FILTERS}
      "pending, valid, invalid or duplicate."
      status: String
      "Sub-id, click id, lead id; e-mail and phone too except for publishers."
      search: String
      page: Int
      "Default 10."
      pageSize: Int
    }

    type StatsLead {
      id: Int!
      createdAt: String!
      day: String!
      programId: Int!
      programName: String
      campaignId: Int!
      campaignName: String
      publisherClientId: Int!
      "Administrators only."
      publisherName: String
      supportId: Int!
      supportName: String
      subId: String!
      clickId: String
      "Masked for publishers."
      email: String
      "Masked for publishers."
      phone: String
      status: LeadStatus!
      duplicate: Boolean!
      revenue: Float
      payout: Float
    }

    type StatsLeadPage {
      total: Int!
      page: Int!
      pageSize: Int!
      role: StatsRole!
      canSetStatus: Boolean!
      items: [StatsLead!]!
    }

    # One type per kind: a client cache identifies an object by type and id, and a program, a
    # support and a client may share an id (one shared type showed a support's name for a program).
    type StatsProgramOption {
      id: Int!
      name: String!
    }

    type StatsCampaignOption {
      id: Int!
      name: String!
      programId: Int!
    }

    type StatsSupportOption {
      id: Int!
      name: String!
    }

    "A publisher, by its MyAffil client id."
    type StatsPublisherOption {
      id: Int!
      name: String!
    }

    "An advertiser, by its MyAffil client id."
    type StatsAdvertiserOption {
      id: Int!
      name: String!
    }

    type StatsOptions {
      programs: [StatsProgramOption!]!
      campaigns: [StatsCampaignOption!]!
      supports: [StatsSupportOption!]!
      publishers: [StatsPublisherOption!]!
      advertisers: [StatsAdvertiserOption!]!
    }

    type ShootStats {
      id: Int!
      campaignId: Int!
      campaignName: String!
      programName: String!
      publisherClientId: Int!
      supportId: Int!
      supportName: String
      scheduledAt: String!
      day: String!
      state: String!
      volume: Int!
      sent: Int!
      opens: Int!
      "Clicks and leads of the shoot's campaign on its support, send day and the 6 days after."
      clicks: Int!
      leads: Int!
      validLeads: Int!
      revenue: Float
      payout: Float
    }

    type LeadmarketStatsRow {
      day: String!
      categoryId: Int!
      categoryName: String!
      sales: Int!
      exclusive: Int!
      duo: Int!
      trio: Int!
      revenue: Float!
    }

    type LeadmarketCategoryStats {
      categoryId: Int!
      categoryName: String!
      sales: Int!
      exclusive: Int!
      duo: Int!
      trio: Int!
      revenue: Float!
    }

    type LeadmarketDay {
      day: String!
      sales: Int!
      revenue: Float!
    }

    type LeadmarketTotals {
      sales: Int!
      revenue: Float!
      buyers: Int!
    }

    type LeadmarketStats {
      rows: [LeadmarketStatsRow!]!
      categories: [LeadmarketCategoryStats!]!
      series: [LeadmarketDay!]!
      totals: LeadmarketTotals!
    }

    type PublisherExtract {
      userId: Int!
      clientId: Int!
      society: String!
      firstName: String!
      lastName: String!
      email: String!
      phone: String
      status: String!
      createdAt: String!
      supports: Int!
      clicks: Int!
      leads: Int!
      validLeads: Int!
      payout: Float!
      revenue: Float!
    }

    extend type Query {
      "Statistics of a range in the caller's scope (every MyAffil statistics screen)."
      myaffilStats(input: MyaffilStatsInput!): MyaffilStats!
      "Raw leads of a range in the caller's scope, one page."
      myaffilLeadDetails(input: LeadDetailsInput!): StatsLeadPage!
      "The choices of the statistics filters in the caller's scope."
      myaffilStatsOptions: StatsOptions!
      "Shoots with their results: one campaign's (administrators), or a range of the caller's."
      myaffilShootStats(campaignId: Int, from: String, to: String): [ShootStats!]!
      "Marketplace sales per category and day (administrators)."
      myaffilLeadmarketStats(from: String!, to: String!, categoryId: Int): LeadmarketStats!
      "Every publisher with its supports and figures over a range (administrators)."
      myaffilPublisherExtract(from: String!, to: String!): [PublisherExtract!]!
    }
  `,
  resolvers: {
    Query: {
      myaffilStats: async (_, { input }, ctx) => {
        const scope = statsScope(requireCaller(ctx));
        const query = parseOrThrow(myaffilStatsInputSchema, input);
        return myaffilStats(await statsDb(ctx.db), scope, query);
      },
      myaffilLeadDetails: async (_, { input }, ctx) => {
        const scope = statsScope(requireCaller(ctx));
        const page = await leadDetails(ctx.db, scope, parseOrThrow(leadDetailsInputSchema, input));
        return { ...page, items: page.items.map((l) => ({ ...l, createdAt: iso(l.createdAt) })) };
      },
      myaffilStatsOptions: (_, __, ctx) => statsOptions(ctx.db, statsScope(requireCaller(ctx))),
      myaffilShootStats: async (_, args, ctx) => {
        const scope = statsScope(requireCaller(ctx));
        const a = dropNulls(args) as { campaignId?: number; from?: string; to?: string };
        if (a.from || a.to || scope.role !== "admin" || a.campaignId == null)
          parseOrThrow(statsRangeSchema, { from: a.from, to: a.to });
        const rows = await shootStats(await statsDb(ctx.db), scope, a);
        return rows.map((r) => ({ ...r, scheduledAt: iso(r.scheduledAt) }));
      },
      myaffilLeadmarketStats: async (_, args, ctx) => {
        const r = parseOrThrow(statsRangeSchema, args);
        return leadmarketStats(await statsDb(ctx.db), r.from, r.to, args.categoryId ?? null);
      },
      myaffilPublisherExtract: async (_, args, ctx) => {
        const r = parseOrThrow(statsRangeSchema, args);
        const rows = await publisherExtract(await statsDb(ctx.db), r.from, r.to);
        return rows.map((x) => ({ ...x, createdAt: iso(x.createdAt) }));
      },
    },
  },
};
