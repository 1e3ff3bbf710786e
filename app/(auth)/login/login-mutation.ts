import { graphql } from "@/lib/graphql/auth";

export const LOGIN = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      code
      law
      home
      challenge
    }
  }
`);
