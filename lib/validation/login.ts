/**
 * The login form's own checks, without zod: the login page is the portal's lightest and zod alone would
 * weigh about 25 KB gz there (Turbopack keeps all of zod's core even for `zod/mini`). The API decides
 * anyway; this only spares a round trip. Messages are translation keys under `login.validation`.
 */
export interface LoginFormValues {
  email: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFormValues, "email" | "password">>;

/** zod's `z.email()` pattern, so that the form accepts what the rest of the portal accepts (see login.test.ts). */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function loginFieldErrors({ email, password }: LoginFormValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!EMAIL.test(email)) errors.email = "email";
  if (password.length < 1) errors.password = "password";
  return errors;
}
