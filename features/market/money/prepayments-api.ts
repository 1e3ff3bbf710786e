import type { ApiModule } from "@/lib/api/module";
import { requireCaller, requireSelfOrAdmin } from "@/lib/api/guards";
import { prepaymentRefusalSchema, prepaymentRequestSchema } from "@/lib/validation/prepayment";
import { parseInput } from "./server/ledger/errors";
import { bankTransferDetails } from "./server/prepayments/bank";
import { refusePrepayment, validatePrepayment } from "./server/prepayments/decide";
import { createPrepaymentRequest, listPrepayments, type PrepaymentStatus } from "./server/prepayments/requests";

const STATUSES: PrepaymentStatus[] = ["waiting", "validated", "refused"];

/** Top-up requests (mes-prepaiement) and their validation by the accounts desk (ListePresPaiements). */
export const prepaymentsModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    "A top-up request; amounts HT in cents. status: waiting | validated | refused; method: transfer | card."
    type Prepayment {
      id: Int!
      userId: Int!
      clientName: String!
      clientEmail: String!
      amountCents: Int!
      amountTtcCents: Int!
      method: PrepaymentMethod!
      reference: String
      status: PrepaymentStatus!
      createdAt: String!
      decidedAt: String
      decidedByName: String
      refusalReason: String
    }

    "Where bank transfers are sent."
    type BankTransferDetails {
      holder: String!
      iban: String!
      bic: String!
      bank: String!
    }

    input PrepaymentRequestInput {
      amountCents: Int!
      method: String!
    }

    extend type Query {
      "One advertiser's requests (the caller's by default), waiting first."
      myPrepayments(id_utilisateur: Int): [Prepayment!]!
      "Every request (administrators), waiting first; optionally one status or one client."
      prepaymentRequests(status: String, userId: Int): [Prepayment!]!
      marketBankDetails: BankTransferDetails!
    }

    extend type Mutation {
      requestPrepayment(input: PrepaymentRequestInput!): Prepayment!
      validatePrepayment(id: Int!): Prepayment!
      refusePrepayment(id: Int!, reason: String!): Prepayment!
    }
  `,
  resolvers: {
    Query: {
      myPrepayments: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const userId = args.id_utilisateur ?? caller.id;
        requireSelfOrAdmin(ctx, userId);
        return listPrepayments(ctx.db, { userId });
      },
      prepaymentRequests: async (_, args, ctx) => {
        const status = STATUSES.find((s) => s === args.status);
        return listPrepayments(ctx.db, { status, userId: args.userId ?? undefined });
      },
      marketBankDetails: async () => bankTransferDetails(),
    },
    Mutation: {
      requestPrepayment: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const input = parseInput(prepaymentRequestSchema, args.input);
        return createPrepaymentRequest(ctx.db, caller.id, input);
      },
      validatePrepayment: async (_, args, ctx) => {
        const admin = requireCaller(ctx);
        return validatePrepayment(ctx.db, args.id, admin.id);
      },
      refusePrepayment: async (_, args, ctx) => {
        const admin = requireCaller(ctx);
        const input = parseInput(prepaymentRefusalSchema, args);
        return refusePrepayment(ctx.db, input.id, admin.id, input.reason);
      },
    },
  },
};
