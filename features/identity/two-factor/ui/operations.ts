import { graphql } from "@/lib/graphql/auth";

export const LOGIN_TWO_FACTOR = graphql(`
  mutation LoginTwoFactor($challenge: String!, $code: String!) {
    loginTwoFactor(challenge: $challenge, code: $code) {
      code
      law
      home
    }
  }
`);

export const START_TWO_FACTOR_SETUP = graphql(`
  mutation StartTwoFactorSetup($challenge: String, $password: String) {
    startTwoFactorSetup(challenge: $challenge, password: $password) {
      code
      secret
      otpauthUri
      qrSvg
    }
  }
`);

export const CONFIRM_TWO_FACTOR_SETUP = graphql(`
  mutation ConfirmTwoFactorSetup($code: String!, $challenge: String) {
    confirmTwoFactorSetup(code: $code, challenge: $challenge) {
      code
      recoveryCodes
      home
    }
  }
`);

export const DISABLE_TWO_FACTOR = graphql(`
  mutation DisableTwoFactor($password: String!) {
    disableTwoFactor(password: $password) {
      code
    }
  }
`);

/** The codes the two-factor screens word (messages twoFactor.errors). */
export const TWO_FACTOR_ERRORS = [
  "CODE_INVALID",
  "LIMIT_EXCEEDED",
  "CHALLENGE_EXPIRED",
  "NOT_STARTED",
  "ALREADY_ENABLED",
  "WRONG_PASSWORD",
  "REQUIRED",
  "NOT_ENABLED",
] as const;
