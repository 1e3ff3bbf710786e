import { z } from "zod";

/** Messages are translation keys under `login.validation`. */
export const loginFormSchema = z.object({
  email: z.email({ message: "email" }),
  password: z.string().min(1, { message: "password" }),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
