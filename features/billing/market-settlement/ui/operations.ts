import { graphql } from "@/lib/graphql/auth";

export const SETTLEMENT_MONTHS = graphql(`
  query SettlementMonths {
    marketSettlementMonths {
      month
      clients
      invoiced
      prepayments_to_invoice
    }
  }
`);

export const GENERATE_SETTLEMENT = graphql(`
  mutation GenerateMarketMonthInvoices($month: String!) {
    generateMarketMonthInvoices(month: $month) {
      issued {
        id
        number
      }
      skipped
    }
  }
`);
