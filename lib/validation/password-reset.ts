import { z } from "zod";
import { passwordSchema } from "./password";
import { verificationCodeSchema } from "./verification-code";

/** Messages: "email" and "confirmMismatch" are keys of password.validation; the others of validation. */
export const requestCodeFormSchema = z.object({ email: z.email({ message: "email" }) });

export const resetFormSchema = z
  .object({
    email: z.email({ message: "email" }),
    code: verificationCodeSchema,
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "confirmMismatch" });

export type RequestCodeFormValues = z.infer<typeof requestCodeFormSchema>;
export type ResetFormValues = z.infer<typeof resetFormSchema>;
