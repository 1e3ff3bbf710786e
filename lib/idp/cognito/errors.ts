import { AuthError } from "aws-amplify/auth";

/** The outcomes the local provider reports too, so the API answers the same messages whichever provider runs. */
export type IdpErrorCode =
  | "USER_NOT_FOUND"
  | "INCORRECT_PASSWORD"
  | "USER_NOT_CONFIRMED"
  | "CODE_INVALID"
  | "CODE_EXPIRED"
  | "LIMIT_EXCEEDED"
  | "EMAIL_EXISTS_IN_IDP"
  | "PASSWORD_POLICY"
  /** Cognito wants a new password first (e.g. a migrated account): the reset-by-code flow applies. */
  | "PASSWORD_RESET_REQUIRED"
  /** Missing or malformed input, or a request that does not fit the account's state (e.g. already confirmed). */
  | "INVALID_REQUEST";

export interface IdpFailure {
  ok: false;
  code: IdpErrorCode;
  /** Cognito's own wording, for logs; the screens translate `code`. */
  detail: string;
}

export type Operation =
  "signUp" | "confirmSignUp" | "resendSignUpCode" | "signIn" | "resetPassword" | "confirmResetPassword";

const byException: Record<string, IdpErrorCode> = {
  UserNotFoundException: "USER_NOT_FOUND",
  NotAuthorizedException: "INCORRECT_PASSWORD",
  UserNotConfirmedException: "USER_NOT_CONFIRMED",
  CodeMismatchException: "CODE_INVALID",
  ExpiredCodeException: "CODE_EXPIRED",
  LimitExceededException: "LIMIT_EXCEEDED",
  TooManyRequestsException: "LIMIT_EXCEEDED",
  TooManyFailedAttemptsException: "LIMIT_EXCEEDED",
  UsernameExistsException: "EMAIL_EXISTS_IN_IDP",
  AliasExistsException: "EMAIL_EXISTS_IN_IDP",
  InvalidPasswordException: "PASSWORD_POLICY",
  PasswordResetRequiredException: "PASSWORD_RESET_REQUIRED",
  PasswordHistoryPolicyViolationException: "PASSWORD_POLICY",
  InvalidParameterException: "INVALID_REQUEST",
};

/**
 * Where one Cognito exception means something else for one operation. Sign-in never checks the
 * password policy, so an InvalidPasswordException there is a wrong password (cognito-local answers
 * a wrong password that way; AWS says NotAuthorizedException). Outside sign-in, NotAuthorizedException
 * is a refusal of the account's state (e.g. confirming a confirmed user), not a password.
 */
const byOperation: Partial<Record<Operation, Record<string, IdpErrorCode>>> = {
  signIn: { InvalidPasswordException: "INCORRECT_PASSWORD" },
  confirmSignUp: { NotAuthorizedException: "INVALID_REQUEST" },
  resendSignUpCode: { NotAuthorizedException: "INVALID_REQUEST" },
  resetPassword: { NotAuthorizedException: "INVALID_REQUEST" },
  confirmResetPassword: { NotAuthorizedException: "INVALID_REQUEST" },
};

/** Amplify's own input checks (EmptySignInUsername…), raised before any request. */
const isValidationError = (name: string) => name.startsWith("Empty");

/** Thrown for what no screen can explain (network down, misconfiguration, an emulator gap): the API masks it. */
export class CognitoUnexpectedError extends Error {
  constructor(
    public readonly operation: Operation,
    public readonly exception: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`cognito ${operation} failed: ${exception}: ${message}`, options);
    this.name = "CognitoUnexpectedError";
  }
}

/** The expected outcome behind an Amplify error, or a CognitoUnexpectedError to throw. */
export function classify(operation: Operation, error: unknown): IdpFailure | CognitoUnexpectedError {
  if (!(error instanceof AuthError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new CognitoUnexpectedError(operation, "Error", message, { cause: error });
  }
  const code =
    byOperation[operation]?.[error.name] ??
    byException[error.name] ??
    (isValidationError(error.name) ? "INVALID_REQUEST" : undefined);
  if (!code) return new CognitoUnexpectedError(operation, error.name, error.message, { cause: error });
  return { ok: false, code, detail: `${error.name}: ${error.message}` };
}

/** Returns the failure for expected outcomes, throws the rest. */
export function failure(operation: Operation, error: unknown): IdpFailure {
  const outcome = classify(operation, error);
  if (outcome instanceof CognitoUnexpectedError) throw outcome;
  return outcome;
}
