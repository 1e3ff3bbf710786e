import { ConfigError, env, type Env } from "@/lib/config/env";

/** The two single-sign-on buttons of the login page, in the order they are shown. */
export const SSO_PROVIDERS = ["google", "microsoft"] as const;
export type SsoProviderId = (typeof SSO_PROVIDERS)[number];

export interface SsoProviderConfig {
  id: SsoProviderId;
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Registered at the issuer: `${APP_URL}/api/auth/sso/<provider>/callback`. */
  redirectUri: string;
}

export function isSsoProviderId(value: string): value is SsoProviderId {
  return (SSO_PROVIDERS as readonly string[]).includes(value);
}

export function ssoCallbackPath(id: SsoProviderId): string {
  return `/api/auth/sso/${id}/callback`;
}

const VARS = {
  google: ["SSO_GOOGLE_ISSUER", "SSO_GOOGLE_CLIENT_ID", "SSO_GOOGLE_CLIENT_SECRET"],
  microsoft: ["SSO_MICROSOFT_ISSUER", "SSO_MICROSOFT_CLIENT_ID", "SSO_MICROSOFT_CLIENT_SECRET"],
} as const satisfies Record<SsoProviderId, readonly [keyof Env, keyof Env, keyof Env]>;

/**
 * A provider's settings, or null when its issuer is not set (the button is then not shown). An
 * issuer without its client id or secret is a configuration error, named like env.ts does.
 */
export function ssoProviderConfig(id: SsoProviderId, e: Env = env()): SsoProviderConfig | null {
  const [issuerVar, idVar, secretVar] = VARS[id];
  const issuer = e[issuerVar] as string | undefined;
  if (!issuer) return null;
  const clientId = e[idVar] as string | undefined;
  const clientSecret = e[secretVar] as string | undefined;
  const missing = [!clientId && idVar, !clientSecret && secretVar].filter(Boolean);
  if (missing.length) throw new ConfigError(missing.map((v) => `${v}: expected a value when ${issuerVar} is set`));
  return {
    id,
    issuer: new URL(issuer),
    clientId: clientId!,
    clientSecret: clientSecret!,
    redirectUri: new URL(ssoCallbackPath(id), e.APP_URL).href,
  };
}

/** The providers whose issuer is configured. */
export function configuredSsoProviders(e: Env = env()): SsoProviderId[] {
  return SSO_PROVIDERS.filter((id) => ssoProviderConfig(id, e) !== null);
}

/** Plain http is only accepted from an issuer on this machine (the demo's stand-in provider). */
export function isLoopbackIssuer(issuer: URL): boolean {
  return ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
}
