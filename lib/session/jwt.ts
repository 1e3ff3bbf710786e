import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { env } from "@/lib/config/env";
import { LAWS } from "@/lib/constants";
import { JWT_ALG, signingKeys, type SigningKeys } from "./keys";

const ISSUER = "weedo-portal";
const AUDIENCE = "weedo";

export const sessionClaimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  email: z.email(),
  law: z.enum(LAWS),
  multi_droit: z.boolean(),
  /** Carried so that request-time guards (the webhook page) need no database read. */
  haswebhook: z.boolean().default(false),
  id_clien_myaffil: z.number().int().nullable(),
  id_clien_mycoreg: z.number().int().nullable(),
  id_clien_leadmarket: z.number().int(),
  /** Token version: must equal the user's current one. */
  tv: z.number().int(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;
export type SessionClaimsInput = z.input<typeof sessionClaimsSchema>;

export async function issueSessionToken(
  claims: SessionClaimsInput,
  ttlSeconds = env().SESSION_TTL_SECONDS,
): Promise<string> {
  const { kid, privateKey } = await signingKeys();
  const { sub, ...rest } = claims;
  return (
    new SignJWT(rest)
      .setProtectedHeader({ alg: JWT_ALG, kid, typ: "JWT" })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      // The token id that a sign-out revokes (lib/session/revocation.ts).
      .setJti(randomUUID())
      .sign(privateKey)
  );
}

export type VerifyResult =
  { ok: true; claims: SessionClaims; jti: string; expiresAt: number } | { ok: false; reason: "expired" | "invalid" };

type Verified = Extract<VerifyResult, { ok: true }>;

/** How many verified tokens a process remembers (about a kilobyte each); the oldest go first. */
const VERIFIED_MAX = 5_000;

/**
 * Tokens whose signature and claims already verified in this process, by key set: the proxy and
 * the server render (separate bundles, hence the global) verify each session once per process, not
 * once each per request. Only what the token itself proves is remembered: its expiry is compared
 * with the clock at every use, and revocation, token version and account status are read from the
 * database at every request (lib/session/current-user.ts). A new key set starts an empty cache.
 */
const holder = globalThis as unknown as { __weedoVerified?: WeakMap<SigningKeys, Map<string, Verified>> };

function verifiedCache(keys: SigningKeys): Map<string, Verified> {
  const byKeys = (holder.__weedoVerified ??= new WeakMap());
  let cache = byKeys.get(keys);
  if (!cache) byKeys.set(keys, (cache = new Map()));
  return cache;
}

/** jose's rule: a token is expired once the clock, in whole seconds, reaches its `exp`. */
const isExpired = (v: Verified) => Math.floor(Date.now() / 1000) >= v.expiresAt / 1000;

/**
 * Checks signature (ES256 only, known kid), issuer, audience, expiry and claim shapes. A token
 * without an expiry or an id is refused: it could be neither bounded nor revoked.
 */
export async function verifySessionToken(token: string): Promise<VerifyResult> {
  const keys = await signingKeys();
  const cache = verifiedCache(keys);
  const known = cache.get(token);
  if (known) {
    if (!isExpired(known)) return known;
    cache.delete(token);
    return { ok: false, reason: "expired" };
  }
  const verified = await verifyUncached(token, keys.keySet);
  if (verified.ok) {
    if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value!);
    // Shared by every later request with this token: nobody may change it.
    Object.freeze(verified.claims);
    cache.set(token, Object.freeze(verified));
  }
  return verified;
}

async function verifyUncached(token: string, keySet: SigningKeys["keySet"]): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: [JWT_ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp", "jti"],
    });
    const claims = sessionClaimsSchema.safeParse(payload);
    if (!claims.success || typeof payload.exp !== "number" || typeof payload.jti !== "string" || !payload.jti)
      return { ok: false, reason: "invalid" };
    return { ok: true, claims: claims.data, jti: payload.jti, expiresAt: payload.exp * 1000 };
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { ok: false, reason: code === "ERR_JWT_EXPIRED" ? "expired" : "invalid" };
  }
}

export async function publicJwks() {
  const { publicJwk } = await signingKeys();
  return { keys: [publicJwk] };
}
