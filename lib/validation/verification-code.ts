import { z } from "zod";

/** Spec section 5: exactly 6 digits ("Verification code must contain 6 digits", key "code"). */
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: "code" });
