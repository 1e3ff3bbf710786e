import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { logger } from "@/lib/logger";
import { counted, inMaintenance } from "@/lib/maintenance/state";
import { purgeExpiredRevocations } from "@/lib/session/revocation";
import { sendOverdueReminders } from "@/features/billing/invoices/server/overdue";
import { checkBalanceDrift } from "@/features/market/money/server/balance/drift";

/** A job that runs every `everyMs` in the processes that run the scheduled jobs (SCHEDULED_JOBS=on). */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(db: Db): Promise<unknown>;
}

export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    // Sign-outs purge the list as they add to it; this keeps it small on quiet days too.
    name: "purge-expired-session-revocations",
    everyMs: 60 * 60_000,
    run: (db) => purgeExpiredRevocations(db),
  },
  {
    // Issue 12: one reminder e-mail per overdue invoice (each claimed once, see the function).
    name: "invoice-overdue-reminders",
    everyMs: 6 * 60 * 60_000,
    run: (db) => sendOverdueReminders(db),
  },
  {
    // Issue 11: the marketplace balance rows must equal their ledgers; a drift is logged and
    // audited (never repaired here: a person decides what the truth was).
    name: "market-balance-drift-check",
    everyMs: 24 * 60 * 60_000,
    run: (db) => checkBalanceDrift(db),
  },
  {
    // Issue 26: the invoices suppliers addressed to us through the approved platform, filed
    // against their invoice calls (nothing to do without a platform configured).
    name: "einvoice-inbox",
    everyMs: 5 * 60_000,
    run: async (db) => {
      const [{ configuredPlatform }, { pullInbox }, { env }] = await Promise.all([
        import("@/features/billing/e-invoicing"),
        import("@/features/billing/incoming-invoices/server/inbox"),
        import("@/lib/config/env"),
      ]);
      const platform = configuredPlatform();
      return platform ? pullInbox(db, platform, env().DATA_DIR) : null;
    },
  },
  {
    // Issue 13: a daily backup into BACKUP_DIR, keeping the last BACKUP_KEEP daily ones. The audit
    // entry goes through this job's transaction: the embedded database has a single connection.
    name: "daily-backup",
    everyMs: 24 * 60 * 60_000,
    run: async (db) => {
      const [{ getDbHandle }, { createBackup }] = await Promise.all([
        import("@/lib/db"),
        import("@/features/staff/backups/server/run"),
      ]);
      return createBackup(await getDbHandle(), "daily", { actorId: null, auditDb: db });
    },
  },
];

/**
 * Runs a job unless another process is running it right now: every instance may run the scheduled
 * jobs, and a session-level advisory lock on the job's name lets one of them at a time do the work
 * (the others skip this round). PGlite has one connection and one process: the lock is always free.
 * Returns whether this process ran it.
 */
export async function runExclusively(db: Db, job: ScheduledJob): Promise<boolean> {
  return db.transaction(async (tx) => {
    const res = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`weedo:job:${job.name}`})) as got`);
    const got = (res as unknown as { rows: { got: boolean }[] }).rows[0]?.got;
    if (!got) return false;
    await job.run(tx as unknown as Db);
    return true;
  });
}

const holder = globalThis as unknown as { __weedoScheduled?: { stop(): void } };

/** Starts every scheduled job's timer, once per process; the timers never hold the process open. */
export function startScheduledJobs(jobs: ScheduledJob[] = SCHEDULED_JOBS): { stop(): void } {
  if (holder.__weedoScheduled) return holder.__weedoScheduled;
  const timers = jobs.map((job) => {
    let running = false;
    const timer = setInterval(() => {
      // A restore pauses the scheduled jobs with every other write, and waits for one under way.
      if (running || inMaintenance()) return;
      running = true;
      void counted(async () => {
        const { getDb } = await import("@/lib/db");
        const ran = await runExclusively(await getDb(), job);
        if (ran) logger.info({ job: job.name }, "scheduled job ran");
      })
        .catch((err: unknown) => logger.error({ err, job: job.name }, "scheduled job failed"))
        .finally(() => (running = false));
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  const handle = {
    stop() {
      for (const t of timers) clearInterval(t);
      holder.__weedoScheduled = undefined;
    },
  };
  holder.__weedoScheduled = handle;
  return handle;
}
