import type { ApiModule } from "@/lib/api/module";
import { requireCaller } from "@/lib/api/guards";
import { oneInvoice } from "@/features/billing/invoices/api";
import { generateMarketMonthInvoices } from "./server/settle";
import { settlementMonths } from "./server/months";

/**
 * The Weedo market month's final invoices (factures de solde) in the auth API: the ended months
 * that have something to bill, and issuing them. Policies in lib/access/policies/auth.ts.
 */
export const marketSettlementModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type SettlementMonth {
      "Its first day (YYYY-MM-DD)."
      month: String!
      "Marketplace buyers with something to bill that month."
      clients: Int!
      "How many of them have their final invoice."
      invoiced: Int!
      "Validated prepayments received before its end without their facture d'acompte: to invoice first."
      prepayments_to_invoice: Int!
    }

    extend type Query {
      "Ended months of the last year in which marketplace buyers consumed leads, newest first."
      marketSettlementMonths: [SettlementMonth!]!
    }

    extend type Mutation {
      "Issues the Weedo market final invoices of an ended month, deducting the acomptes they settle; invoiced buyers are skipped."
      generateMarketMonthInvoices(month: String!): GeneratedInvoices!
    }
  `,
  resolvers: {
    Query: {
      marketSettlementMonths: (_, __, ctx) => settlementMonths(ctx.db),
    },
    Mutation: {
      generateMarketMonthInvoices: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const r = await generateMarketMonthInvoices(ctx.db, { month: args.month }, { id: caller.id, ip: ctx.ip });
        return {
          issued: await Promise.all(r.issued.map((i) => oneInvoice(ctx.db, i.id))),
          skipped: r.skipped.length,
        };
      },
    },
  },
};
