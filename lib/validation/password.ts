import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** Spec section 5: at least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)
  );
}

/** Messages are keys of the "validation" namespace; "password" is the spec's exact sentence. */
export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, { message: "tooLong" })
  .refine(isStrongPassword, { message: "password" });
