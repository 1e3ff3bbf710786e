import type { Db } from "@/lib/db/client";
import { logger } from "@/lib/logger";
import { startLoop, type Loop } from "./loop";
import { claim, complete, fail, failAbandoned, type ClaimedJob } from "./queue";

/** Thrown by a handler when another attempt cannot help (the job fails at once). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

/** Thrown by a handler that knows when to try again (a push service's Retry-After). */
export class RetryJobError extends Error {
  constructor(
    message: string,
    readonly retryInMs?: number,
  ) {
    super(message);
    this.name = "RetryJobError";
  }
}

export interface JobContext {
  db: Db;
  now: Date;
}

/** What runs one kind of job. `onGiveUp` runs once, when the job ends failed (record it where users see it). */
export interface JobHandler {
  run(job: ClaimedJob, ctx: JobContext): Promise<void>;
  onGiveUp?(job: ClaimedJob, error: string, ctx: JobContext): Promise<void>;
}

export type JobHandlers = Record<string, JobHandler>;

export interface RunReport {
  claimed: number;
  done: number;
  retried: number;
  failed: number;
  lost: number;
}

/**
 * Claims what is due for the kinds it has handlers for, runs the jobs side by side and records
 * each outcome. A handler's error is a retry (with back-off) until the job's last attempt; a
 * PermanentJobError fails it at once.
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  opts: { now?: Date; limit?: number; leaseMs?: number } = {},
): Promise<RunReport> {
  const now = opts.now ?? new Date();
  const report: RunReport = { claimed: 0, done: 0, retried: 0, failed: 0, lost: 0 };
  await failAbandoned(db, now);
  const claimed = await claim(db, { now, limit: opts.limit, leaseMs: opts.leaseMs, kinds: Object.keys(handlers) });
  report.claimed = claimed.length;
  const ctx: JobContext = { db, now };
  await Promise.all(
    claimed.map(async (job) => {
      const handler = handlers[job.kind]!;
      try {
        await handler.run(job, ctx);
        if (await complete(db, job)) report.done++;
        else report.lost++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const state = await fail(db, job, message, {
          now,
          final: err instanceof PermanentJobError,
          retryInMs: err instanceof RetryJobError ? err.retryInMs : undefined,
        });
        if (state === "pending") report.retried++;
        else if (state === "failed") {
          report.failed++;
          await handler
            .onGiveUp?.(job, message, ctx)
            .catch((e: unknown) => logger.error({ err: e, job: job.id, kind: job.kind }, "job give-up hook failed"));
        } else report.lost++;
      }
    }),
  );
  return report;
}

export const JOB_INTERVAL_MS = 2_000;
const BATCH = 20;

/**
 * The queue's loop, once per process (the guard survives dev reloads): every 2 s it drains what is
 * due, a batch at a time. Started from lib/jobs/background.ts behind JOB_WORKER; SIGTERM stops it.
 */
export function startJobWorker(
  handlers: JobHandlers | (() => Promise<JobHandlers>),
  intervalMs = JOB_INTERVAL_MS,
): Loop {
  return startLoop("job worker", intervalMs, async (stopped) => {
    const { getDb } = await import("@/lib/db");
    const db = await getDb();
    const hs = typeof handlers === "function" ? await handlers() : handlers;
    for (let i = 0; i < 10 && !stopped(); i++) {
      const r = await runDueJobs(db, hs, { limit: BATCH });
      if (r.claimed > 0) logger.info(r, "jobs processed");
      if (r.claimed < BATCH) break;
    }
  });
}
