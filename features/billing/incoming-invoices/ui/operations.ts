import { graphql } from "@/lib/graphql/auth";

export const INCOMING_EINVOICES = graphql(`
  query IncomingEinvoices($status: InboxStatus, $page: Int) {
    incomingEinvoices(status: $status, page: $page) {
      total
      page
      rows {
        id
        received_at
        filename
        format
        number
        seller_siren
        ht_cents
        status
        reason
        call_user_id
        call_client_id
      }
    }
  }
`);

export const REFILE_INCOMING_EINVOICE = graphql(`
  mutation RefileIncomingEinvoice($id: Int!) {
    refileIncomingEinvoice(id: $id) {
      id
      status
      reason
    }
  }
`);
