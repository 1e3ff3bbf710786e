import { badInput } from "@/lib/api/errors";
import type { ApiModule } from "@/lib/api/module";
import { prepaymentsToInvoice } from "./server/prepayments-to-invoice";

/**
 * The validated marketplace prepayments still to invoice (/report/facturesWeedoMarket): the finance
 * screen lists them beside the Weedo market invoices and issues each one's invoice with
 * generatePrepaymentInvoice (invoices module).
 */
export const prepaymentInvoicesModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type PrepaymentToInvoice {
      id: Int!
      reference: String
      "HT cents credited to the advertiser's balance."
      amount_cents: Float!
      "When an administrator validated it."
      decided_at: String
      client_id: Int!
      client_name: String!
    }

    type PrepaymentsToInvoice {
      "All those the search selects, however many are listed."
      total: Int!
      page: Int!
      "The oldest validations first, ten a page."
      rows: [PrepaymentToInvoice!]!
    }

    extend type Query {
      "Validated marketplace prepayments without their Weedo market invoice yet (search: client name, reference or client id)."
      prepaymentsToInvoice(page: Int, search: String): PrepaymentsToInvoice!
    }
  `,
  resolvers: {
    Query: {
      prepaymentsToInvoice: async (_, args, ctx) => {
        const page = args.page ?? 1;
        const search = args.search ?? "";
        if (!Number.isSafeInteger(page) || page < 1 || page > 100_000 || search.length > 100)
          throw badInput("Invalid filter", { filter: "invalid" });
        const r = await prepaymentsToInvoice(ctx.db, { page, search });
        return {
          total: r.total,
          page: r.page,
          rows: r.rows.map((p) => ({
            id: p.id,
            reference: p.reference,
            amount_cents: p.amountCents,
            decided_at: p.decidedAt ? new Date(p.decidedAt).toISOString() : null,
            client_id: p.clientId,
            client_name: p.clientName,
          })),
        };
      },
    },
  },
};
