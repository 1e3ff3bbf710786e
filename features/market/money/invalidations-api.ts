import { z } from "zod";
import type { ApiModule } from "@/lib/api/module";
import { requireCaller, requireSelfOrAdmin } from "@/lib/api/guards";
import {
  INVALIDATION_OUTCOME_VALUES,
  INVALIDATION_REASON_VALUES,
  invalidationDecisionSchema,
  invalidationPolicySchema,
  invalidationRequestSchema,
} from "@/lib/validation/invalidation";
import { calendarDay } from "@/lib/validation/myaffil-stats";
import { parseInput } from "./server/ledger/errors";
import {
  decideInvalidations,
  listBoughtLeads,
  listInvalidations,
  requestInvalidation,
  returnRate,
} from "./server/invalidations/invalidations";
import { getInvalidationPolicy, setInvalidationPolicy } from "./server/invalidations/policy";

const rangeSchema = z.object({ from: calendarDay.nullish(), to: calendarDay.nullish() });
const filterSchema = rangeSchema.extend({
  userId: z.number().int().positive().nullish(),
  outcome: z.enum(INVALIDATION_OUTCOME_VALUES).nullish(),
  reason: z.enum(INVALIDATION_REASON_VALUES).nullish(),
});
const opt = <T>(v: T | null | undefined) => v ?? undefined;

/** Bought leads (mesLeads), invalidation requests and their decision (leadsDevalides), the policy. */
export const invalidationsModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    "A lead the advertiser bought, with its invalidation state (null when none was asked)."
    type BoughtLead {
      saleId: Int!
      leadId: Int!
      boughtAt: String!
      category: String!
      firstName: String!
      lastName: String!
      phone: String!
      email: String!
      postcode: String!
      priceCents: Int!
      saleType: SaleType!
      orderId: Int
      invalidationId: Int
      "being_processed | valid | accepted | refused"
      invalidationOutcome: InvalidationOutcome
      invalidationReason: InvalidationReason
      decisionNote: String
    }

    "reason: no_answer | no_request | fake_phone | number_not_allocated | ws_refused | no_ws_return."
    type Invalidation {
      id: Int!
      saleId: Int!
      userId: Int!
      clientName: String!
      leadId: Int!
      leadName: String!
      phone: String!
      email: String!
      postcode: String!
      category: String!
      priceCents: Int!
      soldAt: String!
      reason: InvalidationReason!
      comment: String!
      outcome: InvalidationOutcome!
      decisionNote: String
      decidedAt: String
      decidedByName: String
      createdAt: String!
      "The refund written to the ledger when accepted."
      refundCents: Int
    }

    type InvalidationDecision {
      updated: [Invalidation!]!
      "Requests left as they were: already accepted (refunded), which is final."
      skipped: [Int!]!
    }

    type InvalidationPolicy {
      maxLeadAgeDays: Int!
      maxReturnRatePercent: Int!
    }

    "Over the last 30 days: requests open or accepted against leads bought."
    type ReturnRate {
      sales: Int!
      returns: Int!
      ratePercent: Float!
    }

    input InvalidationRequestInput {
      saleId: Int!
      reason: String!
      comment: String
    }

    input InvalidationDecisionInput {
      ids: [Int!]!
      outcome: String!
      note: String
    }

    input InvalidationFilterInput {
      userId: Int
      outcome: String
      reason: String
      from: String
      to: String
    }

    input InvalidationPolicyInput {
      maxLeadAgeDays: Int!
      maxReturnRatePercent: Int!
    }

    extend type Query {
      "The leads an advertiser bought (the caller's by default), newest first."
      myLeads(id_utilisateur: Int, from: String, to: String): [BoughtLead!]!
      myReturnRate(id_utilisateur: Int): ReturnRate!
      "Invalidation requests (administrators), open ones first."
      invalidationRequests(filter: InvalidationFilterInput): [Invalidation!]!
      invalidationPolicy: InvalidationPolicy!
    }

    extend type Mutation {
      requestInvalidation(input: InvalidationRequestInput!): Invalidation!
      decideInvalidations(input: InvalidationDecisionInput!): InvalidationDecision!
      setInvalidationPolicy(input: InvalidationPolicyInput!): InvalidationPolicy!
    }
  `,
  resolvers: {
    Query: {
      myLeads: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const userId = args.id_utilisateur ?? caller.id;
        requireSelfOrAdmin(ctx, userId);
        const r = parseInput(rangeSchema, { from: args.from, to: args.to });
        return listBoughtLeads(ctx.db, userId, { from: opt(r.from), to: opt(r.to) });
      },
      myReturnRate: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const userId = args.id_utilisateur ?? caller.id;
        requireSelfOrAdmin(ctx, userId);
        return returnRate(ctx.db, userId);
      },
      invalidationRequests: async (_, args, ctx) => {
        const f = parseInput(filterSchema, args.filter ?? {});
        return listInvalidations(ctx.db, {
          userId: opt(f.userId),
          outcome: opt(f.outcome),
          reason: opt(f.reason),
          from: opt(f.from),
          to: opt(f.to),
        });
      },
      invalidationPolicy: async (_, __, ctx) => getInvalidationPolicy(ctx.db),
    },
    Mutation: {
      requestInvalidation: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const input = parseInput(invalidationRequestSchema, args.input);
        return requestInvalidation(ctx.db, caller.id, input);
      },
      decideInvalidations: async (_, args, ctx) => {
        const admin = requireCaller(ctx);
        const input = parseInput(invalidationDecisionSchema, args.input);
        return decideInvalidations(ctx.db, admin.id, input);
      },
      setInvalidationPolicy: async (_, args, ctx) => {
        return setInvalidationPolicy(ctx.db, parseInput(invalidationPolicySchema, args.input));
      },
    },
  },
};
