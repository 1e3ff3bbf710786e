import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketWebhookAttempts, marketWebhookDeliveries } from "@/lib/db/schema/market-webhooks";

export interface DeliveryView {
  id: number;
  webhookId: number;
  saleId: number | null;
  state: (typeof marketWebhookDeliveries.$inferSelect)["state"];
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  payload: string;
  attemptLog: {
    id: number;
    statusCode: number | null;
    latencyMs: number;
    responseExcerpt: string | null;
    error: string | null;
    createdAt: string;
  }[];
}

export async function listDeliveries(
  db: Db,
  filter: { webhookId?: number; ids?: number[]; state?: string },
  page = 1,
  pageSize = 10,
) {
  const conds = [];
  if (filter.webhookId != null) conds.push(eq(marketWebhookDeliveries.webhookId, filter.webhookId));
  if (filter.ids) conds.push(inArray(marketWebhookDeliveries.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.state) conds.push(eq(marketWebhookDeliveries.state, filter.state as "pending"));
  const where = conds.length ? and(...conds) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(marketWebhookDeliveries).where(where);
  const rows = await db
    .select()
    .from(marketWebhookDeliveries)
    .where(where)
    .orderBy(desc(marketWebhookDeliveries.createdAt), desc(marketWebhookDeliveries.id))
    .limit(pageSize)
    .offset((Math.max(1, page) - 1) * pageSize);
  const attempts = rows.length
    ? await db
        .select()
        .from(marketWebhookAttempts)
        .where(
          inArray(
            marketWebhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(marketWebhookAttempts.createdAt, marketWebhookAttempts.id)
    : [];
  const items: DeliveryView[] = rows.map((d) => ({
    id: d.id,
    webhookId: d.webhookId,
    saleId: d.saleId,
    state: d.state,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt.toISOString(),
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    payload: JSON.stringify(d.payload, null, 2),
    attemptLog: attempts
      .filter((a) => a.deliveryId === d.id)
      .map((a) => ({
        id: a.id,
        statusCode: a.statusCode,
        latencyMs: a.latencyMs,
        responseExcerpt: a.responseExcerpt,
        error: a.error,
        createdAt: a.createdAt.toISOString(),
      })),
  }));
  return { total: Number(total), page: Math.max(1, page), pageSize, items };
}

export async function getDeliveryWebhookId(db: Db, deliveryId: number): Promise<number | null> {
  const [d] = await db
    .select({ webhookId: marketWebhookDeliveries.webhookId })
    .from(marketWebhookDeliveries)
    .where(eq(marketWebhookDeliveries.id, deliveryId))
    .limit(1);
  return d?.webhookId ?? null;
}
