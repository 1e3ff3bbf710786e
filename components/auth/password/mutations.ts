import { gql, type TypedDocumentNode } from "@apollo/client";

export type PasswordFlow = "RESET" | "OLD_USER";

export const REQUEST_PASSWORD_CODE: TypedDocumentNode<{ requestPasswordCode: string }, { flow: PasswordFlow; email: string; locale: string }> = gql`
  mutation RequestPasswordCode($flow: PasswordFlow!, $email: String!, $locale: String) {
    requestPasswordCode(flow: $flow, email: $email, locale: $locale)
  }
`;

export const RESET_PASSWORD: TypedDocumentNode<{ resetPassword: string }, { flow: PasswordFlow; email: string; code: string; password: string }> = gql`
  mutation ResetPassword($flow: PasswordFlow!, $email: String!, $code: String!, $password: String!) {
    resetPassword(flow: $flow, email: $email, code: $code, password: $password)
  }
`;
