import type { users } from "@/lib/db/schema";
import { verifyPassword } from "./local/password";

export type Idp = "local" | "cognito";
export type ProofCode =
  "OK" | "INCORRECT_PASSWORD" | "USER_NOT_CONFIRMED" | "PASSWORD_RESET_REQUIRED" | "LIMIT_EXCEEDED";

/**
 * Proves a user's password with the configured identity provider: the local argon2id hash, or the
 * Cognito user pool (whose user is the portal user of the same e-mail). Only proof: the portal
 * issues its own session afterwards.
 */
export async function provePassword(
  idp: Idp,
  user: Pick<typeof users.$inferSelect, "email" | "passwordHash">,
  password: string,
): Promise<ProofCode> {
  if (idp === "local") {
    if (!user.passwordHash) return "PASSWORD_RESET_REQUIRED";
    return (await verifyPassword(user.passwordHash, password)) ? "OK" : "INCORRECT_PASSWORD";
  }
  const { signIn } = await import("./cognito/adapter");
  const r = await signIn({ email: user.email, password });
  if (r.ok) return "OK";
  switch (r.code) {
    case "USER_NOT_CONFIRMED":
    case "PASSWORD_RESET_REQUIRED":
    case "LIMIT_EXCEEDED":
      return r.code;
    default:
      return "INCORRECT_PASSWORD";
  }
}
