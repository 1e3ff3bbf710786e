import { gql, type TypedDocumentNode } from "@apollo/client";

export const CHECK_EMAIL: TypedDocumentNode<{ checkEmailAvailable: { code: string } }, { email: string }> = gql`
  query CheckEmailAvailable($email: String!) {
    checkEmailAvailable(email: $email) {
      code
    }
  }
`;

export const REGISTER: TypedDocumentNode<{ register: { code: string } }, { input: Record<string, unknown> }> = gql`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      code
    }
  }
`;
