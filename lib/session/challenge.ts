import { z } from "zod";
import { signOwnToken, verifyOwnToken } from "./own-token";

/**
 * The proof that a password was right, carried between the two steps of a two-factor sign-in. Its
 * audience is not the session's, so it never opens a session by itself; it lives five minutes.
 */
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
  return signOwnToken(
    { purpose: c.purpose, tv: c.tokenVersion },
    { audience: AUDIENCE, ttl: `${TTL_SECONDS}s`, subject: String(c.userId) },
  );
}

/** The challenge, when it verifies and is of the expected purpose; null otherwise. */
export async function readChallenge(token: string, purpose: ChallengePurpose): Promise<Challenge | null> {
  const c = claimsSchema.safeParse(await verifyOwnToken(token, AUDIENCE));
  if (!c.success || c.data.purpose !== purpose) return null;
  return { userId: Number(c.data.sub), purpose, tokenVersion: c.data.tv };
}
