import { and, eq, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db/client";
import { mgDeliveries, mgLeads, mgWebServices } from "@/lib/db/schema";
import type { MgDeliveryState } from "@/lib/domain/states";
import { outboundRequest } from "@/lib/http/outbound";
import type { ClaimedJob } from "@/lib/jobs/queue";
import { PermanentJobError, RetryJobError, type JobHandler } from "@/lib/jobs/runner";
import { notifyRealtime } from "@/lib/realtime/bus";
import {
  buildWsRequest,
  classifyAnswer,
  MG_WS_EXCERPT_CHARS,
} from "@/features/mongustave/web-services/server/ws-request";

/**
 * One lead pushed to one client web service, as a job of the platform's queue ("mongustave.deliver",
 * payload {deliveryId}), sent through the guarded outbound client. The queue gives the retries and
 * their back-off (10 s, 20 s…); this file says what each answer means and keeps the WS's health.
 */
export const MG_DELIVER_JOB = "mongustave.deliver";
/** Attempts per delivery: the first send and two retries (a lead loses value by the minute). */
export const MG_MAX_ATTEMPTS = 3;
/** Consecutive deliveries that end in error or timeout before the platform pauses the WS. */
export const MG_PAUSE_AFTER_FAILURES = 5;
/** pause_reason of an automatic pause (a manual pause records "manual"). */
export const MG_AUTO_PAUSE_REASON = "auto:failures";

export interface AttemptResult {
  deliveryId: number;
  state: MgDeliveryState;
  httpStatus: number | null;
  responseMs: number | null;
  excerpt: string | null;
  /** Set when the attempt failed and another may be tried (the delivery stays pending). */
  retryMessage?: string;
}

const excerptOf = (text: string | null | undefined) => (text ? text.slice(0, MG_WS_EXCERPT_CHARS) : null);

/** Settles a still-pending delivery; false when it was settled already (a job run twice). */
async function settle(
  db: Db,
  id: number,
  state: Exclude<MgDeliveryState, "pending">,
  now: Date,
  fields: PgUpdateSetSource<typeof mgDeliveries> = {},
) {
  const rows = await db
    .update(mgDeliveries)
    .set({ state, settledAt: now, ...fields })
    .where(and(eq(mgDeliveries.id, id), eq(mgDeliveries.state, "pending")))
    .returning({ id: mgDeliveries.id });
  return rows.length > 0;
}

/**
 * The WS's health after a live delivery settled: an answer (accepted or refused) resets the streak;
 * a final error or timeout adds one, and at MG_PAUSE_AFTER_FAILURES the WS is paused and its other
 * pending deliveries are settled as errors without being sent (a dead endpoint would otherwise
 * hold every lead through all its retries).
 */
async function recordHealth(db: Db, wsId: number, answered: boolean, now: Date): Promise<boolean> {
  if (answered) {
    await db.update(mgWebServices).set({ failureStreak: 0 }).where(eq(mgWebServices.id, wsId));
    return false;
  }
  const [ws] = await db
    .update(mgWebServices)
    .set({ failureStreak: sql`${mgWebServices.failureStreak} + 1` })
    .where(eq(mgWebServices.id, wsId))
    .returning({ streak: mgWebServices.failureStreak, state: mgWebServices.state });
  if (!ws || ws.streak < MG_PAUSE_AFTER_FAILURES || ws.state === "paused") return false;
  return pauseWebService(db, wsId, MG_AUTO_PAUSE_REASON, now);
}

/**
 * Pauses a WS (state paused, paused_at, pause_reason) and settles its pending live deliveries as
 * errors; false when it was paused already. Used by the automatic pause and the "pause" action.
 */
export async function pauseWebService(db: Db, wsId: number, reason: string, now: Date): Promise<boolean> {
  const paused = await db
    .update(mgWebServices)
    .set({ state: "paused", pausedAt: now, pauseReason: reason, updatedAt: now })
    .where(and(eq(mgWebServices.id, wsId), ne(mgWebServices.state, "paused")))
    .returning({ id: mgWebServices.id });
  if (!paused.length) return false;
  await db.execute(sql`
    update mg_deliveries d set state = 'error', settled_at = ${now.toISOString()}::timestamptz,
      response_excerpt = ${`web service paused (${reason})`}
    from mg_leads l
    where l.id = d.lead_id and d.web_service_id = ${wsId} and d.state = 'pending' and not l.is_test`);
  return true;
}

/**
 * One attempt of a delivery. `lastAttempt` says whether a failure is final (error or timeout) or
 * leaves the delivery pending for the queue to try again. Live leads go only to a WS that is
 * active; a test lead (the "test" action) goes to its WS whatever its state.
 */
export async function attemptDelivery(
  db: Db,
  deliveryId: number,
  opts: { lastAttempt: boolean; now?: Date; timeoutMs?: number },
): Promise<AttemptResult | null> {
  const now = opts.now ?? new Date();
  const [row] = await db
    .select({ d: mgDeliveries, l: mgLeads, w: mgWebServices })
    .from(mgDeliveries)
    .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
    .innerJoin(mgWebServices, eq(mgWebServices.id, mgDeliveries.webServiceId))
    .where(and(eq(mgDeliveries.id, deliveryId), eq(mgDeliveries.state, "pending")));
  if (!row) return null; // settled already (by a pause, or an earlier run of the same job)
  const { l: lead, w: ws } = row;
  if (!lead.isTest && ws.state !== "active") {
    const excerpt = `web service ${ws.state}`;
    await settle(db, deliveryId, "error", now, { responseExcerpt: excerpt });
    return { deliveryId, state: "error", httpStatus: null, responseMs: null, excerpt };
  }
  const res = await outboundRequest(buildWsRequest(lead, ws, opts.timeoutMs ?? env().MONGUSTAVE_WS_TIMEOUT_MS));
  const { outcome, retry } = classifyAnswer(res);
  const answer = {
    httpStatus: res.status,
    responseMs: res.latencyMs,
    responseExcerpt: excerptOf(res.error ? res.error.message : res.excerpt),
    attempts: sql`${mgDeliveries.attempts} + 1`,
  };
  const result: AttemptResult = {
    deliveryId,
    state: outcome,
    httpStatus: res.status,
    responseMs: res.latencyMs,
    excerpt: answer.responseExcerpt,
  };
  if (retry && !opts.lastAttempt) {
    // Still pending: the answer of this attempt is kept, the queue tries again after its back-off.
    await db.update(mgDeliveries).set(answer).where(eq(mgDeliveries.id, deliveryId));
    return { ...result, state: "pending", retryMessage: res.error?.message ?? `web service answered ${res.status}` };
  }
  if (!(await settle(db, deliveryId, outcome, now, answer))) return null;
  // Test sends say nothing about the live flow: they neither pause a WS nor clear its streak.
  if (!lead.isTest) await recordHealth(db, ws.id, outcome === "accepted" || outcome === "refused", now);
  return result;
}

const deliveryIdOf = (job: ClaimedJob) => {
  const id = Number(job.payload.deliveryId);
  if (!Number.isInteger(id)) throw new PermanentJobError("payload without deliveryId");
  return id;
};

export const mgDeliverHandler: JobHandler = {
  run: async (job, { db, now }) => {
    const r = await attemptDelivery(db, deliveryIdOf(job), { lastAttempt: job.attempts >= job.maxAttempts, now });
    if (!r) return;
    if (r.retryMessage) throw new RetryJobError(r.retryMessage);
    await notifyRealtime(db, "mongustave", { deliveryId: r.deliveryId, state: r.state });
    // The job fails with the delivery (its last error is in the queue for the operators).
    if (r.state === "error" || r.state === "timeout")
      throw new PermanentJobError(r.excerpt ?? `delivery ended in ${r.state}`);
  },
  // A job given up without a settled delivery (its worker died on the last attempt, an unexpected
  // error): the delivery shows as an error with the last answer it got.
  onGiveUp: async (job, error, { db, now }) => {
    const settled = await db
      .update(mgDeliveries)
      .set({ state: "error", settledAt: now })
      .where(and(eq(mgDeliveries.id, deliveryIdOf(job)), eq(mgDeliveries.state, "pending")))
      .returning({ id: mgDeliveries.id });
    if (settled.length)
      await notifyRealtime(db, "mongustave", { deliveryId: deliveryIdOf(job), state: "error", error });
  },
};
