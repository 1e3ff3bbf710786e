import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { marketWebhookAttempts, marketWebhookDeliveries, marketWebhooks } from "@/lib/db/schema/market-webhooks";
import { env } from "@/lib/config/env";
import { logger } from "@/lib/logger";
import { sendMail } from "@/lib/mail/transport";
import { webhookPausedMail } from "./mail";
import { sendPayload, type SendResult } from "./send";

export const BASE_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 3_600_000;
export const MAX_ATTEMPTS = 8;
export const PAUSE_AFTER_FAILURES = 10;
export const LEASE_MS = 60_000;

/** The wait before the next try, once `attemptsDone` attempts failed: 30 s × 2^(attemptsDone − 1), at most 1 h. */
export function backoffMs(attemptsDone: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attemptsDone - 1), MAX_BACKOFF_MS);
}

export interface WorkerOptions {
  now?: Date;
  limit?: number;
  leaseMs?: number;
  /** Where the pause notice links to (the advertiser's webhook page). */
  baseUrl?: string;
}

export interface WorkerReport {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
  paused: number[];
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Claims the due deliveries (a lease in locked_until: a crashed worker's claim expires), so that
 * several server processes never send the same row at once (`for update skip locked`; PGlite,
 * single-connection, runs it as a plain update).
 */
export async function claimDueDeliveries(db: Db, now: Date, limit: number, leaseMs = LEASE_MS): Promise<number[]> {
  const until = new Date(now.getTime() + leaseMs);
  const res = await db.execute(sql`
    update market_webhook_deliveries set locked_until = ${ts(until)}
    where id in (
      select d.id from market_webhook_deliveries d
      join market_webhooks w on w.id = d.webhook_id
      where d.state = 'pending' and d.next_attempt_at <= ${ts(now)}
        and (d.locked_until is null or d.locked_until <= ${ts(now)})
        and w.state <> 'paused'
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    )
    returning id`);
  return (res as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** Sends every due delivery once and records the outcome; the background loop calls it every 5 s. */
export async function processDueDeliveries(db: Db, opts: WorkerOptions = {}): Promise<WorkerReport> {
  const now = opts.now ?? new Date();
  const report: WorkerReport = { claimed: 0, delivered: 0, retried: 0, failed: 0, paused: [] };
  const ids = await claimDueDeliveries(db, now, opts.limit ?? 20, opts.leaseMs);
  report.claimed = ids.length;
  if (ids.length === 0) return report;

  const rows = await db
    .select({ delivery: marketWebhookDeliveries, webhook: marketWebhooks })
    .from(marketWebhookDeliveries)
    .innerJoin(marketWebhooks, eq(marketWebhooks.id, marketWebhookDeliveries.webhookId))
    .where(inArray(marketWebhookDeliveries.id, ids));

  // The HTTP calls run side by side; their outcomes are written one after the other.
  const results = await Promise.all(rows.map((r) => sendPayload(r.webhook, r.delivery.id, r.delivery.payload)));
  for (let i = 0; i < rows.length; i++) {
    const { delivery, webhook } = rows[i]!;
    const outcome = await recordAttempt(db, delivery.id, webhook.id, results[i]!, now);
    if (outcome.state === "delivered") report.delivered++;
    else if (outcome.state === "failed") report.failed++;
    else report.retried++;
    if (outcome.paused) {
      report.paused.push(webhook.id);
      await notifyPaused(db, webhook.id, results[i]!, opts.baseUrl);
    }
  }
  return report;
}

/**
 * Writes one attempt and moves its delivery on: delivered, retried later with back-off, or failed
 * after MAX_ATTEMPTS. Also keeps the webhook's consecutive failure count and pauses it at
 * PAUSE_AFTER_FAILURES (`paused` is true for the one call that paused it).
 */
export async function recordAttempt(
  db: Db,
  deliveryId: number,
  webhookId: number,
  r: SendResult,
  now: Date,
  opts: { countFailures?: boolean } = {},
) {
  return db.transaction(async (tx) => {
    await tx.insert(marketWebhookAttempts).values({
      deliveryId,
      statusCode: r.statusCode,
      latencyMs: r.latencyMs,
      responseExcerpt: r.responseExcerpt,
      error: r.error,
      createdAt: now,
    });
    const [d] = await tx
      .update(marketWebhookDeliveries)
      .set({ attempts: sql`${marketWebhookDeliveries.attempts} + 1`, lockedUntil: null })
      .where(eq(marketWebhookDeliveries.id, deliveryId))
      .returning({ attempts: marketWebhookDeliveries.attempts });
    const attempts = d?.attempts ?? 1;
    let state: "delivered" | "pending" | "failed";
    if (r.ok) {
      state = "delivered";
      await tx
        .update(marketWebhookDeliveries)
        .set({ state, deliveredAt: now, lastError: null })
        .where(eq(marketWebhookDeliveries.id, deliveryId));
    } else {
      state = attempts >= MAX_ATTEMPTS ? "failed" : "pending";
      await tx
        .update(marketWebhookDeliveries)
        .set({
          state,
          lastError: r.error,
          nextAttemptAt: state === "pending" ? new Date(now.getTime() + backoffMs(attempts)) : now,
        })
        .where(eq(marketWebhookDeliveries.id, deliveryId));
    }
    let paused = false;
    if (opts.countFailures !== false) {
      if (r.ok) {
        await tx.update(marketWebhooks).set({ consecutiveFailures: 0 }).where(eq(marketWebhooks.id, webhookId));
      } else {
        const [w] = await tx
          .update(marketWebhooks)
          .set({ consecutiveFailures: sql`${marketWebhooks.consecutiveFailures} + 1` })
          .where(eq(marketWebhooks.id, webhookId))
          .returning({ failures: marketWebhooks.consecutiveFailures, state: marketWebhooks.state });
        if (w && w.failures >= PAUSE_AFTER_FAILURES && w.state !== "paused") {
          const changed = await tx
            .update(marketWebhooks)
            .set({ state: "paused", pausedReason: `auto:${r.error ?? "error"}`, updatedAt: now })
            .where(and(eq(marketWebhooks.id, webhookId), sql`${marketWebhooks.state} <> 'paused'`))
            .returning({ id: marketWebhooks.id });
          paused = changed.length > 0;
        }
      }
    }
    return { state, attempts, paused };
  });
}

/** Tells the advertiser its webhook was paused; a mail failure is logged, never fatal to the queue. */
async function notifyPaused(db: Db, webhookId: number, r: SendResult, baseUrl?: string) {
  try {
    const [row] = await db
      .select({
        name: marketWebhooks.name,
        url: marketWebhooks.url,
        failures: marketWebhooks.consecutiveFailures,
        email: users.email,
        language: users.language,
      })
      .from(marketWebhooks)
      .innerJoin(users, eq(users.id, marketWebhooks.userId))
      .where(eq(marketWebhooks.id, webhookId));
    if (!row) return;
    const base = baseUrl ?? env().APP_URL;
    const mail = webhookPausedMail(row.language === "en" ? "en" : "fr", {
      name: row.name,
      url: row.url,
      failures: row.failures,
      lastError: r.error ?? "error",
      pageUrl: `${base.replace(/\/$/, "")}/weedomarket/annonceur/webhookAnnonceur`,
    });
    await sendMail({ to: row.email, ...mail });
  } catch (err) {
    logger.error({ err, webhookId }, "webhook pause notice not sent");
  }
}
