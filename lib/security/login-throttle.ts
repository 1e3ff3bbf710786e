import { clear, consumed, hit, isLimited } from "./rate-limit";

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

export type Refusal = "pair" | "account" | "address";

/** Why the attempt is refused before its password is looked at, or null. */
export async function loginRefusal(a: LoginAttempt): Promise<Refusal | null> {
  if (await isLimited("signInPair", pairKey(a))) return "pair";
  if (await isLimited("signInAccount", a.account)) return "account";
  if (a.ip && (await isLimited("loginIp", a.ip))) return "address";
  return null;
}

/** Waits the progressive delay the account's recent failures call for. */
export async function throttle(a: LoginAttempt, sleep: Sleep = realSleep): Promise<void> {
  const ms = failureDelayMs(await consumed("signInAccount", a.account));
  if (ms) await sleep(ms);
}

/** Counts a failure; says which limit, if any, it has just used up (the next attempt is refused). */
export async function recordLoginFailure(a: LoginAttempt, knownAccount: boolean): Promise<Refusal | null> {
  await hit("signInPair", pairKey(a));
  if (knownAccount) await hit("signInAccount", a.account);
  if (a.ip) await hit("loginIp", a.ip);
  return loginRefusal(a);
}

/** A successful sign-in forgets its pair's failures and the account's. */
export async function recordLoginSuccess(a: LoginAttempt): Promise<void> {
  await clear("signInPair", pairKey(a));
  await clear("signInAccount", a.account);
}
