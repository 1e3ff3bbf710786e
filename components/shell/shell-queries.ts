import { graphql as myaffilGraphql } from "@/lib/graphql/myaffil";
import { graphql as marketGraphql } from "@/lib/graphql/market";
import { graphql as authGraphql } from "@/lib/graphql/auth";
import type { ResultOf } from "gql.tada";

export type MeRow = NonNullable<ResultOf<typeof ME>["me"]>;

export const ME = myaffilGraphql(`
  query ShellMe {
    me {
      id
      email
      first_name
      last_name
      society
      image
      law
      multi_droit
      haswebhook
      id_clien_myaffil
      id_clien_mycoreg
      id_clien_leadmarket
    }
  }
`);

export const SOLDE = marketGraphql(`
  query ShellSolde($id: Int!) {
    getSoldeactuel(id_utilisateur: $id) {
      soldeHt
      soldeTtc
      lastPrepaiement
    }
  }
`);

export const PANIER = marketGraphql(`
  query ShellPanier($id: Int!) {
    getPanier(id_utilisateur: $id) {
      trio
      duo
      exclusive
    }
  }
`);

export const COMPTE_CADEAUX = authGraphql(`
  query ShellCompteCadeaux($id: Int!, $droit: String!) {
    getCompteCadeaux(user_id: $id, droit: $droit) {
      url
      solde
      message
    }
  }
`);

export const LOGOUT = authGraphql(`
  mutation ShellLogout {
    logout
  }
`);
