import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv, resetEnvCache } from "@/lib/config/env";
import { revokedSessions } from "@/lib/db/schema";
import { startBackgroundJobs } from "@/lib/jobs/background";
import { runExclusively, SCHEDULED_JOBS, type ScheduledJob } from "@/lib/jobs/scheduled";
import { rowsOf } from "../helpers/market-fixtures";
import { createTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("process role switches", () => {
  afterEach(() => {
    delete process.env.WEBHOOK_WORKER;
    delete process.env.SCHEDULED_JOBS;
    resetEnvCache();
  });

  it("are on unless set to off (or 0, or false), and refuse anything else", () => {
    expect(parseEnv({})).toMatchObject({ WEBHOOK_WORKER: true, SCHEDULED_JOBS: true });
    expect(parseEnv({ WEBHOOK_WORKER: "off", SCHEDULED_JOBS: "0" })).toMatchObject({
      WEBHOOK_WORKER: false,
      SCHEDULED_JOBS: false,
    });
    expect(parseEnv({ WEBHOOK_WORKER: "false", SCHEDULED_JOBS: "on" })).toMatchObject({
      WEBHOOK_WORKER: false,
      SCHEDULED_JOBS: true,
    });
    expect(() => parseEnv({ WEBHOOK_WORKER: "sometimes" })).toThrow(ConfigError);
    expect(() => parseEnv({ WEBHOOK_WORKER: "sometimes" })).toThrow(/WEBHOOK_WORKER: expected on or off/);
  });

  it("decide what a server process starts beside the web", () => {
    process.env.WEBHOOK_WORKER = "off";
    process.env.SCHEDULED_JOBS = "off";
    resetEnvCache();
    const none = startBackgroundJobs();
    expect({ webhook: none.webhookWorker, scheduled: none.scheduledJobs }).toEqual({
      webhook: false,
      scheduled: false,
    });
    none.stop();

    process.env.WEBHOOK_WORKER = "on";
    process.env.SCHEDULED_JOBS = "off";
    resetEnvCache();
    const webhookOnly = startBackgroundJobs();
    expect({ webhook: webhookOnly.webhookWorker, scheduled: webhookOnly.scheduledJobs }).toEqual({
      webhook: true,
      scheduled: false,
    });
    webhookOnly.stop();

    delete process.env.WEBHOOK_WORKER;
    delete process.env.SCHEDULED_JOBS;
    resetEnvCache();
    const both = startBackgroundJobs();
    expect({ webhook: both.webhookWorker, scheduled: both.scheduledJobs }).toEqual({ webhook: true, scheduled: true });
    both.stop();
  });
});

describe.each(ENGINES)("scheduled jobs on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t?.dispose());

  it("the revocation purge drops the rows of tokens that have expired anyway, and only those", async () => {
    await t.db.insert(revokedSessions).values([
      { jti: "expired", userId: null, expiresAt: new Date(Date.now() - 60_000) },
      { jti: "live", userId: null, expiresAt: new Date(Date.now() + 3_600_000) },
    ]);
    const purge = SCHEDULED_JOBS.find((j) => j.name === "purge-expired-session-revocations")!;
    expect(await runExclusively(t.db, purge)).toBe(true);
    const left = rowsOf<{ jti: string }>(await t.db.execute(sql`select jti from revoked_sessions order by jti`));
    expect(left.map((r) => r.jti)).toEqual(["live"]);
  });

  it.skipIf(engine !== "postgres")("one process at a time runs a job: the others skip that round", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const job: ScheduledJob = {
      name: "test-exclusive",
      everyMs: 60_000,
      run: async () => {
        runs++;
        await held;
      },
    };
    const first = runExclusively(t.db, job);
    // Let the first take its lock before the second asks (the pool gives each its own connection).
    await new Promise((r) => setTimeout(r, 200));
    expect(await runExclusively(t.db, job)).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(runs).toBe(1);
    // Once released, the next round runs again.
    expect(await runExclusively(t.db, { ...job, run: async () => void runs++ })).toBe(true);
    expect(runs).toBe(2);
  });
});

describe.skipIf(!process.env.DATABASE_URL_TEST)("npm run worker", () => {
  const url = process.env.DATABASE_URL_TEST!;
  const script = ["--import", "tsx", "scripts/worker.ts"];

  it("refuses to start with nothing to run", async () => {
    const run = promisify(execFile);
    const failed = await run(process.execPath, script, {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, WEBHOOK_WORKER: "off", SCHEDULED_JOBS: "off", JOB_WORKER: "off" },
    }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining("Nothing to run") });
  });

  it("runs the webhook queue, the scheduled jobs and the job queue, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, script, {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, WEBHOOK_WORKER: "on", SCHEDULED_JOBS: "on", JOB_WORKER: "on" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (c: Buffer) => resolve(c.toString()));
      child.once("exit", (code) => reject(new Error(`worker exited ${code}`)));
    });
    expect(line).toContain("worker: webhook queue on, scheduled jobs on, job queue on");
    const code = await new Promise<number | null>((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
    expect(code).toBe(0);
  });
});
