import { graphql } from "@/lib/graphql/auth";

export const VALIDATE_EMAIL = graphql(`
  mutation ValidateEmail($email: String!, $code: String!) {
    validateEmail(email: $email, code: $code) {
      code
    }
  }
`);

export const RESEND_EMAIL_CODE = graphql(`
  mutation ResendEmailCode($email: String!) {
    resendEmailCode(email: $email) {
      code
    }
  }
`);
