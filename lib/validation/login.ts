// zod's tree-shakable build: the login page is the portal's lightest, and classic zod alone would weigh 30 KB gz there.
import * as z from "zod/mini";

/** Messages are translation keys under `login.validation`. */
export const loginFormSchema = z.object({
  email: z.email({ message: "email" }),
  password: z.string().check(z.minLength(1, { message: "password" })),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;
