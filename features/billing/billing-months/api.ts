import type { ApiModule } from "@/lib/api/module";
import { badInput } from "@/lib/api/errors";
import { requireCaller } from "@/lib/api/guards";
import { monthList, monthReview } from "./server/review";
import { adjustLine, validateMonth } from "./server/validate";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Validated statistics (/stats-valides/*): the month review, adjustments and validation. */
export const billingMonthsModule: ApiModule<"auth"> = {
  typeDefs: /* GraphQL */ `
    type BillingMonthLine {
      id: Int!
      side: MonthSide!
      "The platform client id (id_clien_myaffil / id_clien_mycoreg)."
      client_id: Int!
      client_name: String
      "The account behind the client id, when there is one."
      user_id: Int
      program_id: Int
      program_name: String
      leads: Int!
      valid_leads: Int!
      "HT cents from the roll-up."
      amount_cents: Float!
      adjustment_cents: Float!
      adjustment_reason: String
      "amount_cents + adjustment_cents: what is invoiced or paid."
      total_cents: Float!
    }

    type BillingMonth {
      platform: MonthPlatform!
      "First day of the month, YYYY-MM-01."
      month: String!
      status: MonthStatus!
      validated_at: String
      validated_by_name: String
      lines: [BillingMonthLine!]!
    }

    type BillingMonthOption {
      month: String!
      status: MonthStatus!
    }

    type ValidateMonthResult {
      lines: Int!
      invoice_calls: Int!
    }

    extend type Query {
      "A month's figures per client and program, both sides (an open month is refreshed from its source first)."
      billingMonth(platform: MonthPlatform!, month: String!): BillingMonth!
      "The last twelve months of a platform with their status, newest first."
      billingMonths(platform: MonthPlatform!): [BillingMonthOption!]!
    }

    extend type Mutation {
      "Sets a line's adjustment (HT cents, may be negative) with its reason; open months only."
      adjustBillingMonthLine(line_id: Int!, adjustment_cents: Int!, reason: String!): Boolean!
      """
      Validates (freezes) a month and asks its publishers to invoice their earnings. A month that is
      not over is refused (MONTH_NOT_OVER) unless early_confirmation repeats it (YYYY-MM).
      """
      validateBillingMonth(platform: MonthPlatform!, month: String!, early_confirmation: String): ValidateMonthResult!
    }
  `,
  resolvers: {
    Query: {
      billingMonth: async (_, args, ctx) => {
        const m = await monthReview(ctx.db, { platform: args.platform, month: args.month });
        return {
          platform: m.platform,
          month: m.month,
          status: m.status,
          validated_at: iso(m.validatedAt),
          validated_by_name: m.validatedByName,
          lines: m.lines.map((l) => ({
            id: l.id,
            side: l.side,
            client_id: l.clientId,
            client_name: l.clientName,
            user_id: l.userId,
            program_id: l.programId,
            program_name: l.programName,
            leads: l.leads,
            valid_leads: l.validLeads,
            amount_cents: l.amountCents,
            adjustment_cents: l.adjustmentCents,
            adjustment_reason: l.adjustmentReason,
            total_cents: l.totalCents,
          })),
        };
      },
      billingMonths: async (_, args, ctx) => monthList(ctx.db, args.platform),
    },
    Mutation: {
      adjustBillingMonthLine: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        if (args.reason.length > 2000) throw badInput("Reason too long", { reason: "too_long" });
        await adjustLine(
          ctx.db,
          { id: caller.id, ip: ctx.ip },
          { lineId: args.line_id, adjustmentCents: args.adjustment_cents, reason: args.reason },
        );
        return true;
      },
      validateBillingMonth: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const out = await validateMonth(
          ctx.db,
          { id: caller.id, ip: ctx.ip },
          { platform: args.platform, month: args.month, earlyConfirmation: args.early_confirmation },
        );
        return { lines: out.lines, invoice_calls: out.invoiceCalls };
      },
    },
  },
};
