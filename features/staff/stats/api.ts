import { SOCIAL_NETWORKS, TELETECH_OUTCOMES } from "@/lib/domain/states";
import type { ApiModule } from "@/lib/api/module";
import { badInput, unauthenticated } from "@/lib/api/errors";
import { ltvClients, ltvCohorts } from "./server/ltv";
import { periodSchema } from "./server/period";
import { socialFigures } from "./server/social";
import { listTeletechCalls, teletechOutcomeCounts, teletechScopeOf } from "./server/teletech";
import { teletechFilterSchema } from "./server/teletech-filter";
import { giftBalances, topAdvertisers, topPublishers } from "./server/top-revenue";

/** Zod's first complaint as the field-keyed BAD_USER_INPUT the forms show. */
function parsed<T>(
  r: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } },
): T {
  if (r.success) return r.data;
  throw badInput("Invalid filter", { [String(r.error.issues[0]?.path[0] ?? "filter")]: "invalid" });
}

const COHORT = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Staff statistics (issue 13): /StatsTopCaAnOrAf, /ltv, /statsSocialMedia, /TeletechLeads. Read-only;
 * who may read each field is the authorization table's (lib/access/policies/auth.ts).
 */
export const staffStatsModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    enum SocialNetwork { ${SOCIAL_NETWORKS.join(" ")} }
    enum TeletechOutcome { ${TELETECH_OUTCOMES.join(" ")} }
    "Paris days (YYYY-MM-DD), both included."
    input StatsPeriod {
      from: String!
      to: String!
    }
    type TopAdvertiser {
      userId: Int!
      name: String!
      society: String!
      "HT cents."
      perfCents: Float!
      marketCents: Float!
      totalCents: Float!
    }
    type TopPublisher {
      userId: Int!
      name: String!
      society: String!
      leads: Int!
      revenueCents: Float!
      payoutCents: Float!
    }
    type TopRevenue {
      advertisers: [TopAdvertiser!]!
      publishers: [TopPublisher!]!
    }
    type GiftBalance {
      userId: Int!
      points: Int!
    }
    type LtvCohort {
      "Sign-up month, YYYY-MM."
      cohort: String!
      clients: Int!
      revenueCents: Float!
      marginCents: Float!
      revenuePerClientCents: Float!
      marginPerClientCents: Float!
      monthsActive: Float!
    }
    type LtvClient {
      userId: Int!
      name: String!
      society: String!
      cohort: String!
      revenueCents: Float!
      marginCents: Float!
      monthsActive: Int!
    }
    type LtvClientPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [LtvClient!]!
    }
    type NetworkFigures {
      network: SocialNetwork!
      clicks: Int!
      leads: Int!
      revenueCents: Float!
    }
    type TeletechCall {
      id: Int!
      leadId: Float!
      leadEmail: String
      leadPhone: String
      campaignId: Int!
      campaignName: String!
      calledAt: String!
      outcome: TeletechOutcome!
      agent: String!
      note: String!
    }
    type TeletechCallPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [TeletechCall!]!
    }
    type TeletechOutcomeCount {
      outcome: TeletechOutcome!
      count: Int!
    }
    "Empty strings mean any; from and to are Paris call days, both included."
    input TeletechFilter {
      outcome: String
      campaign: String
      lead: String
      from: String
      to: String
    }

    extend type Query {
      "The ten advertisers and ten publishers who brought in the most over the period."
      topRevenue(period: StatsPeriod!): TopRevenue!
      "The gift-points balance of the given users (at most 100)."
      giftBalances(userIds: [Int!]!): [GiftBalance!]!
      "Lifetime value per sign-up cohort of the advertisers."
      ltvCohorts: [LtvCohort!]!
      "The advertisers' lifetime figures, one cohort or all, highest revenue first, 10 per page."
      ltvClients(cohort: String, page: Int): LtvClientPage!
      "Clicks, leads and revenue by social network over the period."
      socialMedia(period: StatsPeriod!): [NetworkFigures!]!
      "Teletech's calls on leads (a publisher: its own leads only), latest first, 10 per page."
      teletechCalls(filter: TeletechFilter, page: Int): TeletechCallPage!
      "How many of those calls ended in each outcome (all filters but the outcome)."
      teletechOutcomes(filter: TeletechFilter): [TeletechOutcomeCount!]!
    }
  `,
  resolvers: {
    Query: {
      topRevenue: async (_, args, ctx) => {
        const period = parsed(periodSchema.safeParse(args.period));
        const [advertisers, publishers] = await Promise.all([
          topAdvertisers(ctx.db, period),
          topPublishers(ctx.db, period),
        ]);
        return { advertisers, publishers };
      },
      giftBalances: (_, args, ctx) => giftBalances(ctx.db, args.userIds),
      ltvCohorts: (_, __, ctx) => ltvCohorts(ctx.db),
      ltvClients: (_, args, ctx) => {
        if (args.cohort && !COHORT.test(args.cohort)) throw badInput("Invalid cohort", { cohort: "invalid" });
        return ltvClients(ctx.db, args.cohort, args.page ?? 1);
      },
      socialMedia: (_, args, ctx) => socialFigures(ctx.db, parsed(periodSchema.safeParse(args.period))),
      teletechCalls: (_, args, ctx) => {
        if (!ctx.caller) throw unauthenticated();
        const filter = parsed(teletechFilterSchema.safeParse(args.filter ?? {}));
        return listTeletechCalls(ctx.db, teletechScopeOf(ctx.caller), filter, args.page ?? 1);
      },
      teletechOutcomes: (_, args, ctx) => {
        if (!ctx.caller) throw unauthenticated();
        const filter = parsed(teletechFilterSchema.safeParse(args.filter ?? {}));
        return teletechOutcomeCounts(ctx.db, teletechScopeOf(ctx.caller), filter);
      },
    },
  },
};
