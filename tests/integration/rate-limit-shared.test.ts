import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { closeRateLimitStore, consumed, hit, isLimited, resetRateLimits } from "@/lib/security/rate-limit";

/**
 * With RATE_LIMIT_REDIS_URL set, instances share their counters: points spent by another process
 * (tests/helpers/limit-hits.ts, its own Redis connection and limiter) count here, and the other way
 * round. Runs when REDIS_URL_TEST names a server (.ci/run sets it when 127.0.0.1:6379 answers).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

async function otherInstance(
  env: Record<string, string | undefined>,
  name: string,
  key: string,
  count: number,
): Promise<boolean[]> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "tests/helpers/limit-hits.ts", name, key, String(count)],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
    },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as boolean[];
}

describe.skipIf(!process.env.REDIS_URL_TEST)("rate limits shared through Redis", () => {
  beforeAll(async () => {
    await closeRateLimitStore();
    process.env.RATE_LIMIT_REDIS_URL = process.env.REDIS_URL_TEST;
    resetEnvCache();
    resetRateLimits();
  });
  afterAll(async () => {
    await closeRateLimitStore();
    delete process.env.RATE_LIMIT_REDIS_URL;
    resetEnvCache();
  });

  it("two instances spend one budget: the other process's failures count here", async () => {
    const key = `shared-${randomBytes(4).toString("hex")}@weedo.test`;
    // signInPair allows 5 failures: 3 here, then 3 in another process, whose third is refused.
    for (let i = 0; i < 3; i++) expect(await hit("signInPair", key)).toBe(false);
    expect(await otherInstance({ RATE_LIMIT_REDIS_URL: process.env.REDIS_URL_TEST }, "signInPair", key, 3)).toEqual([
      false,
      false,
      true,
    ]);
    expect(await consumed("signInPair", key)).toBe(6);
    expect(await isLimited("signInPair", key)).toBe(true);
  });

  it("without RATE_LIMIT_REDIS_URL each process counts alone (memory, the default)", async () => {
    const key = `alone-${randomBytes(4).toString("hex")}@weedo.test`;
    for (let i = 0; i < 3; i++) await hit("signInPair", key);
    expect(await otherInstance({ RATE_LIMIT_REDIS_URL: "" }, "signInPair", key, 3)).toEqual([false, false, false]);
    expect(await consumed("signInPair", key)).toBe(3);
  });
});
