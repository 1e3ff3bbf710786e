import { and, desc, eq, notInArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { pushSubscriptions } from "@/lib/db/schema/push";
import { literalRefusal } from "@/lib/http/outbound";

/** Browsers one member receives notifications in: the oldest subscription goes when a newer one comes. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export type SaveOutcome = "OK" | "ENDPOINT_REFUSED" | "ENDPOINT_TAKEN";

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .max(200);

/** What the browser's PushSubscription.toJSON() gives, as the service worker's page sends it. */
export const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  p256dh: base64url.min(80),
  auth: base64url.min(16),
});
export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

/**
 * Stores the caller's subscription. The endpoint is an outbound URL like any other: a literal
 * private or metadata address is refused here (host names are checked again at every send). An
 * endpoint belongs to one browser: another person signing in there moves it to them, which the
 * same browser proves by sending the same keys; an endpoint presented with other keys is someone
 * else's and is left alone. A member keeps at most MAX_SUBSCRIPTIONS_PER_USER, the newest.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: SubscriptionInput,
  userAgent?: string | null,
): Promise<SaveOutcome> {
  if (literalRefusal(input.endpoint)) return "ENDPOINT_REFUSED";
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(pushSubscriptions)
      .values({ userId, ...input, userAgent: userAgent?.slice(0, 300) ?? null })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, userAgent: userAgent?.slice(0, 300) ?? null, expiredAt: null },
        setWhere: and(eq(pushSubscriptions.p256dh, input.p256dh), eq(pushSubscriptions.auth, input.auth)),
      })
      .returning({ id: pushSubscriptions.id });
    if (!saved.length) return "ENDPOINT_TAKEN";
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return "OK";
  });
}

/** The caller withdrew (their browser unsubscribed): only their own endpoint is removed. */
export async function removeSubscription(db: Db, userId: number, endpoint: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
