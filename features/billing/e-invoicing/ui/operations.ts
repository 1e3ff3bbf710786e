import { graphql } from "@/lib/graphql/auth";

export const CORRECT_INVOICE = graphql(`
  mutation CorrectInvoice($id: Int!) {
    correctInvoice(id: $id) {
      credit_note_number
      invoice {
        id
        number
      }
    }
  }
`);

export const RETRY_DEPOSIT = graphql(`
  mutation RetryEinvoiceDeposit($invoiceId: Int!) {
    retryEinvoiceDeposit(invoice_id: $invoiceId) {
      id
      number
    }
  }
`);
