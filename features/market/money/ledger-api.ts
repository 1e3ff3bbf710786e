import { z } from "zod";
import type { ApiModule } from "@/lib/api/module";
import { requireCaller, requireSelfOrAdmin } from "@/lib/api/guards";
import { adjustmentSchema } from "@/lib/validation/adjustment";
import { calendarDay } from "@/lib/validation/myaffil-stats";
import { parseInput } from "./server/ledger/errors";
import {
  adjustBalance,
  balanceHistory,
  ledgerTotals,
  LEDGER_ROW_LIMIT,
  listLedger,
  listMarketClients,
  type LedgerFilter,
} from "./server/ledger/ledger";

const KINDS = ["prepayment", "sale", "refund", "promo", "adjustment"] as const;
const filterSchema = z.object({
  userId: z.number().int().positive().nullish(),
  kind: z.enum(KINDS, { error: "kind" }).nullish(),
  from: calendarDay.nullish(),
  to: calendarDay.nullish(),
});

function toFilter(v: z.infer<typeof filterSchema>): LedgerFilter {
  return { userId: v.userId ?? undefined, kind: v.kind ?? undefined, from: v.from ?? undefined, to: v.to ?? undefined };
}

/** The append-only balance ledger: an advertiser's movements, the admin's Transactions, adjustments. */
export const ledgerModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    "One balance movement, HT cents (credits positive, debits negative). kind: prepayment | sale | refund | promo | adjustment."
    type LedgerEntry {
      id: Int!
      userId: Int!
      clientName: String!
      kind: LedgerKind!
      amountCents: Int!
      reason: String
      prepaymentReference: String
      saleId: Int
      invalidationId: Int
      createdAt: String!
      createdByName: String
    }

    type LedgerTotals {
      count: Int!
      credits: Int!
      debits: Int!
      net: Int!
    }

    type LedgerPage {
      rows: [LedgerEntry!]!
      totals: LedgerTotals!
      "More rows matched than were returned (narrow the filter)."
      truncated: Boolean!
    }

    "The balance at the end of a Paris day."
    type BalancePoint {
      day: String!
      balance: Int!
    }

    type LedgerClient {
      id: Int!
      name: String!
      email: String!
    }

    input LedgerFilterInput {
      userId: Int
      kind: String
      from: String
      to: String
    }

    input AdjustmentInput {
      userId: Int!
      amountCents: Int!
      reason: String!
    }

    extend type Query {
      "An advertiser's ledger (the caller's by default), newest first."
      myLedger(id_utilisateur: Int): LedgerPage!
      balanceHistory(id_utilisateur: Int, days: Int): [BalancePoint!]!
      "The whole ledger (administrators), filtered."
      transactions(filter: LedgerFilterInput): LedgerPage!
      ledgerClients: [LedgerClient!]!
    }

    extend type Mutation {
      adjustBalance(input: AdjustmentInput!): LedgerEntry!
    }
  `,
  resolvers: {
    Query: {
      myLedger: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const userId = args.id_utilisateur ?? caller.id;
        requireSelfOrAdmin(ctx, userId);
        const [rows, totals] = await Promise.all([listLedger(ctx.db, { userId }), ledgerTotals(ctx.db, { userId })]);
        return { rows, totals, truncated: totals.count > rows.length };
      },
      balanceHistory: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const userId = args.id_utilisateur ?? caller.id;
        requireSelfOrAdmin(ctx, userId);
        const days = Math.min(Math.max(args.days ?? 90, 7), 366);
        return balanceHistory(ctx.db, userId, days);
      },
      transactions: async (_, args, ctx) => {
        const f = toFilter(parseInput(filterSchema, args.filter ?? {}));
        const [rows, totals] = await Promise.all([listLedger(ctx.db, f, LEDGER_ROW_LIMIT), ledgerTotals(ctx.db, f)]);
        return { rows, totals, truncated: totals.count > rows.length };
      },
      ledgerClients: async (_, __, ctx) => listMarketClients(ctx.db),
    },
    Mutation: {
      adjustBalance: async (_, args, ctx) => {
        const admin = requireCaller(ctx);
        return adjustBalance(ctx.db, admin.id, parseInput(adjustmentSchema, args.input));
      },
    },
  },
};
