import { graphql } from "@/lib/graphql/auth";

export type PasswordFlow = "RESET" | "OLD_USER";

export const REQUEST_PASSWORD_CODE = graphql(`
  mutation RequestPasswordCode($flow: PasswordFlow!, $email: String!, $locale: String) {
    requestPasswordCode(flow: $flow, email: $email, locale: $locale)
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($flow: PasswordFlow!, $email: String!, $code: String!, $password: String!) {
    resetPassword(flow: $flow, email: $email, code: $code, password: $password)
  }
`);
