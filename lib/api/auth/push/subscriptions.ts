import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { pushSubscriptions } from "@/lib/db/schema/push";

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
 * Stores the caller's subscription. An endpoint belongs to one browser: subscribing again (another
 * person signing in there) moves it to the new person and revives it if it had expired.
 */
export async function saveSubscription(db: Db, userId: number, input: SubscriptionInput, userAgent?: string | null) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...input, userAgent: userAgent?.slice(0, 300) ?? null })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: input.p256dh,
        auth: input.auth,
        userAgent: userAgent?.slice(0, 300) ?? null,
        expiredAt: null,
      },
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
