import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const PREPAYMENTS_TO_INVOICE = graphql(`
  query PrepaymentsToInvoice($page: Int, $search: String) {
    prepaymentsToInvoice(page: $page, search: $search) {
      total
      page
      rows {
        id
        reference
        amount_cents
        decided_at
        client_id
        client_name
      }
    }
  }
`);

export type PrepaymentToInvoiceRow = ResultOf<typeof PREPAYMENTS_TO_INVOICE>["prepaymentsToInvoice"]["rows"][number];

export const GENERATE_PREPAYMENT_INVOICE = graphql(`
  mutation GeneratePrepaymentInvoice($id: Int!) {
    generatePrepaymentInvoice(prepayment_id: $id) {
      id
      number
    }
  }
`);
