import { and, eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { pushDeliveries, pushNotifications, pushSubscriptions } from "@/lib/db/schema/push";
import { outboundRequest, type OutboundRequest } from "@/lib/http/outbound";
import type { ClaimedJob } from "@/lib/jobs/queue";
import { PermanentJobError, RetryJobError, type JobHandler } from "@/lib/jobs/runner";
import { vapidKeys } from "./vapid";

/** How long a push service keeps a notification for an offline browser. */
export const PUSH_TTL_SECONDS = 24 * 3600;
export const PUSH_TIMEOUT_MS = 10_000;

/** What the service worker receives (decrypted by the browser): what to show, and how to count the click. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** The delivery's click token; the service worker posts it to /api/push/click. */
  token: string;
}

/**
 * The request web-push builds (VAPID JWT in `Authorization: vapid t=…, k=…`, the payload encrypted
 * with aes128gcm for the subscription's keys), sent through the guarded outbound client rather
 * than web-push's own https call: web-push's sendNotification only accepts an https.Agent or a
 * proxy, neither of which can pin the connection to an address we checked, so a subscription
 * endpoint pointing at our own network would be an SSRF. generateRequestDetails gives us the
 * exact request instead.
 */
export function buildPushRequest(
  sub: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
): OutboundRequest {
  const v = vapidKeys();
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: v.subject, publicKey: v.publicKey, privateKey: v.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: "normal",
    },
  );
  const headers: Record<string, string> = {};
  for (const [k, val] of Object.entries(details.headers)) headers[k] = String(val);
  return {
    url: details.endpoint,
    method: "POST",
    headers,
    body: details.body ? new Uint8Array(details.body) : undefined,
    timeoutMs: PUSH_TIMEOUT_MS,
    maxBytes: 4096,
  };
}

const retryAfterMs = (h: string | undefined) => {
  const s = h ? Number.parseInt(h, 10) : NaN;
  return Number.isFinite(s) && s >= 0 ? Math.min(s, 3600) * 1000 : undefined;
};

/**
 * Sends one delivery and records the push service's answer. 201 (or any 2xx): delivered. 404/410:
 * the browser dropped the subscription: expired, never sent to again. 429, 5xx and network
 * errors: tried again by the queue with back-off (Retry-After honoured). Any other answer or a
 * refused target: failed at once.
 */
export async function deliver(db: Db, deliveryId: number, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ d: pushDeliveries, n: pushNotifications, s: pushSubscriptions })
    .from(pushDeliveries)
    .innerJoin(pushNotifications, eq(pushNotifications.id, pushDeliveries.notificationId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(and(eq(pushDeliveries.id, deliveryId), eq(pushDeliveries.state, "pending")));
  if (!row) return; // settled already (a retried job after its outcome was written)
  const settle = (state: "delivered" | "failed" | "expired", fields: PgUpdateSetSource<typeof pushDeliveries> = {}) =>
    db
      .update(pushDeliveries)
      .set({ state, ...fields })
      .where(eq(pushDeliveries.id, deliveryId));
  if (!row.s || row.s.expiredAt) {
    await settle("expired", { response: "subscription gone before sending" });
    return;
  }
  const message: PushMessage = { title: row.n.title, body: row.n.body, url: row.n.url, token: row.d.clickToken };
  const res = await outboundRequest(buildPushRequest(row.s, message));
  const answer = {
    attempts: sql`${pushDeliveries.attempts} + 1`,
    statusCode: res.status,
    response: (res.error ? res.error.message : res.excerpt || null)?.slice(0, 500) ?? null,
    sentAt: now,
  };
  if (res.ok) {
    await settle("delivered", answer);
    return;
  }
  if (res.status === 404 || res.status === 410) {
    await settle("expired", answer);
    await db.update(pushSubscriptions).set({ expiredAt: now }).where(eq(pushSubscriptions.id, row.s.id));
    return;
  }
  const retryable = res.error ? !res.error.refused : res.status === 429 || (res.status ?? 0) >= 500;
  if (!retryable) {
    await settle("failed", answer);
    throw new PermanentJobError(res.error?.message ?? `push service answered ${res.status}`);
  }
  // Still pending: the answer is recorded, the queue tries again later.
  await db.update(pushDeliveries).set(answer).where(eq(pushDeliveries.id, deliveryId));
  throw new RetryJobError(
    res.error?.message ?? `push service answered ${res.status}`,
    retryAfterMs(res.headers["retry-after"]),
  );
}

const deliveryIdOf = (job: ClaimedJob) => {
  const id = Number(job.payload.deliveryId);
  if (!Number.isInteger(id)) throw new PermanentJobError("payload without deliveryId");
  return id;
};

export const pushDeliverHandler: JobHandler = {
  run: (job, { db, now }) => deliver(db, deliveryIdOf(job), now),
  // Out of attempts: the delivery shows as failed with the last answer it got.
  onGiveUp: async (job, _error, { db }) => {
    await db
      .update(pushDeliveries)
      .set({ state: "failed" })
      .where(and(eq(pushDeliveries.id, deliveryIdOf(job)), eq(pushDeliveries.state, "pending")));
  },
};
