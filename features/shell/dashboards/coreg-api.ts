import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireOwnUser } from "@/features/shell/counts/server/ownership";
import { publisherPaymentsOnce } from "@/features/shell/counts/server/payments";
import { coregClients, coregMonths, coregPublisherMonths } from "./server/coreg";
import { partnerClients } from "./server/partner";
import { isoOrNull } from "@/lib/api/myaffil/modules/dates";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The co-registration dashboards: /weedocoreg (administrators: every client's MyCoreg figures per
 * month, the month's clients) and /mycoreg/editeur/dashboard (a publisher: its own months, their
 * invoice calls, and its coreg payments, the bell's own read of them).
 */
export const coregDashboardModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type CoregMonth {
      "YYYY-MM."
      month: String!
      "open or validated (the MyCoreg month review)."
      status: String!
      leads: Int!
      validLeads: Int!
      "HT cents, advertisers' side (reviewed lines with their adjustments when the review has them)."
      revenue: Float!
      "HT cents, publishers' side."
      publisherCost: Float!
    }

    type CoregClientFigures {
      "advertiser or publisher."
      side: String!
      clientId: Int!
      name: String!
      leads: Int!
      validLeads: Int!
      amount: Float!
    }

    type CoregPublisherMonth {
      month: String!
      status: String!
      leads: Int!
      validLeads: Int!
      "HT cents earned (reviewed lines when the review has them)."
      earnings: Float!
      "Its invoice call of the month (waiting_invoice … paid), null before the month is validated."
      callStatus: String
    }

    type CoregPayments {
      paidTotal: Float!
      waitingCount: Int!
      waitingTotal: Float!
      lastPaidAt: String
    }

    type CoregPublisherDashboard {
      months: [CoregPublisherMonth!]!
      payments: CoregPayments!
    }

    extend type Query {
      "MyCoreg per month over the last twelve months, oldest first (administrators)."
      coregMonths: [CoregMonth!]!
      "Each MyCoreg client's figures of one month (YYYY-MM), advertisers then publishers (administrators)."
      coregClients(month: String!): [CoregClientFigures!]!
      "A publisher's co-registration months and coreg payments: itself, or an administrator."
      coregPublisherDashboard(id_utilisateur: Int!): CoregPublisherDashboard!
    }
  `,
  resolvers: {
    Query: {
      coregMonths: (_, __, ctx) =>
        coregMonths(ctx.db).then((rows) =>
          rows.map((m) => ({ ...m, revenue: m.revenueCents, publisherCost: m.publisherCostCents })),
        ),
      coregClients: (_, args, ctx) => {
        if (!MONTH.test(args.month)) throw badInput("Invalid month", { month: "invalid" });
        return coregClients(ctx.db, args.month).then((rows) => rows.map((c) => ({ ...c, amount: c.amountCents })));
      },
      coregPublisherDashboard: async (_, args, ctx) => {
        requireOwnUser(ctx, "af", args.id_utilisateur);
        const c = await partnerClients(ctx.db, args.id_utilisateur, "af", ctx.caller);
        if (!c) throw badInput("Not a publisher");
        const [months, payments] = await Promise.all([
          c.coreg == null ? [] : coregPublisherMonths(ctx.db, c.coreg),
          publisherPaymentsOnce(ctx.once, ctx.db, c),
        ]);
        const coreg = payments.find((p) => p.platform === "coreg")!;
        return {
          months: months.map((m) => ({ ...m, earnings: m.earningsCents })),
          payments: { ...coreg, lastPaidAt: isoOrNull(coreg.lastPaidAt) },
        };
      },
    },
  },
};
