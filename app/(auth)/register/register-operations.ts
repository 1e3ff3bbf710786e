import { graphql } from "@/lib/graphql/auth";

export const CHECK_EMAIL = graphql(`
  query CheckEmailAvailable($email: String!) {
    checkEmailAvailable(email: $email) {
      code
    }
  }
`);

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      code
    }
  }
`);
