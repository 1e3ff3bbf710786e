import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/lib/db/seed/demo-accounts";
import type { SsoProviderId } from "../config";

export interface DevAccount {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** The demo accounts as each stand-in issuer knows them, under a subject of its own. */
export function devAccounts(issuer: SsoProviderId): DevAccount[] {
  return DEMO_ACCOUNTS.map((a) => ({
    sub: `${issuer}-${String(a.id ?? 0).padStart(6, "0")}`,
    email: a.email,
    givenName: a.firstName,
    familyName: a.lastName,
  }));
}

export function devAccountBySub(issuer: SsoProviderId, sub: string): DevAccount | undefined {
  return devAccounts(issuer).find((a) => a.sub === sub);
}

/** The stand-in's own password check: any demo account, with the demo password. */
export function devSignIn(issuer: SsoProviderId, email: string, password: string): DevAccount | undefined {
  if (password !== DEMO_PASSWORD) return undefined;
  const wanted = email.trim().toLowerCase();
  return devAccounts(issuer).find((a) => a.email.toLowerCase() === wanted);
}

/** The claims of the `openid email profile` scopes, as Google sends them. */
export function devClaims(a: DevAccount): Record<string, unknown> {
  return {
    sub: a.sub,
    email: a.email,
    email_verified: true,
    given_name: a.givenName,
    family_name: a.familyName,
    name: `${a.givenName} ${a.familyName}`,
  };
}
