import { graphql, type ResultOf } from "@/lib/graphql/auth";

const INVOICE_FIELDS = graphql(`
  fragment InvoiceFields on Invoice {
    id
    number
    platform
    client_id
    buyer_name
    issue_date
    due_date
    ht_cents
    vat_cents
    amount_cents
    credited_cents
    prepaid_cents
    due_cents
    state
    paid_at
    payment_reference
    replaced_by
    replaces_number
    einvoice {
      status
      last_error
      stalled
      events {
        status
        reason
        at
      }
    }
    credit_notes {
      id
      number
      reason
      comment
      amount_cents
      issued_at
    }
  }
`);

const PAGE_FIELDS = graphql(
  `
    fragment InvoicePageFields on InvoicePage {
      total
      page
      rows {
        ...InvoiceFields
      }
      totals {
        count
        ht_cents
        vat_cents
        amount_cents
        due_cents
        credited_cents
      }
    }
  `,
  [INVOICE_FIELDS],
);

export const MY_INVOICES = graphql(
  `
    query MyInvoices($filter: InvoiceFilter) {
      myInvoices(filter: $filter) {
        ...InvoicePageFields
      }
    }
  `,
  [PAGE_FIELDS],
);

export const REPORT_INVOICES = graphql(
  `
    query ReportInvoices($filter: InvoiceFilter) {
      invoices(filter: $filter) {
        ...InvoicePageFields
      }
    }
  `,
  [PAGE_FIELDS],
);

export const CREDIT_NOTES = graphql(`
  query ReportCreditNotes($filter: InvoiceFilter) {
    creditNotes(filter: $filter) {
      total
      page
      amount_cents
      rows {
        id
        number
        platform
        invoice_id
        invoice_number
        buyer_name
        client_id
        reason
        comment
        ht_cents
        vat_cents
        amount_cents
        issued_at
      }
    }
  }
`);

export const INVOICEABLE_MONTHS = graphql(`
  query InvoiceableMonths($platform: MonthPlatform!) {
    invoiceableMonths(platform: $platform) {
      platform
      month
      clients
      invoiced
    }
  }
`);

export const GENERATE_MONTH_INVOICES = graphql(`
  mutation GenerateMonthInvoices($platform: MonthPlatform!, $month: String!) {
    generateMonthInvoices(platform: $platform, month: $month) {
      skipped
      issued {
        id
        number
      }
    }
  }
`);

export const RECORD_INVOICE_PAYMENT = graphql(`
  mutation RecordInvoicePayment($id: Int!, $reference: String!) {
    recordInvoicePayment(id: $id, reference: $reference) {
      id
      state
      paid_at
    }
  }
`);

export const ISSUE_CREDIT_NOTE = graphql(`
  mutation IssueCreditNote($invoiceId: Int!, $htCents: Int, $reason: CreditNoteReason!, $comment: String!) {
    issueCreditNote(invoice_id: $invoiceId, ht_cents: $htCents, reason: $reason, comment: $comment) {
      id
      number
      amount_cents
    }
  }
`);

export type InvoicePage = ResultOf<typeof MY_INVOICES>["myInvoices"];
export type CreditNotePage = ResultOf<typeof CREDIT_NOTES>["creditNotes"];
