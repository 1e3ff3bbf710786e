import { signOwnToken, verifyOwnToken } from "./own-token";

/**
 * The link e-mailed to an account's owner when so many wrong passwords came for it that the right
 * one no longer opens a session by itself: following it forgets the account's failures. Its
 * audience is its own (it opens no session); it lives thirty minutes.
 */
const AUDIENCE = "weedo-unlock";
export const UNLOCK_MINUTES = 30;

export const issueUnlock = (account: string) =>
  signOwnToken({ acct: account }, { audience: AUDIENCE, ttl: `${UNLOCK_MINUTES}m` });

/** The account (lower-cased e-mail) an unlock link names, when it verifies; null otherwise. */
export async function readUnlock(token: string): Promise<string | null> {
  const payload = await verifyOwnToken(token, AUDIENCE);
  return typeof payload?.acct === "string" ? payload.acct : null;
}
