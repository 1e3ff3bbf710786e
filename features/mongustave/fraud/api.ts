import { z } from "zod";
import { MG_FRAUD_REASONS } from "@/lib/domain/states";
import { calendarDay } from "@/lib/validation/myaffil-stats";
import type { ApiModule } from "@/lib/api/module";
import { requireCaller } from "@/lib/api/guards";
import { parseInput } from "@/features/market/money/server/ledger/errors";
import { FRAUD_QUEUE_STATES, fraudQueue } from "./server/fraud-queue";
import { FRAUD_DECISIONS, MAX_BULK, reviewFraudCases } from "./server/fraud-review";

const filterSchema = z.object({
  state: z.enum(FRAUD_QUEUE_STATES).nullish(),
  reason: z.enum(MG_FRAUD_REASONS).nullish(),
  from: calendarDay.nullish(),
  to: calendarDay.nullish(),
  search: z.string().max(100).nullish(),
  page: z.number().int().min(1).max(100_000).nullish(),
});
const reviewSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(MAX_BULK),
  decision: z.enum(FRAUD_DECISIONS),
  note: z.string().max(500).nullish(),
});

/** /weedomarket/admin/stats/fraude_mongustave: the Mon Gustave fraud review queue and its decisions. */
export const mongustaveFraudModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type MgFraudDelivery {
      id: Int!
      clientId: Int!
      clientName: String!
      webServiceName: String!
      "pending | accepted | refused | error | timeout"
      state: String!
      priceCents: Int!
    }
    "A lead that made a rule fire with the case: same IP or device within 10 minutes, same e-mail or phone within 30 days."
    type MgFraudRelatedLead {
      id: Int!
      createdAt: String!
      "ip | device | email | phone"
      match: String!
      firstname: String!
      lastname: String!
      email: String!
      phone: String!
      ip: String
      fraudState: MgFraudState!
      clients: String!
    }
    type MgFraudCase {
      id: Int!
      createdAt: String!
      product: String!
      source: String!
      firstname: String!
      lastname: String!
      email: String!
      phone: String!
      postcode: String!
      city: String
      ip: String
      deviceId: String
      fraudState: MgFraudState!
      fraudReasons: [MgFraudReason!]!
      reviewedAt: String
      reviewedByName: String
      reviewNote: String
      "What its accepted deliveries bill (0 once confirmed)."
      billedCents: Int!
      deliveries: [MgFraudDelivery!]!
      related: [MgFraudRelatedLead!]!
    }
    type MgFraudCounts {
      suspected: Int!
      confirmed: Int!
      cleared: Int!
    }
    type MgFraudQueue {
      total: Int!
      counts: MgFraudCounts!
      rows: [MgFraudCase!]!
    }
    type MgFraudReviewResult {
      updated: [Int!]!
      skipped: [Int!]!
      "Confirmed leads sold in a Mon Gustave month already validated: a credit note corrects their invoice."
      inValidatedMonth: [Int!]!
    }
    input MgFraudQueueInput {
      "suspected (default) | confirmed | cleared | all"
      state: String
      reason: String
      from: String
      to: String
      search: String
      page: Int
    }
    input MgFraudReviewInput {
      ids: [Int!]!
      "confirm | clear | reopen"
      decision: String!
      "Required to confirm."
      note: String
    }
    extend type Query {
      "The fraud review queue, 10 cases per page, newest first."
      mgFraudQueue(filter: MgFraudQueueInput): MgFraudQueue!
    }
    extend type Mutation {
      reviewMgFraud(input: MgFraudReviewInput!): MgFraudReviewResult!
    }
  `,
  resolvers: {
    Query: {
      mgFraudQueue: async (_, args, ctx) => {
        const f = parseInput(filterSchema, args.filter ?? {});
        const q = await fraudQueue(ctx.db, {
          state: f.state ?? "suspected",
          reason: f.reason ?? undefined,
          from: f.from ?? undefined,
          to: f.to ?? undefined,
          search: f.search ?? undefined,
          page: f.page ?? 1,
        });
        return {
          ...q,
          rows: q.rows.map((r) => ({
            ...r,
            createdAt: r.createdAt.toISOString(),
            reviewedAt: r.reviewedAt?.toISOString() ?? null,
            related: r.related.map((x) => ({ ...x, createdAt: x.createdAt.toISOString() })),
          })),
        };
      },
    },
    Mutation: {
      reviewMgFraud: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const input = parseInput(reviewSchema, args.input);
        return reviewFraudCases(ctx.db, { id: caller.id, ip: ctx.ip }, input);
      },
    },
  },
};
