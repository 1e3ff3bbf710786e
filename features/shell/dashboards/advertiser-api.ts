import { recentCreditNotesOnce } from "@/features/billing/recent-credit-notes";
import { isLowBalance } from "@/lib/constants";
import { balanceOnce } from "@/features/market/money/server/balance/balance-once";
import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireOwnUser } from "@/features/shell/counts/server/ownership";
import { programCounts, recentPrograms } from "./server/advertiser-programs";
import { documentsToSign, invoicesWaiting, spendDaily } from "./server/advertiser-money";
import { advertiserOrders } from "./server/advertiser-orders";
import { dashboardLeads } from "./server/leads";
import { partnerClients, type PartnerClients } from "./server/partner";
import { iso } from "@/lib/api/myaffil/modules/dates";

const NO_PROGRAMS = { running: 0, paused: 0, deleted: 0, awaitingValidation: 0 };

/** The advertisers' home (/dashboard-annonceur): its own figures only, or any advertiser's for an administrator. */
export const advertiserDashboardModule: ApiModule<"myaffil"> = {
  typeDefs: /* GraphQL */ `
    type ProgramCounts {
      running: Int!
      paused: Int!
      deleted: Int!
      "Not deleted and waiting for an administrator's validation."
      awaitingValidation: Int!
    }

    type ProgramSummary {
      id: Int!
      name: String!
      "valide, pause or supprime."
      state: RecordState!
      "pending or validated."
      validation: ProgramValidation!
      campaigns: Int!
      "Publishers accepted on the program."
      publishers: Int!
      createdAt: String!
    }

    "Marketplace balance, cents; low follows the top bar's rule (20 % of the last prepayment above the balance)."
    type DashboardBalance {
      soldeHt: Float!
      soldeTtc: Float!
      lastPrepaiement: Float
      low: Boolean!
    }

    type DailyAmount {
      "YYYY-MM-DD, Paris time."
      day: String!
      amount: Float!
    }

    type DocumentToSign {
      id: Int!
      title: String!
      createdAt: String!
    }

    type WaitingInvoice {
      id: Int!
      number: String!
      "perf, coreg or market."
      platform: BillingPlatform!
      amount: Float!
      issuedAt: String!
    }

    type InvoicesWaiting {
      count: Int!
      total: Float!
      "The ten most recent."
      items: [WaitingInvoice!]!
    }

    type RecentCreditNote {
      id: Int!
      number: String!
      platform: BillingPlatform!
      "The invoice it corrects."
      invoiceNumber: String!
      "TTC cents."
      amount: Float!
      issuedAt: String!
    }

    type RecentCreditNotes {
      "Every credit note of the last 30 days, however many are listed."
      count: Int!
      total: Float!
      "The five most recent."
      items: [RecentCreditNote!]!
    }

    type AdvertiserDashboard {
      programCounts: ProgramCounts!
      "The six most recent programs that are not deleted."
      recentPrograms: [ProgramSummary!]!
      "Whether the advertiser buys leads on the marketplace."
      marketplaceClient: Boolean!
      "Null when the advertiser is not a marketplace client."
      balance: DashboardBalance
      "Marketplace spend of each of the last 30 days, today included."
      spend: [DailyAmount!]!
      documentsToSign: [DocumentToSign!]!
      invoicesWaiting: InvoicesWaiting!
      "Credit notes of the last 30 days on the clients of its invoices (the bell counts the same)."
      recentCreditNotes: RecentCreditNotes!
      "The advertiser's marketplace orders; null when it is not a marketplace client."
      orders: DashboardOrders
      "Leads of the last 30 days: on its programs (MyAffil) and bought on the marketplace."
      leads: DashboardLeads!
    }

    type DashboardOrder {
      id: Int!
      categoryName: String!
      "in_progress, paused, completed or cancelled."
      state: String!
      delivered: Int!
      totalVolume: Int!
      createdAt: String!
    }

    type DashboardOrders {
      inProgress: Int!
      paused: Int!
      completed: Int!
      "The five most recent."
      recent: [DashboardOrder!]!
    }

    extend type Query {
      "The advertiser itself, or an administrator."
      advertiserDashboard(id_utilisateur: Int!): AdvertiserDashboard!
    }
  `,
  resolvers: {
    Query: {
      advertiserDashboard: async (_, args, ctx) => {
        requireOwnUser(ctx, "an", args.id_utilisateur);
        const clients = await partnerClients(ctx.db, args.id_utilisateur, "an", ctx.caller);
        if (!clients) throw badInput("Not an advertiser");
        return clients;
      },
    },
    AdvertiserDashboard: {
      programCounts: (c, _, ctx) => (c.perf != null ? programCounts(ctx.db, c.perf) : NO_PROGRAMS),
      recentPrograms: async (c, _, ctx) =>
        c.perf != null
          ? (await recentPrograms(ctx.db, c.perf)).map((p) => ({ ...p, createdAt: iso(p.createdAt) }))
          : [],
      marketplaceClient: (c) => c.market != null,
      balance: async (c, _, ctx) => {
        if (c.market == null) return null;
        const b = await balanceOnce(ctx.once, ctx.db, c.userId);
        return { ...b, low: isLowBalance(b.soldeHt, b.lastPrepaiement) };
      },
      spend: (c, _, ctx) => spendDaily(ctx.db, c.userId),
      documentsToSign: async (c, _, ctx) =>
        (await documentsToSign(ctx.once, ctx.db, c.userId)).map((d) => ({ ...d, createdAt: iso(d.createdAt) })),
      invoicesWaiting: async (c, _, ctx) => {
        const w = await invoicesWaiting(ctx.once, ctx.db, c);
        return { ...w, items: w.items.map((i) => ({ ...i, issuedAt: iso(i.issuedAt) })) };
      },
      recentCreditNotes: async (c, _, ctx) => {
        const r = await recentCreditNotesOnce(ctx.once, ctx.db, { perf: c.perf, coreg: c.coreg });
        return { ...r, items: r.items.map((n) => ({ ...n, issuedAt: iso(n.issuedAt) })) };
      },
      orders: async (c: PartnerClients, _, ctx) => {
        if (c.market == null) return null;
        const o = await advertiserOrders(ctx.db, c.userId);
        return { ...o, recent: o.recent.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) };
      },
      leads: (c: PartnerClients, _, ctx) =>
        dashboardLeads(ctx.db, 30, { advertiserClientId: c.perf, buyerUserId: c.userId }),
    },
  },
};
