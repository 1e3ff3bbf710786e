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
