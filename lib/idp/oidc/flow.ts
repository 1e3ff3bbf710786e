import { eq, sql } from "drizzle-orm";
import * as oidc from "openid-client";
import type { Db } from "@/lib/db";
import { auditLog, users } from "@/lib/db/schema";
import { logger } from "@/lib/logger";
import { issueLoginToken } from "@/lib/session/login-token";
import { oidcConfiguration } from "./client";
import type { SsoProviderConfig } from "./config";
import { clearedSsoStateCookie, readSsoChecks, ssoStateCookie } from "./state-cookie";

export const SSO_ERROR_CODES = [
  "USER_NOT_FOUND",
  "USER_PENDING",
  "USER_NOT_CONFIRMED",
  "ACCOUNT_DISABLED",
  "SSO_FAILED",
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

const SCOPE = "openid email profile";

export interface SsoStart {
  /** The issuer's authorization URL. */
  location: string;
  setCookie: string;
}

/** Authorization request with PKCE (S256), state and nonce; the checks go in a cookie for the callback. */
export async function startSso(cfg: SsoProviderConfig, appUrl: string): Promise<SsoStart> {
  const config = await oidcConfiguration(cfg);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: cfg.redirectUri,
    response_type: "code",
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { location: url.href, setCookie: ssoStateCookie(cfg.id, appUrl, { state, nonce, verifier }) };
}

export type SsoFinish =
  | { ok: true; userId: number; location: string; setCookies: string[] }
  | { ok: false; code: SsoErrorCode; location: string; setCookies: string[] };

type Claims = Record<string, unknown>;

/** The e-mail the issuer vouches for; Microsoft says so with `xms_edov` instead of `email_verified`. */
export function verifiedEmail(claims: Claims): string | null {
  if (typeof claims.email !== "string" || !claims.email.includes("@")) return null;
  const verified = claims.email_verified === true || (claims.email_verified === undefined && claims.xms_edov === true);
  return verified ? claims.email.trim().toLowerCase() : null;
}

async function identify(
  cfg: SsoProviderConfig,
  query: URLSearchParams,
  checks: NonNullable<ReturnType<typeof readSsoChecks>>,
) {
  const config = await oidcConfiguration(cfg);
  // The configured redirect URI, not the request's own URL, which may be an internal address behind a proxy.
  const currentUrl = new URL(cfg.redirectUri);
  currentUrl.search = query.toString();
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims()!;
  if (typeof idClaims.email === "string") return verifiedEmail(idClaims);
  // Some issuers keep the e-mail out of the ID token: ask userinfo, bound to the same subject.
  return verifiedEmail(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub));
}

/**
 * The callback: exchanges the code (state, nonce and PKCE checked), finds the active account of the
 * verified e-mail and ends at /checktocken/{single-use token}; any failure ends at /login?sso_error=CODE.
 */
export async function finishSso(
  db: Db,
  cfg: SsoProviderConfig,
  appUrl: string,
  query: URLSearchParams,
  stateCookie: string | undefined,
  ip: string | null = null,
): Promise<SsoFinish> {
  const setCookies = [clearedSsoStateCookie(cfg.id, appUrl)];
  const fail = (code: SsoErrorCode): SsoFinish => ({
    ok: false,
    code,
    location: `/login?sso_error=${code}`,
    setCookies,
  });

  const checks = readSsoChecks(stateCookie);
  if (!checks) {
    logger.warn({ provider: cfg.id }, "sso callback without a live state cookie");
    return fail("SSO_FAILED");
  }
  let email: string | null;
  try {
    email = await identify(cfg, query, checks);
  } catch (e) {
    const err = e as { code?: string; error?: string; message?: string };
    logger.warn({ provider: cfg.id, code: err.code, error: err.error, reason: err.message }, "sso callback refused");
    return fail("SSO_FAILED");
  }
  if (!email) {
    logger.warn({ provider: cfg.id }, "sso identity without a verified e-mail");
    return fail("SSO_FAILED");
  }

  const [u] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (!u) return fail("USER_NOT_FOUND");
  if (u.status === "pending") return fail("USER_PENDING");
  if (u.status === "unconfirmed") return fail("USER_NOT_CONFIRMED");
  if (u.status !== "active") return fail("ACCOUNT_DISABLED");

  const token = await issueLoginToken(db, u.id);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, u.id));
  await db.insert(auditLog).values({ actorId: u.id, action: "sign_in_sso", ip, details: { provider: cfg.id } });
  return { ok: true, userId: u.id, location: `/checktocken/${token}`, setCookies };
}
