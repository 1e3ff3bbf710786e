import { z } from "zod";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import type { ApiModule } from "@/lib/api/module";
import { publisherDeals } from "./server/publisher-deals";

const filterSchema = z.object({
  dealId: z.number().int().positive().nullish(),
  year: z.number().int().min(2000).max(2100).nullish(),
});

/** /datadeal/editeur/dashboard: a publisher's data deals and what their contacts earn. */
export const datadealModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    "What a deal's contacts became (today's state); payable = every contact but the invalid ones."
    type DatadealFigures {
      collected: Int!
      active: Int!
      unsubscribed: Int!
      bounced: Int!
      invalid: Int!
      payable: Int!
      earningsCents: Float!
    }
    type DatadealDeal {
      id: Int!
      source: String!
      priceCents: Int!
      startedOn: String!
      endedOn: String
      state: String!
      figures: DatadealFigures!
    }
    type DatadealMonth {
      dealId: Int!
      source: String!
      "YYYY-MM (Paris) of the contacts' consent."
      month: String!
      priceCents: Int!
      figures: DatadealFigures!
    }
    type DatadealEarningsMonth {
      month: String!
      earningsCents: Float!
    }
    type DatadealPublisher {
      deals: [DatadealDeal!]!
      months: [DatadealMonth!]!
      earningsByMonth: [DatadealEarningsMonth!]!
      totals: DatadealFigures!
      years: [Int!]!
    }
    extend type Query {
      "The caller's (a publisher's) data deals; dealId and year narrow the months, totals and chart."
      datadealPublisher(dealId: Int, year: Int): DatadealPublisher!
    }
  `,
  resolvers: {
    Query: {
      datadealPublisher: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const parsed = filterSchema.safeParse(args);
        if (!parsed.success) throw badInput("Invalid filter.");
        return publisherDeals(ctx.db, caller.id, parsed.data);
      },
    },
  },
};
