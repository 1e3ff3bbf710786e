import { graphql, type ResultOf } from "@/lib/graphql/auth";

const FIGURE = graphql(`
  fragment MonthFigureFields on MonthFigure {
    month
    platform
    revenue_cents
    cost_cents
    margin_cents
    invoiced_cents
    credited_cents
    collected_cents
    paid_out_cents
    validated
    has_cost_data
  }
`);

export const MONTHLY_REPORT_PAGE = graphql(
  `
    query ReportMonthlyPage($from: String!, $to: String!, $page: Int) {
      monthlyFigures(from: $from, to: $to) {
        ...MonthFigureFields
      }
      monthlyReports(page: $page) {
        total
        page
        pageSize
        items {
          id
          month
          generated_at
          generated_by
          revenue_cents
          cost_cents
          margin_cents
        }
      }
    }
  `,
  [FIGURE],
);

export const GENERATE_MONTHLY_REPORT = graphql(`
  mutation ReportGenerateMonthly($month: String!) {
    generateMonthlyReport(month: $month) {
      id
      month
    }
  }
`);

export const PLATFORM_REPORT = graphql(
  `
    query ReportPlatformMonths($platform: BillingPlatform!, $from: String!, $to: String!, $month: String!, $page: Int) {
      monthlyFigures(from: $from, to: $to) {
        ...MonthFigureFields
      }
      platformClients(platform: $platform, month: $month, page: $page) {
        total
        page
        revenue_cents
        cost_cents
        rows {
          client_id
          name
          side
          valid_leads
          amount_cents
          credited_cents
        }
      }
    }
  `,
  [FIGURE],
);

export const PUBLISHER_PAYMENTS = graphql(`
  query ReportPublisherPayments($filter: PublisherPaymentFilter, $page: Int) {
    publisherPayments(filter: $filter, page: $page) {
      total
      page
      waiting_cents
      paid_cents
      rows {
        id
        platform
        publisher_client_id
        publisher_name
        month
        amount_cents
        status
        requested_at
        paid_at
      }
    }
  }
`);

export const CLIENT_REVENUE = graphql(`
  query ReportClientRevenue($filter: ClientRevenueFilter!, $page: Int) {
    clientRevenue(filter: $filter, page: $page) {
      total
      page
      net_cents
      paid_cents
      due_cents
      rows {
        platform
        client_id
        name
        invoices
        ht_cents
        credited_cents
        net_cents
        ttc_cents
        paid_cents
        due_cents
        advances_path
      }
    }
  }
`);

export const CLIENT_ADVANCES = graphql(`
  query ReportClientAdvances($client: Int!, $idPerf: Int!, $idCoreg: Int!, $page: Int) {
    clientAdvances(client: $client, id_perf: $idPerf, id_coreg: $idCoreg, page: $page) {
      client {
        user_id
        name
        id_perf
        id_coreg
        id_market
      }
      total
      page
      totals {
        ttc_cents
        credited_cents
        settled_cents
        remaining_cents
      }
      advance {
        prepaid_cents
        spent_cents
        refunded_cents
        promo_cents
        adjustment_cents
        balance_cents
      }
      invoices {
        id
        number
        platform
        issue_date
        ttc_cents
        credited_cents
        settled_cents
        remaining_cents
        state
        from_prepayment
      }
      prepayments {
        id
        amount_cents
        method
        reference
        decided_at
        invoice_number
      }
    }
  }
`);

export type MonthFigure = ResultOf<typeof FIGURE>;
