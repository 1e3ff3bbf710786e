import { z } from "zod";
import type { SsoProviderId } from "./config";
import { ssoCallbackPath } from "./config";

/** Long enough to sign in at the issuer, short enough not to linger. */
export const SSO_STATE_TTL_SECONDS = 10 * 60;

const checksSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  verifier: z.string().min(43).max(128),
  expiresAt: z.number().int(),
});
export type SsoChecks = z.infer<typeof checksSchema>;

export function ssoStateCookieName(id: SsoProviderId): string {
  return `weedo_sso_${id}`;
}

function attributes(id: SsoProviderId, appUrl: string, maxAge: number): string {
  // Only sent back to the callback; Lax lets the issuer's top-level redirect carry it.
  const parts = [`Path=${ssoCallbackPath(id)}`, "HttpOnly", "SameSite=Lax", `Max-Age=${maxAge}`];
  if (new URL(appUrl).protocol === "https:") parts.push("Secure");
  return parts.join("; ");
}

export function ssoStateCookie(id: SsoProviderId, appUrl: string, checks: Omit<SsoChecks, "expiresAt">): string {
  const value: SsoChecks = { ...checks, expiresAt: Date.now() + SSO_STATE_TTL_SECONDS * 1000 };
  const encoded = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${ssoStateCookieName(id)}=${encoded}; ${attributes(id, appUrl, SSO_STATE_TTL_SECONDS)}`;
}

export function clearedSsoStateCookie(id: SsoProviderId, appUrl: string): string {
  return `${ssoStateCookieName(id)}=; ${attributes(id, appUrl, 0)}`;
}

/** The checks kept when the flow started, or null when absent, malformed or expired. */
export function readSsoChecks(value: string | undefined | null): SsoChecks | null {
  if (!value) return null;
  try {
    const parsed = checksSchema.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    if (!parsed.success || parsed.data.expiresAt < Date.now()) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** A cookie's value from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=");
  }
  return undefined;
}
