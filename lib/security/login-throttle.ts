import { clear, consumed, hit, isLimited, reward } from "./rate-limit";

/** One sign-in attempt: the account (lower-cased e-mail) and the client's address, when known. */
export interface LoginAttempt {
  account: string;
  ip: string | null;
}

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const pairKey = (a: LoginAttempt) => `${a.account}|${a.ip ?? "unknown"}`;

/** Failures an account takes, from all addresses, before its attempts start to be slowed down. */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 4000;

/**
 * The wait before checking a password after `failures` recent failures on the account: none for the
 * first few, then doubling from 250 ms to 4 s. It slows guessing spread over many addresses, where
 * the per-pair limit does not bite, without ever locking the owner out.
 */
export function failureDelayMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(250 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

export type Refusal = "pair" | "address";

/**
 * Counts the attempt before its password is looked at, atomically (one consume per counter), so
 * that concurrent guesses cannot all slip under the limit: the reason it is refused, or null. Only
 * the (account, address) pair and the address refuse; the account as a whole never does (anyone
 * could spend its budget and lock its owner out): see accountUnderAttack.
 */
export async function reserveAttempt(a: LoginAttempt): Promise<Refusal | null> {
  if (await hit("signInPair", pairKey(a))) return "pair";
  if (a.ip && (await hit("loginIp", a.ip))) {
    await reward("signInPair", pairKey(a));
    return "address";
  }
  return null;
}

/** Waits the progressive delay the account's recent failures call for. */
export async function throttle(a: LoginAttempt, sleep: Sleep = realSleep): Promise<void> {
  const ms = failureDelayMs(await consumed("signInAccount", a.account));
  if (ms) await sleep(ms);
}

/** Counts a failure against the account; says whether the pair has just used up its budget. */
export async function recordLoginFailure(a: LoginAttempt, knownAccount: boolean): Promise<Refusal | null> {
  if (knownAccount) await hit("signInAccount", a.account);
  return (await isLimited("signInPair", pairKey(a))) ? "pair" : null;
}

/**
 * Whether so many wrong passwords came for the account, from anywhere, that even the right one no
 * longer opens a session by itself (the second factor, or the owner's unlock link, is asked for).
 */
export const accountUnderAttack = (a: LoginAttempt) => isLimited("signInAccount", a.account);

/** The owner's unlock link was followed: the account's failures are forgotten. */
export const unlockAccount = (account: string) => clear("signInAccount", account);

/** A successful sign-in forgets its pair's failures and the account's, and gives its address its point back. */
export async function recordLoginSuccess(a: LoginAttempt): Promise<void> {
  await clear("signInPair", pairKey(a));
  await clear("signInAccount", a.account);
  if (a.ip) await reward("loginIp", a.ip);
}
