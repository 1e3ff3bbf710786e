import { closeDb, getDbHandle } from "@/lib/db";
import { startBackgroundJobs } from "@/lib/jobs/background";

/**
 * `npm run worker`: a process that runs the background work and serves nothing: the webhook
 * delivery queue's loop (WEBHOOK_WORKER), the scheduled jobs (SCHEDULED_JOBS) and the job queue's
 * loop (JOB_WORKER: push deliveries…), on DATABASE_URL.
 * Behind a load balancer, the web instances run with both switches off and one or more of these
 * beside them (docs/deploy.md). Stops on SIGTERM or SIGINT.
 */
const handle = await getDbHandle();
if (handle.engine !== "postgres") {
  console.error("npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the web process.");
  process.exit(1);
}
const jobs = startBackgroundJobs();
if (!jobs.webhookWorker && !jobs.scheduledJobs && !jobs.jobWorker) {
  console.error("Nothing to run: WEBHOOK_WORKER, SCHEDULED_JOBS and JOB_WORKER are all off.");
  process.exit(1);
}
console.log(
  `worker: webhook queue ${jobs.webhookWorker ? "on" : "off"}, scheduled jobs ${jobs.scheduledJobs ? "on" : "off"}, job queue ${jobs.jobWorker ? "on" : "off"}`,
);
// The loops' timers do not hold a process open (a web server's own do): this one must.
const alive = setInterval(() => undefined, 1 << 30);
const stop = () => {
  jobs.stop();
  clearInterval(alive);
  void closeDb().finally(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
