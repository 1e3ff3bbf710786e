import { graphql, type ResultOf } from "@/lib/graphql/auth";

const OI_FIELDS = graphql(`
  fragment OiFields on OiDocument {
    id
    title
    status
    advertiser_user_id
    advertiser_client_id
    society
    advertiser_name
    advertiser_email
    program_id
    program_name
    model
    price_cents
    volume
    starts_on
    ends_on
    terms
    total_ht_cents
    vat_cents
    ttc_cents
    created_at
    updated_at
    sent_at
    signed_at
    processed_at
    cancelled_at
    cancel_reason
    signer_name
    signature_method
    pdf_url
    next_states
  }
`);

export type Oi = ResultOf<typeof OI_FIELDS>;
export type OiStatus = Oi["status"];

export const OI_LIST = graphql(
  `
    query OiList($client: Int) {
      oiDocuments(id_annonceur: $client) {
        ...OiFields
      }
    }
  `,
  [OI_FIELDS],
);

export const MY_OIS = graphql(
  `
    query OiMine {
      myOiDocuments {
        ...OiFields
      }
    }
  `,
  [OI_FIELDS],
);

export const OI_ONE = graphql(
  `
    query OiOne($id: Int!) {
      oiDocument(id: $id) {
        ...OiFields
      }
    }
  `,
  [OI_FIELDS],
);

export const OI_INTEGRITY = graphql(`
  query OiIntegrity($id: Int!) {
    oiIntegrity(id: $id) {
      intact
      check
    }
  }
`);

export const OI_ADVERTISERS = graphql(`
  query OiAdvertisers {
    oiAdvertisers {
      id
      society
      first_name
      last_name
      email
      client_id
    }
  }
`);

export const OI_DRAFT_CONTEXT = graphql(`
  query OiDraftContext($user: Int!, $client: Int) {
    oiDraftContext(id_utilisateur: $user, id_annonceur: $client) {
      advertiser {
        id
        society
        first_name
        last_name
        email
        client_id
      }
      programs {
        id
        name
        model
        price_cents
        starts_on
        ends_on
      }
    }
  }
`);

export type OiDraftContext = NonNullable<ResultOf<typeof OI_DRAFT_CONTEXT>["oiDraftContext"]>;

export const CREATE_OI = graphql(`
  mutation OiCreate($user: Int!, $client: Int, $input: OiTermsInput!) {
    createOi(id_utilisateur: $user, id_annonceur: $client, input: $input) {
      code
      id
    }
  }
`);

export const UPDATE_OI = graphql(`
  mutation OiUpdate($id: Int!, $input: OiTermsInput!) {
    updateOi(id: $id, input: $input)
  }
`);

export const SIGN_OI = graphql(`
  mutation OiSign($id: Int!, $input: OiSignInput!) {
    signOi(id: $id, input: $input)
  }
`);

export const PROCESS_OI = graphql(`
  mutation OiProcess($id: Int!) {
    processOi(id: $id)
  }
`);

export const CANCEL_OI = graphql(`
  mutation OiCancel($id: Int!, $reason: String!) {
    cancelOi(id: $id, reason: $reason)
  }
`);

/** Root fields whose cached answers a transition makes stale. */
export const OI_LIST_FIELDS = ["oiDocuments", "myOiDocuments", "oiDocument", "oiIntegrity"] as const;
