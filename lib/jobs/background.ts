import { env } from "@/lib/config/env";
import { startWebhookWorker } from "@/features/market/webhooks/server/loop";
import { startJobWorker } from "./runner";
import { startScheduledJobs } from "./scheduled";

export interface BackgroundJobs {
  /** Whether this process runs the webhook delivery queue's loop (WEBHOOK_WORKER). */
  webhookWorker: boolean;
  /** Whether this process runs the scheduled jobs (SCHEDULED_JOBS). */
  scheduledJobs: boolean;
  /** Whether this process runs the job queue's loop (JOB_WORKER). */
  jobWorker: boolean;
  stop(): void;
}

/**
 * What a process runs beside answering HTTP, each behind its switch: every server process starts it
 * (instrumentation-node.ts), and `npm run worker` runs it alone. Behind a load balancer, the web
 * instances may turn them off and leave them to worker processes, or keep them on: the queues
 * claim rows with a lease and the scheduled jobs take an advisory lock, so N processes running
 * them never do the same work twice.
 */
export function startBackgroundJobs(opts: { webhookIntervalMs?: number; jobIntervalMs?: number } = {}): BackgroundJobs {
  const e = env();
  const webhook = e.WEBHOOK_WORKER ? startWebhookWorker(opts.webhookIntervalMs) : null;
  const scheduled = e.SCHEDULED_JOBS ? startScheduledJobs() : null;
  // The handlers are imported when the loop first ticks: they pull in the push library and its crypto.
  const queue = e.JOB_WORKER
    ? startJobWorker(async () => (await import("./handlers")).JOB_HANDLERS, opts.jobIntervalMs)
    : null;
  return {
    webhookWorker: webhook !== null,
    scheduledJobs: scheduled !== null,
    jobWorker: queue !== null,
    stop() {
      webhook?.stop();
      scheduled?.stop();
      queue?.stop();
    },
  };
}
