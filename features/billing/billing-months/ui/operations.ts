import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const BILLING_MONTH = graphql(`
  query BillingMonth($platform: MonthPlatform!, $month: String!) {
    billingMonth(platform: $platform, month: $month) {
      platform
      month
      status
      validated_at
      validated_by_name
      lines {
        id
        side
        client_id
        client_name
        user_id
        program_id
        program_name
        leads
        valid_leads
        amount_cents
        adjustment_cents
        adjustment_reason
        total_cents
      }
    }
    billingMonths(platform: $platform) {
      month
      status
    }
  }
`);

export type BillingMonthLineData = ResultOf<typeof BILLING_MONTH>["billingMonth"]["lines"][number];

export const ADJUST_LINE = graphql(`
  mutation AdjustBillingMonthLine($lineId: Int!, $cents: Int!, $reason: String!) {
    adjustBillingMonthLine(line_id: $lineId, adjustment_cents: $cents, reason: $reason)
  }
`);

export const VALIDATE_MONTH = graphql(`
  mutation ValidateBillingMonth($platform: MonthPlatform!, $month: String!, $early: String) {
    validateBillingMonth(platform: $platform, month: $month, early_confirmation: $early) {
      lines
      invoice_calls
    }
  }
`);
