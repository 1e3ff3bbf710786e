import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireOwnUser } from "@/features/shell/counts/server/ownership";
import { partnerClients } from "./server/partner";
import { applicationCountsOnce } from "@/features/shell/counts/server/applications";
import { publisherPaymentsOnce } from "@/features/shell/counts/server/payments";
import { acceptedCampaigns, earningsMonthly, recentRefusals } from "./server/publisher";
import { isoOrNull } from "@/lib/api/myaffil/modules/dates";

/** The publishers' home (/dashboard-editeur): its own figures only, or any publisher's for an administrator. */
export const publisherDashboardModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type MonthlyAmount {
      "YYYY-MM, Paris time."
      month: String!
      amount: Float!
    }

    "The publisher's payments on one platform (perf or coreg), cents."
    type PlatformPayments {
      platform: BillingPlatform!
      paidTotal: Float!
      waitingCount: Int!
      waitingTotal: Float!
      lastPaidAt: String
    }

    type ApplicationCounts {
      "Accepted on programs that are not deleted."
      accepted: Int!
      pending: Int!
      refused: Int!
    }

    type AcceptedCampaign {
      programId: Int!
      programName: String!
      programState: RecordState!
      "Campaigns of the program running now."
      runningCampaigns: Int!
      acceptedAt: String
    }

    type Refusal {
      programName: String!
      reason: String
      decidedAt: String
    }

    type PublisherDashboard {
      "Payments made in each of the last 12 months, this one included, oldest first."
      earnings: [MonthlyAmount!]!
      payments: [PlatformPayments!]!
      applications: ApplicationCounts!
      "The ten most recent acceptances."
      acceptedCampaigns: [AcceptedCampaign!]!
      "The three most recent refusals."
      refusals: [Refusal!]!
    }

    extend type Query {
      "The publisher itself, or an administrator."
      publisherDashboard(id_utilisateur: Int!): PublisherDashboard!
    }
  `,
  resolvers: {
    Query: {
      publisherDashboard: async (_, args, ctx) => {
        requireOwnUser(ctx, "af", args.id_utilisateur);
        const clients = await partnerClients(ctx.db, args.id_utilisateur, "af", ctx.caller);
        if (!clients) throw badInput("Not a publisher");
        return clients;
      },
    },
    PublisherDashboard: {
      earnings: (c, _, ctx) => earningsMonthly(ctx.db, c),
      // The bell's own reads (getPaiementAttentAf, getCampagneValideAf), shared within the request.
      payments: async (c, _, ctx) =>
        (await publisherPaymentsOnce(ctx.once, ctx.db, c)).map((p) => ({ ...p, lastPaidAt: isoOrNull(p.lastPaidAt) })),
      applications: (c, _, ctx) => applicationCountsOnce(ctx.once, ctx.db, c.perf),
      acceptedCampaigns: async (c, _, ctx) =>
        (await acceptedCampaigns(ctx.db, c.perf)).map((a) => ({ ...a, acceptedAt: isoOrNull(a.acceptedAt) })),
      refusals: async (c, _, ctx) =>
        (await recentRefusals(ctx.db, c.perf)).map((r) => ({ ...r, decidedAt: isoOrNull(r.decidedAt) })),
    },
  },
};
