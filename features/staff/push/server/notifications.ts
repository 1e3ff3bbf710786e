import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { pushDeliveries, pushNotifications, pushSubscriptions, type PushAudience } from "@/lib/db/schema/push";
import { PUSH_PLATFORMS } from "@/lib/domain/states";
import { enqueue, enqueueMany, type Tx } from "@/lib/jobs/queue";
import { audit } from "@/lib/security/audit";

export const PUSH_FANOUT_JOB = "push.fanout";
export const PUSH_DELIVER_JOB = "push.deliver";

const LAWS = ["ad", "tem", "ma", "an", "af"] as const;

/** The composer's input: a portal path or an https link; a send time in the future, or now. */
export const notificationSchema = z.object({
  title: z.string().trim().min(1).max(80),
  body: z.string().trim().min(1).max(240),
  url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => (v.startsWith("/") && !v.startsWith("//")) || /^https:\/\/[^\s]+$/.test(v), "url"),
  laws: z.array(z.enum(LAWS)).max(LAWS.length).default([]),
  platforms: z.array(z.enum(PUSH_PLATFORMS)).max(PUSH_PLATFORMS.length).default([]),
  /** ISO date-time; absent or past: now. */
  sendAt: z.iso.datetime({ offset: true }).nullish(),
});
export type NotificationInput = z.infer<typeof notificationSchema>;

/**
 * Records a notification and queues its fan-out for its time, in one transaction (the job exists
 * if and only if the notification does). Audited.
 */
export async function createNotification(
  db: Db,
  input: NotificationInput,
  actor: { id: number; ip?: string | null },
  now = new Date(),
) {
  const requested = input.sendAt ? new Date(input.sendAt) : now;
  const sendAt = requested > now ? requested : now;
  const audience: PushAudience = { laws: input.laws, platforms: input.platforms };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushNotifications)
      .values({
        title: input.title,
        body: input.body,
        url: input.url,
        audience,
        sendAt,
        createdBy: actor.id,
        createdAt: now,
      })
      .returning();
    await enqueue(tx, PUSH_FANOUT_JOB, { notificationId: row!.id }, { runAt: sendAt });
    await audit(tx, {
      actorId: actor.id,
      action: "push_notification_created",
      ip: actor.ip,
      targetType: "push_notification",
      targetId: String(row!.id),
      details: { title: input.title, sendAt: sendAt.toISOString(), laws: input.laws, platforms: input.platforms },
    });
    return row!;
  });
}

/** The members an audience names: active accounts, narrowed by law and by platform client ids. */
function audienceWhere(a: PushAudience): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(users.status, "active")];
  if (a.laws.length) parts.push(inArray(users.law, a.laws));
  if (a.platforms.length) {
    const on: Record<(typeof PUSH_PLATFORMS)[number], SQL | undefined> = {
      myaffil: or(
        isNotNull(users.idClienMyaffil),
        isNotNull(users.idClienMyaffilAnnonceur),
        isNotNull(users.idClienMyaffilEditeur),
      ),
      mycoreg: isNotNull(users.idClienMycoreg),
      market: gt(users.idClienLeadmarket, 0),
    };
    parts.push(or(...a.platforms.map((p) => on[p])));
  }
  return and(...parts);
}

/**
 * The fan-out job: at the notification's time, one delivery per live subscription of its audience,
 * each with its own delivery job, in one transaction with the state change (run twice, the
 * second finds the notification sent and does nothing). Returns how many deliveries it queued.
 */
export async function fanOut(db: Db, notificationId: number, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [n] = await tx
      .select()
      .from(pushNotifications)
      .where(and(eq(pushNotifications.id, notificationId), eq(pushNotifications.state, "scheduled")))
      .for("update");
    if (!n) return 0;
    const subs = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(and(isNull(pushSubscriptions.expiredAt), audienceWhere(n.audience)));
    const ids = await insertDeliveries(tx, n.id, subs, now);
    await enqueueMany(
      tx,
      PUSH_DELIVER_JOB,
      ids.map((deliveryId) => ({ deliveryId })),
      { runAt: now },
    );
    await tx.update(pushNotifications).set({ state: "sent", sentAt: now }).where(eq(pushNotifications.id, n.id));
    return ids.length;
  });
}

async function insertDeliveries(
  tx: Tx,
  notificationId: number,
  subs: { id: number; userId: number; endpoint: string }[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  // A few hundred rows a statement keeps each insert's parameters well under the protocol's limit.
  for (let i = 0; i < subs.length; i += 500) {
    const rows = await tx
      .insert(pushDeliveries)
      .values(
        subs.slice(i, i + 500).map((s) => ({
          notificationId,
          subscriptionId: s.id,
          userId: s.userId,
          clickToken: randomBytes(18).toString("base64url"),
          service: serviceOf(s.endpoint),
          createdAt: now,
        })),
      )
      .returning({ id: pushDeliveries.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The push service's host (shown in the logs; the endpoint's path identifies the browser). */
export function serviceOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "";
  }
}

/** A click from the service worker: counted once per delivery (a later click changes nothing). */
export async function recordClick(db: Db, token: string, now = new Date()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) return false;
  const rows = await db
    .update(pushDeliveries)
    .set({ clickedAt: now })
    .where(and(eq(pushDeliveries.clickToken, token), isNull(pushDeliveries.clickedAt)))
    .returning({ id: pushDeliveries.id });
  return rows.length > 0;
}
