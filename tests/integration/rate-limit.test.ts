import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { clear, closeRateLimitStore, hit, isLimited, resetRateLimits } from "@/lib/security/rate-limit";

// In memory always; in Redis too when REDIS_URL_TEST names a server (.ci/run sets it when 6379 answers).
const STORES = process.env.REDIS_URL_TEST ? ["memory", "redis"] : ["memory"];

describe.each(STORES)("rate limits in %s", (store) => {
  afterAll(() => closeRateLimitStore());

  it("refuses the sixth failed sign-in of an account within the window, and forgets after clear", async () => {
    await closeRateLimitStore();
    if (store === "redis") process.env.RATE_LIMIT_REDIS_URL = process.env.REDIS_URL_TEST;
    else delete process.env.RATE_LIMIT_REDIS_URL;
    // The configuration is read once per process: re-read it for this store.
    resetEnvCache();
    resetRateLimits();
    const key = `test-${randomBytes(4).toString("hex")}@weedo.test`;
    const hits = [];
    for (let i = 0; i < 6; i++) hits.push(await hit("loginAccount", key));
    expect(hits).toEqual([false, false, false, false, false, true]);
    expect(await isLimited("loginAccount", key)).toBe(true);
    await clear("loginAccount", key);
    expect(await isLimited("loginAccount", key)).toBe(false);
  });
});
