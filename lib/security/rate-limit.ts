import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/lib/config/env";

/**
 * Counters for login attempts, code checks and reset requests: in process memory by default (one
 * process owns the embedded database anyway), in Redis when RATE_LIMIT_REDIS_URL is set so that
 * scaled-out instances share them.
 */
const POLICIES = {
  /** Wrong current passwords per account on the password change (sign-in counts its own, below). */
  loginAccount: { points: 5, duration: 15 * 60 },
  /** Failed sign-ins per IP address, whatever the account (credential stuffing from one place). */
  loginIp: { points: 50, duration: 15 * 60 },
  /**
   * Failed sign-ins per (account, address) pair: what stops one guesser without locking the owner,
   * who signs in from another address (OWASP authentication cheat sheet).
   */
  signInPair: { points: 5, duration: 15 * 60 },
  /**
   * Failed sign-ins per account from every address, slowed down by a progressive delay
   * (lib/security/login-throttle.ts); once spent, the right password is not refused: it needs the
   * second factor, or the unlock link e-mailed to the owner.
   */
  signInAccount: { points: 25, duration: 15 * 60 },
  /** Wrong two-factor codes per account. */
  twoFactorAccount: { points: 5, duration: 15 * 60 },
  /** Sign-up "is this e-mail free?" checks per client address (each tells whether an account exists). */
  emailCheckIp: { points: 20, duration: 10 * 60 },
  /** Reset or sign-up code e-mails per account. */
  codeRequest: { points: 5, duration: 60 * 60 },
  /** Wrong codes per account, beside the per-code attempt limit. */
  codeCheck: { points: 10, duration: 60 * 60 },
  /** Lead postbacks and pixels per IP address (advertisers' servers send bursts). */
  postbackIp: { points: 600, duration: 60 },
  /** Wrong bearer keys on Mon Gustave's lead intake per client address (key guessing). */
  mgIntakeBadKeyIp: { points: 20, duration: 15 * 60 },
  /** Content-Security-Policy violation reports per client address (unauthenticated, only logged). */
  cspReportIp: { points: 30, duration: 60 },
  /** All violation reports together: what the log takes whatever addresses a flood claims. */
  cspReportAll: { points: 300, duration: 60 },
} as const;

export type LimitName = keyof typeof POLICIES;

interface Holder {
  __weedoLimiters?: Map<LimitName, RateLimiterAbstract>;
  __weedoLimitRedis?: import("ioredis").Redis;
  __weedoLimitRedisReady?: Promise<import("ioredis").Redis>;
}
const holder = globalThis as unknown as Holder;

/**
 * One Redis connection per process, ready before its first use: without the offline queue, a
 * command sent while it still connects fails, and the hits of an instance's first moments would
 * land in its own memory instead of the shared store (after 2 s without Redis, they do).
 */
async function connectRedis(url: string): Promise<import("ioredis").Redis> {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on("error", (err) => console.error(`rate-limit store: ${err.message}`));
  holder.__weedoLimitRedis = redis;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    timer.unref();
    redis.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}

async function limiter(name: LimitName): Promise<RateLimiterAbstract> {
  const limiters = (holder.__weedoLimiters ??= new Map());
  let l = limiters.get(name);
  if (!l) {
    const url = env().RATE_LIMIT_REDIS_URL;
    if (url) {
      holder.__weedoLimitRedisReady ??= connectRedis(url);
      const storeClient = await holder.__weedoLimitRedisReady;
      // Another call may have built this limiter while the connection opened.
      const built = limiters.get(name);
      if (built) return built;
      // Without Redis answering, fall back to this process's memory rather than refusing every sign-in.
      l = new RateLimiterRedis({
        storeClient,
        keyPrefix: `weedo:${name}`,
        ...POLICIES[name],
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...POLICIES[name] }),
      });
    } else {
      l = new RateLimiterMemory({ keyPrefix: name, ...POLICIES[name] });
    }
    limiters.set(name, l);
  }
  return l;
}

/** Whether the key has used up its points (does not spend one). */
export async function isLimited(name: LimitName, key: string): Promise<boolean> {
  const res = await (await limiter(name)).get(key);
  return !!res && res.consumedPoints >= POLICIES[name].points;
}

/** How many points the key has spent in its window. */
export async function consumed(name: LimitName, key: string): Promise<number> {
  return (await (await limiter(name)).get(key))?.consumedPoints ?? 0;
}

/** Spends a point; true when the key is now over its limit. */
export async function hit(name: LimitName, key: string): Promise<boolean> {
  try {
    await (await limiter(name)).consume(key);
    return false;
  } catch (e) {
    if (e instanceof Error) throw e; // a store failure, not a refusal
    return true;
  }
}

/** Gives a point back (an attempt counted up front that turned out to be the owner's). */
export async function reward(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).reward(key, 1);
}

export async function clear(name: LimitName, key: string): Promise<void> {
  await (await limiter(name)).delete(key);
}

/** Forgets every limiter (a test that replays the same accounts on a second database needs it). */
export function resetRateLimits(): void {
  holder.__weedoLimiters = undefined;
}

/** Closes the Redis connection, if any (tests and shutdown). */
export async function closeRateLimitStore(): Promise<void> {
  await holder.__weedoLimitRedisReady?.catch(() => undefined);
  await holder.__weedoLimitRedis?.quit().catch(() => undefined);
  holder.__weedoLimitRedis = undefined;
  holder.__weedoLimitRedisReady = undefined;
  holder.__weedoLimiters = undefined;
}
