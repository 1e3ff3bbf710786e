import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { jobs } from "@/lib/db/schema/jobs";

/**
 * The platform's one durable job queue (architecture: "Jobs … go through one durable queue in the
 * database, leased with skip locked"). A job is enqueued in the caller's transaction (it exists
 * if and only if the change that asked for it commits), claimed by any process with a lease,
 * and completed or failed with back-off. Handlers are registered per kind (lib/jobs/runner.ts).
 */

/** A drizzle transaction or the database itself (both have the same query API). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LEASE_MS = 60_000;
export const BASE_BACKOFF_MS = 10_000;
export const MAX_BACKOFF_MS = 3_600_000;

/** The wait after the `attempts`-th failed attempt: 10 s × 2^(attempts − 1), at most 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** When it was queued, if not now (the seed queues at the demo's fixed clock). */
  createdAt?: Date;
}

/** Queues one job, in the caller's transaction; returns its id. */
export async function enqueue(tx: Tx, kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: opts.runAt ?? new Date(),
      maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/** Queues many jobs of one kind in one statement (a notification's deliveries). */
export async function enqueueMany(
  tx: Tx,
  kind: string,
  payloads: Record<string, unknown>[],
  opts: EnqueueOptions = {},
): Promise<number> {
  if (payloads.length === 0) return 0;
  const runAt = opts.runAt ?? new Date();
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  await tx.insert(jobs).values(payloads.map((payload) => ({ kind, payload, runAt, maxAttempts })));
  return payloads.length;
}

/** A claimed job: `attempts` (this attempt's number) is the token complete() and fail() must show. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Claims up to `limit` due jobs (pending and due, or running with an expired lease) for `leaseMs`:
 * `for update skip locked` lets any number of processes claim side by side without taking the
 * same row (PGlite has one connection, so there it is a plain update). The attempt is counted
 * here, so a worker that dies mid-job still uses one up. `kinds` restricts to the kinds this
 * process has handlers for.
 */
export async function claim(
  db: Tx,
  opts: { now?: Date; limit?: number; leaseMs?: number; kinds?: string[] } = {},
): Promise<ClaimedJob[]> {
  const now = opts.now ?? new Date();
  const until = new Date(now.getTime() + (opts.leaseMs ?? DEFAULT_LEASE_MS));
  const kinds = opts.kinds;
  if (kinds && kinds.length === 0) return [];
  const kindFilter = kinds
    ? sql`and j.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const res = await db.execute(sql`
    update jobs set state = 'running', leased_until = ${ts(until)}, attempts = attempts + 1
    where id in (
      select j.id from jobs j
      where ((j.state = 'pending' and j.run_at <= ${ts(now)})
          or (j.state = 'running' and j.leased_until <= ${ts(now)}))
        and j.attempts < j.max_attempts
        ${kindFilter}
      order by j.run_at, j.id
      limit ${opts.limit ?? 10}
      for update of j skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  return rowsOf<{ id: number | string; kind: string; payload: unknown; attempts: number; max_attempts: number }>(
    res,
  ).map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payload: (typeof r.payload === "string" ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
  }));
}

/** The claim still held: same attempt, still running (a worker whose lease was taken over loses). */
const held = (job: Pick<ClaimedJob, "id" | "attempts">) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.state, "running"));

/** Marks a claimed job done; false when the claim was lost (the lease expired and another took it). */
export async function complete(db: Tx, job: Pick<ClaimedJob, "id" | "attempts">, now = new Date()) {
  const rows = await db
    .update(jobs)
    .set({ state: "done", finishedAt: now, leasedUntil: null, lastError: null })
    .where(held(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: back to pending after the back-off, or failed for good once the job
 * used its attempts (or when `final`, for errors that another try cannot fix). Returns the state
 * the job is now in, or null when the claim was lost.
 */
export async function fail(
  db: Tx,
  job: Pick<ClaimedJob, "id" | "attempts" | "maxAttempts">,
  error: string,
  opts: { now?: Date; final?: boolean; retryInMs?: number } = {},
): Promise<"pending" | "failed" | null> {
  const now = opts.now ?? new Date();
  const giveUp = opts.final === true || job.attempts >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set(
      giveUp
        ? { state: "failed", finishedAt: now, leasedUntil: null, lastError: error.slice(0, 2000) }
        : {
            state: "pending",
            leasedUntil: null,
            lastError: error.slice(0, 2000),
            runAt: new Date(now.getTime() + (opts.retryInMs ?? backoffMs(job.attempts))),
          },
    )
    .where(held(job))
    .returning({ state: jobs.state });
  const state = rows[0]?.state;
  return state === "pending" || state === "failed" ? state : null;
}

/**
 * Jobs whose worker died on their last allowed attempt: their lease ran out and no attempt is
 * left, so claim() will never take them again. Marks them failed (the runner calls it each tick).
 */
export async function failAbandoned(db: Tx, now = new Date()): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ state: "failed", finishedAt: now, leasedUntil: null, lastError: "lease expired on the last attempt" })
    .where(
      and(
        eq(jobs.state, "running"),
        sql`${jobs.leasedUntil} <= ${ts(now)}`,
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
