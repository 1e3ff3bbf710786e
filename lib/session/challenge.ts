import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { JWT_ALG, signingKeys } from "./keys";

/**
 * The proof that a password was right, carried between the two steps of a two-factor sign-in. Its
 * audience is not the session's, so it never opens a session by itself; it lives five minutes.
 */
const ISSUER = "weedo-portal";
const AUDIENCE = "weedo-2fa";
const TTL_SECONDS = 5 * 60;

export const CHALLENGE_PURPOSES = ["verify", "enrol"] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  purpose: z.enum(CHALLENGE_PURPOSES),
  tv: z.number().int(),
});

export interface Challenge {
  userId: number;
  purpose: ChallengePurpose;
  /** The user's token version when the password was proved: a password change since voids it. */
  tokenVersion: number;
}

export async function issueChallenge(c: Challenge): Promise<string> {
  const { kid, privateKey } = await signingKeys();
  return new SignJWT({ purpose: c.purpose, tv: c.tokenVersion })
    .setProtectedHeader({ alg: JWT_ALG, kid, typ: "JWT" })
    .setSubject(String(c.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .setJti(randomUUID())
    .sign(privateKey);
}

/** The challenge, when it verifies and is of the expected purpose; null otherwise. */
export async function readChallenge(token: string, purpose: ChallengePurpose): Promise<Challenge | null> {
  try {
    const { keySet } = await signingKeys();
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: [JWT_ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["exp"],
    });
    const c = claimsSchema.safeParse(payload);
    if (!c.success || c.data.purpose !== purpose) return null;
    return { userId: Number(c.data.sub), purpose, tokenVersion: c.data.tv };
  } catch {
    return null;
  }
}
