import { pushDeliverHandler } from "@/features/staff/push/server/deliver";
import { fanOut, PUSH_DELIVER_JOB, PUSH_FANOUT_JOB } from "@/features/staff/push/server/notifications";
import { MG_DELIVER_JOB, mgDeliverHandler } from "@/features/mongustave/leads/server/deliver";
import { configuredPlatform, einvoiceHandlers } from "@/features/billing/e-invoicing";
import type { JobHandlers } from "./runner";

/**
 * Every kind of job of the queue and what runs it (the one list, like SCHEDULED_JOBS): push
 * notifications, Mon Gustave deliveries (issue 15), e-invoice deposits and lifecycle; next scheduled reports, backups; the marketplace webhooks keep
 * their own queue for now (see lib/jobs/queue.ts's note in the README).
 */
export const JOB_HANDLERS: JobHandlers = {
  [PUSH_FANOUT_JOB]: {
    run: async (job, { db, now }) => {
      await fanOut(db, Number(job.payload.notificationId), now);
    },
  },
  [PUSH_DELIVER_JOB]: pushDeliverHandler,
  [MG_DELIVER_JOB]: mgDeliverHandler,
  ...einvoiceHandlers(configuredPlatform),
};
