import { graphql, type ResultOf } from "@/lib/graphql/auth";

const CALL_FIELDS = graphql(`
  fragment InvoiceCallFields on InvoiceCall {
    id
    platform
    month
    publisher_client_id
    publisher_user_id
    publisher_name
    amount_cents
    status
    invoice_file_name
    invoice_url
    invoice_uploaded_at
    invoice_format
    invoice_number
    invoice_match {
      ok
      number
      fields {
        field
        expected
        found
        ok
      }
    }
    refusal_reason
    decided_at
    paid_at
  }
`);

export type InvoiceCallData = ResultOf<typeof CALL_FIELDS>;

export const MY_INVOICE_CALLS = graphql(
  `
    query MyInvoiceCalls {
      myInvoiceCalls {
        ...InvoiceCallFields
      }
    }
  `,
  [CALL_FIELDS],
);

export const PUBLISHER_INVOICE_CALLS = graphql(
  `
    query PublisherInvoiceCalls($userId: Int!, $clientId: Int!) {
      publisherInvoiceCalls(user_id: $userId, client_id: $clientId) {
        ...InvoiceCallFields
      }
      publisherSummary(user_id: $userId) {
        user_id
        name
        email
        bank {
          kind
          account_owner
          bank_name
          rib
          iban
          swift
          vat_number
        }
      }
    }
  `,
  [CALL_FIELDS],
);

export const ACCEPT_CALL = graphql(`
  mutation AcceptInvoiceCall($id: Int!) {
    acceptInvoiceCall(id: $id)
  }
`);

export const REFUSE_CALL = graphql(`
  mutation RefuseInvoiceCall($id: Int!, $reason: String!) {
    refuseInvoiceCall(id: $id, reason: $reason)
  }
`);

export const PAY_CALL = graphql(`
  mutation PayInvoiceCall($id: Int!) {
    payInvoiceCall(id: $id)
  }
`);
