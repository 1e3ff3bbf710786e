import { gql, type TypedDocumentNode } from "@apollo/client";

export interface MeRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  society: string;
  image: string | null;
  law: string;
  multi_droit: boolean;
  haswebhook: boolean;
  id_clien_myaffil: number | null;
  id_clien_mycoreg: number | null;
  id_clien_leadmarket: number;
}

export const ME: TypedDocumentNode<{ me: MeRow }, Record<string, never>> = gql`
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
`;

export const SOLDE: TypedDocumentNode<{ getSoldeactuel: { soldeHt: number; soldeTtc: number; lastPrepaiement: number | null } }, { id: number }> = gql`
  query ShellSolde($id: Int!) {
    getSoldeactuel(id_utilisateur: $id) {
      soldeHt
      soldeTtc
      lastPrepaiement
    }
  }
`;

export const PANIER: TypedDocumentNode<{ getPanier: { trio: number; duo: number; exclusive: number } }, { id: number }> = gql`
  query ShellPanier($id: Int!) {
    getPanier(id_utilisateur: $id) {
      trio
      duo
      exclusive
    }
  }
`;

export const COMPTE_CADEAUX: TypedDocumentNode<{ getCompteCadeaux: { url: string | null; solde: number; message: string | null } }, { id: number; droit: string }> = gql`
  query ShellCompteCadeaux($id: Int!, $droit: String!) {
    getCompteCadeaux(user_id: $id, droit: $droit) {
      url
      solde
      message
    }
  }
`;

export const LOGOUT: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation ShellLogout {
    logout
  }
`;
