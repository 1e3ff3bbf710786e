import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { JWT_ALG, signingKeys } from "./keys";

const ISSUER = "weedo-portal";

/**
 * A short-lived token of our own for one purpose (its audience: a two-factor challenge, an unlock
 * link), signed with the session keys but never accepted as a session (whose audience differs).
 */
export async function signOwnToken(
  claims: JWTPayload,
  { audience, ttl, subject }: { audience: string; ttl: string; subject?: string },
): Promise<string> {
  const { kid, privateKey } = await signingKeys();
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: JWT_ALG, kid, typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .setJti(randomUUID());
  return (subject ? jwt.setSubject(subject) : jwt).sign(privateKey);
}

/** The token's claims when it verifies for that audience (and has not expired); null otherwise. */
export async function verifyOwnToken(token: string, audience: string): Promise<JWTPayload | null> {
  try {
    const { keySet } = await signingKeys();
    const { payload } = await jwtVerify(token, keySet, {
      algorithms: [JWT_ALG],
      issuer: ISSUER,
      audience,
      requiredClaims: ["exp"],
    });
    return payload;
  } catch {
    return null;
  }
}
