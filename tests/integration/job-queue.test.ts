import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs } from "@/lib/db/schema/jobs";
import { backoffMs, claim, complete, enqueue } from "@/lib/jobs/queue";
import { PermanentJobError, runDueJobs, type JobHandlers } from "@/lib/jobs/runner";
import { createTestDb, ENGINES, type TestDb } from "../helpers/test-db";

const T0 = new Date("2026-03-02T09:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(ENGINES)("the job queue (%s)", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(() => t.dispose());
  beforeEach(async () => {
    await t.db.delete(jobs);
  });

  const jobRow = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it("enqueues inside the caller's transaction: a rolled-back change leaves no job", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, "test.noop", { n: 1 });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it("two concurrent claimers never take the same job", async () => {
    for (let i = 0; i < 40; i++) await enqueue(t.db, "test.count", { i }, { runAt: T0 });
    const [a, b] = await Promise.all([claim(t.db, { now: T0, limit: 25 }), claim(t.db, { now: T0, limit: 25 })]);
    const ids = [...a, ...b].map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(40);
  });

  it("two concurrent workers run each job exactly once", async () => {
    for (let i = 0; i < 30; i++) await enqueue(t.db, "test.count", { i }, { runAt: T0 });
    const runs: number[] = [];
    const handlers: JobHandlers = {
      "test.count": {
        run: async (job) => {
          runs.push(Number(job.payload.i));
        },
      },
    };
    // Each worker drains until nothing is left; they race for the same rows the whole time.
    const worker = async () => {
      for (;;) {
        const r = await runDueJobs(t.db, handlers, { now: T0, limit: 4 });
        if (r.claimed === 0) return;
      }
    };
    await Promise.all([worker(), worker()]);
    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const states = await t.db.select({ state: jobs.state }).from(jobs);
    expect(states.every((s) => s.state === "done")).toBe(true);
  });

  it("retries a failed attempt after its back-off, not before", async () => {
    const id = await enqueue(t.db, "test.flaky", {}, { runAt: T0, maxAttempts: 5 });
    let calls = 0;
    const handlers: JobHandlers = {
      "test.flaky": {
        run: async () => {
          calls++;
          if (calls < 3) throw new Error(`try ${calls} failed`);
        },
      },
    };
    expect(await runDueJobs(t.db, handlers, { now: T0 })).toMatchObject({ claimed: 1, retried: 1 });
    const first = await jobRow(id);
    expect(first).toMatchObject({ state: "pending", attempts: 1, lastError: "try 1 failed" });
    expect(first.runAt.getTime()).toBe(T0.getTime() + backoffMs(1));
    // Before the back-off ends, nothing is due.
    expect((await runDueJobs(t.db, handlers, { now: at(backoffMs(1) - 1) })).claimed).toBe(0);
    expect(await runDueJobs(t.db, handlers, { now: at(backoffMs(1)) })).toMatchObject({ claimed: 1, retried: 1 });
    const second = await jobRow(id);
    expect(second.runAt.getTime()).toBe(at(backoffMs(1)).getTime() + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    expect(await runDueJobs(t.db, handlers, { now: second.runAt })).toMatchObject({ done: 1 });
    expect(await jobRow(id)).toMatchObject({ state: "done", attempts: 3, lastError: null });
  });

  it("a job that keeps failing ends failed after its last attempt, and its give-up hook runs once", async () => {
    const id = await enqueue(t.db, "test.broken", {}, { runAt: T0, maxAttempts: 3 });
    const gaveUp: string[] = [];
    const handlers: JobHandlers = {
      "test.broken": {
        run: async () => {
          throw new Error("always");
        },
        onGiveUp: async (_job, error) => {
          gaveUp.push(error);
        },
      },
    };
    let now = T0;
    for (let i = 0; i < 3; i++) {
      await runDueJobs(t.db, handlers, { now });
      now = (await jobRow(id)).runAt;
    }
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: "failed", attempts: 3, lastError: "always" });
    expect(row.finishedAt).not.toBeNull();
    expect(gaveUp).toEqual(["always"]);
    expect((await runDueJobs(t.db, handlers, { now: at(10 * 3_600_000) })).claimed).toBe(0);
  });

  it("a permanent error fails the job at once", async () => {
    const id = await enqueue(t.db, "test.bad", {}, { runAt: T0, maxAttempts: 5 });
    const handlers: JobHandlers = {
      "test.bad": {
        run: async () => {
          throw new PermanentJobError("cannot work");
        },
      },
    };
    expect(await runDueJobs(t.db, handlers, { now: T0 })).toMatchObject({ failed: 1 });
    expect(await jobRow(id)).toMatchObject({ state: "failed", attempts: 1 });
  });

  it("a lease that runs out frees the job for another worker, and the first one's outcome no longer counts", async () => {
    const id = await enqueue(t.db, "test.slow", {}, { runAt: T0 });
    const [first] = await claim(t.db, { now: T0, leaseMs: 60_000 });
    expect(await claim(t.db, { now: at(59_999) })).toHaveLength(0);
    const [second] = await claim(t.db, { now: at(60_000) });
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await complete(t.db, first!)).toBe(false);
    expect(await complete(t.db, second!)).toBe(true);
    expect(await jobRow(id)).toMatchObject({ state: "done", attempts: 2 });
  });

  it("a worker that died on the last attempt leaves a job that ends failed", async () => {
    const id = await enqueue(t.db, "test.dies", {}, { runAt: T0, maxAttempts: 1 });
    await claim(t.db, { now: T0, leaseMs: 1000 });
    await runDueJobs(t.db, { "test.dies": { run: async () => undefined } }, { now: at(1000) });
    expect(await jobRow(id)).toMatchObject({ state: "failed", lastError: "lease expired on the last attempt" });
  });

  it("a process claims only the kinds it has handlers for", async () => {
    await enqueue(t.db, "test.other", {}, { runAt: T0 });
    const r = await runDueJobs(t.db, { "test.mine": { run: async () => undefined } }, { now: T0 });
    expect(r.claimed).toBe(0);
  });
});
