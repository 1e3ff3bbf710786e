import { sql } from "drizzle-orm";
import { inList } from "@/lib/db/check-values";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { JOB_STATES, type JobState } from "@/lib/domain/states";

/**
 * The platform's one durable job queue (lib/jobs/queue.ts): push deliveries today, Mon Gustave
 * deliveries, scheduled reports and backups next. A worker claims due rows with a lease
 * (`for update skip locked`); `attempts` is bumped at claim time and doubles as the fencing token
 * a worker must hold to complete or fail its claim.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: text("state").$type<JobState>().notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    /** A worker's claim; once past, another worker may take the job again. */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // The claim's scan: what is due, oldest first (done and failed rows are never looked at).
    index("jobs_due_idx")
      .on(t.runAt, t.id)
      .where(sql`${t.state} in ('pending','running')`),
    index("jobs_kind_idx").on(t.kind, t.createdAt),
    check("jobs_state_check", sql`${t.state} in (${inList(JOB_STATES)})`),
    check("jobs_attempts_check", sql`${t.maxAttempts} >= 1`),
  ],
);
