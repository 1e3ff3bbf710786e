import { graphql, type ResultOf } from "@/lib/graphql/auth";

export const MEMBER_DETAIL = graphql(`
  query MemberDetail($id: Int!) {
    member(id: $id) {
      member {
        id
        email
        first_name
        last_name
        society
        law
        status
        multi_droit
        haswebhook
        id_clien_myaffil
        id_clien_mycoreg
        id_clien_leadmarket
        id_clien_myaffil_annonceur
        id_clien_myaffil_editeur
        created_at
        last_login_at
        refusal_reason
      }
      phone
      address
      city
      zip_code
      country
      siren
      vat_intra
      language
      approved_at
      refused_at
      two_factor
      bank {
        kind
        account_owner
        bank_name
        rib
        iban
        swift
        vat_subject
        vat_number
        updated_at
      }
      allow_lists
      activity {
        id
        at
        actor {
          id
          email
          name
          law
        }
        action
        targetType
        targetId
        ip
        changes {
          field
          before
          after
        }
        details {
          key
          value
        }
      }
    }
  }
`);

export type MemberDetail = NonNullable<ResultOf<typeof MEMBER_DETAIL>["member"]>;

export const UPDATE_MEMBER = graphql(`
  mutation UpdateMember($id: Int!, $input: MemberInput!) {
    updateMember(user_id: $id, input: $input)
  }
`);

export const CREATE_MEMBER = graphql(`
  mutation CreateMember($input: MemberInput!, $law: Law!) {
    createMember(input: $input, law: $law) {
      code
      id
    }
  }
`);

export const SET_MEMBER_LAW = graphql(`
  mutation SetMemberLaw($id: Int!, $law: Law!) {
    setMemberLaw(user_id: $id, law: $law)
  }
`);

export const SET_MEMBER_ACTIVE = graphql(`
  mutation SetMemberActive($id: Int!, $active: Boolean!) {
    setMemberActive(user_id: $id, active: $active)
  }
`);

export const SIGN_MEMBER_OUT = graphql(`
  mutation SignMemberOut($id: Int!) {
    signMemberOutEverywhere(user_id: $id)
  }
`);

export const SEND_MEMBER_RESET = graphql(`
  mutation SendMemberReset($id: Int!) {
    sendMemberPasswordReset(user_id: $id)
  }
`);
