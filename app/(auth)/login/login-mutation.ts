import { gql, type TypedDocumentNode } from "@apollo/client";

export const LOGIN: TypedDocumentNode<
  { login: { code: string; law: string | null; home: string | null } },
  { email: string; password: string }
> = gql`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      code
      law
      home
    }
  }
`;
