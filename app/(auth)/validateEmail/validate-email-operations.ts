import { gql, type TypedDocumentNode } from "@apollo/client";

export const VALIDATE_EMAIL: TypedDocumentNode<{ validateEmail: { code: string } }, { email: string; code: string }> = gql`
  mutation ValidateEmail($email: String!, $code: String!) {
    validateEmail(email: $email, code: $code) {
      code
    }
  }
`;

export const RESEND_EMAIL_CODE: TypedDocumentNode<{ resendEmailCode: { code: string } }, { email: string }> = gql`
  mutation ResendEmailCode($email: String!) {
    resendEmailCode(email: $email) {
      code
    }
  }
`;
