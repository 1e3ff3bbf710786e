import type { ApiModule } from "@/lib/api/module";
import { adminDaily } from "./server/admin-daily";
import { adminKpis } from "./server/admin-kpis";
import { adminBilling, adminQueues } from "./server/admin-queues";
import { dashboardLeads } from "./server/leads";

/** The dashboard has no state of its own: each section reads its figures (the mapper in codegen.ts). */
export type AdminDashboardRoot = Record<string, never>;
const ADMIN_DASHBOARD: AdminDashboardRoot = {};

/**
 * The administrators' home (/dashboard). Each field is computed only when asked for, so a page
 * that needs the queues alone does not pay for the chart.
 */
export const adminDashboardModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    "One period's figures across products. Amounts are integer cents (Float: totals may pass 2^31)."
    type AdminPeriodKpis {
      "Marketplace revenue: the lead sale debits of the advertisers' balances."
      marketplaceRevenue: Float!
      marketplaceSales: Int!
      "Invoices issued to advertisers, every platform."
      invoiced: Float!
      "Remuneration requested by publishers (performance and co-registration)."
      publisherCosts: Float!
      "Performance and co-registration invoiced minus publisher remuneration; null when the period has neither."
      margin: Float
      prepaymentsValidated: Int!
      prepaymentsValidatedAmount: Float!
      "Advertiser and publisher sign-ups."
      newMembers: Int!
    }

    "Today and month to date, in Paris time."
    type AdminKpis {
      today: AdminPeriodKpis!
      monthToDate: AdminPeriodKpis!
    }

    type AdminDay {
      "YYYY-MM-DD, Paris time."
      day: String!
      "Marketplace sales, cents."
      sales: Float!
      signUps: Int!
    }

    "What the administrators have to process."
    type AdminQueues {
      members: Int!
      applications: Int!
      ois: Int!
      prepayments: Int!
      programs: Int!
    }

    "Money still to collect from advertisers and to pay to publishers on one platform (perf, coreg, market)."
    type PlatformBilling {
      platform: BillingPlatform!
      invoicesWaiting: Int!
      invoicesWaitingAmount: Float!
      paymentsWaiting: Int!
      paymentsWaitingAmount: Float!
    }

    type AdminDashboard {
      kpis: AdminKpis!
      "The last 30 days, today included, oldest first."
      daily: [AdminDay!]!
      queues: AdminQueues!
      billing: [PlatformBilling!]!
      "Leads of today (days: 1) or of the last days, today included (at most 90)."
      leads(days: Int!): DashboardLeads!
    }

    "Leads over the Paris days from 'from' to today: MyAffil (received, valid, invalid) and marketplace sales."
    type DashboardLeads {
      "YYYY-MM-DD."
      from: String!
      received: Int!
      valid: Int!
      invalid: Int!
      "Marketplace leads sold (administrators) or bought (an advertiser)."
      marketplace: Int!
    }

    extend type Query {
      "Administrators only (ad, tem, ma)."
      adminDashboard: AdminDashboard!
    }
  `,
  resolvers: {
    Query: {
      adminDashboard: () => ADMIN_DASHBOARD,
    },
    AdminDashboard: {
      kpis: (_, __, ctx) => adminKpis(ctx.db),
      daily: (_, __, ctx) => adminDaily(ctx.db),
      queues: (_, __, ctx) => adminQueues(ctx.once),
      billing: (_, __, ctx) => adminBilling(ctx.db),
      leads: (_, args: { days: number }, ctx) =>
        dashboardLeads(ctx.db, Math.min(90, Math.max(1, Math.trunc(args.days))), null),
    },
  },
};
