import {
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignUp as amplifyConfirmSignUp,
  fetchAuthSession,
  resendSignUpCode as amplifyResendSignUpCode,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  signUp as amplifySignUp,
} from "aws-amplify/auth";
import { ensureConfigured, oneAtATime } from "./amplify";
import { failure, type IdpFailure } from "./errors";

export { configureCognito } from "./amplify";
export { CognitoUnexpectedError, type IdpErrorCode, type IdpFailure } from "./errors";

/** Where Cognito sent a code (masked by Cognito, e.g. a***@w***). */
export interface CodeDelivery {
  medium?: string;
  destination?: string;
}

export type SignUpResult = { ok: true; userSub?: string; confirmed: boolean; delivery?: CodeDelivery } | IdpFailure;
export type DoneResult = { ok: true } | IdpFailure;
export type DeliveryResult = { ok: true; delivery?: CodeDelivery } | IdpFailure;
export type SignInResult = { ok: true; sub: string; email?: string; emailVerified: boolean } | IdpFailure;

const delivery = (d: { deliveryMedium?: string; destination?: string } | undefined): CodeDelivery | undefined =>
  d ? { medium: d.deliveryMedium, destination: d.destination } : undefined;

/** Creates the Cognito user (the e-mail is the username); Cognito e-mails the confirmation code. */
export async function signUp(input: { email: string; password: string }): Promise<SignUpResult> {
  ensureConfigured();
  try {
    const out = await amplifySignUp({
      username: input.email,
      password: input.password,
      options: { userAttributes: { email: input.email } },
    });
    const step = out.nextStep.signUpStep === "CONFIRM_SIGN_UP" ? out.nextStep.codeDeliveryDetails : undefined;
    return { ok: true, userSub: out.userId, confirmed: out.isSignUpComplete, delivery: delivery(step) };
  } catch (error) {
    return failure("signUp", error);
  }
}

export async function confirmSignUp(input: { email: string; code: string }): Promise<DoneResult> {
  ensureConfigured();
  try {
    await amplifyConfirmSignUp({ username: input.email, confirmationCode: input.code });
    return { ok: true };
  } catch (error) {
    return failure("confirmSignUp", error);
  }
}

export async function resendSignUpCode(input: { email: string }): Promise<DeliveryResult> {
  ensureConfigured();
  try {
    return { ok: true, delivery: delivery(await amplifyResendSignUpCode({ username: input.email })) };
  } catch (error) {
    return failure("resendSignUpCode", error);
  }
}

/**
 * Proves the password with USER_PASSWORD_AUTH and returns who the user is. The portal then issues
 * its own session, so the Cognito session is ended at once (refresh token revoked, store emptied).
 */
export async function signIn(input: { email: string; password: string }): Promise<SignInResult> {
  ensureConfigured();
  return oneAtATime(async () => {
    try {
      const out = await amplifySignIn({
        username: input.email,
        password: input.password,
        options: { authFlowType: "USER_PASSWORD_AUTH" },
      });
      const step = out.nextStep.signInStep;
      if (step === "CONFIRM_SIGN_UP")
        return { ok: false, code: "USER_NOT_CONFIRMED", detail: "nextStep CONFIRM_SIGN_UP" };
      if (step === "RESET_PASSWORD")
        return { ok: false, code: "PASSWORD_RESET_REQUIRED", detail: "nextStep RESET_PASSWORD" };
      if (!out.isSignedIn) {
        // MFA, a forced new password or another challenge: the portal has no screen for them.
        return { ok: false, code: "INVALID_REQUEST", detail: `unsupported sign-in step ${step}` };
      }
      const claims = (await fetchAuthSession()).tokens?.idToken?.payload;
      if (!claims?.sub) throw new Error("Cognito signed the user in without an id token");
      return {
        ok: true,
        sub: String(claims.sub),
        email: typeof claims.email === "string" ? claims.email : undefined,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
      };
    } catch (error) {
      return failure("signIn", error);
    } finally {
      await amplifySignOut();
    }
  });
}

/** Sends a password-reset code to the user's e-mail. */
export async function resetPassword(input: { email: string }): Promise<DeliveryResult> {
  ensureConfigured();
  try {
    const out = await amplifyResetPassword({ username: input.email });
    return { ok: true, delivery: delivery(out.nextStep.codeDeliveryDetails) };
  } catch (error) {
    return failure("resetPassword", error);
  }
}

export async function confirmResetPassword(input: {
  email: string;
  code: string;
  newPassword: string;
}): Promise<DoneResult> {
  ensureConfigured();
  try {
    await amplifyConfirmResetPassword({
      username: input.email,
      confirmationCode: input.code,
      newPassword: input.newPassword,
    });
    return { ok: true };
  } catch (error) {
    return failure("confirmResetPassword", error);
  }
}

/** Ends whatever Cognito session this process still holds (sign-in already ends its own). */
export async function signOut(): Promise<void> {
  ensureConfigured();
  return oneAtATime(() => amplifySignOut());
}
