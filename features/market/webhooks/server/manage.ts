import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { marketCategories, marketLeads } from "@/lib/db/schema/market-catalog";
import { marketSales } from "@/lib/db/schema/market-orders";
import { marketWebhookAttempts, marketWebhookDeliveries, marketWebhooks } from "@/lib/db/schema/market-webhooks";
import { badInput } from "@/lib/api/errors";
import { literalRefusal } from "@/lib/http/outbound";
import type { WebhookInput } from "@/lib/validation/webhook";
import { saleRecord } from "./enqueue";
import type { PartnerSlug } from "./partners";
import { buildPayload, sampleLeadRecord } from "./payload";
import { sendPayload } from "./send";
import { generateSecret, secretHint } from "./signing";
import { recordAttempt } from "./worker";

export type WebhookRow = typeof marketWebhooks.$inferSelect;
const DAY = 86_400_000;

export interface WebhookView {
  id: number;
  userId: number;
  ownerEmail: string;
  ownerSociety: string;
  name: string;
  partner: string | null;
  url: string;
  method: WebhookRow["method"];
  headers: { key: string; value: string }[];
  mapping: { target: string; source: string }[];
  secretHint: string;
  state: WebhookRow["state"];
  consecutiveFailures: number;
  pausedReason: string | null;
  createdAt: string;
  updatedAt: string;
  pending: number;
  delivered7d: number;
  failed7d: number;
  lastAttemptAt: string | null;
}

const toPairs = (o: Record<string, string>, k: "key" | "target", v: "value" | "source") =>
  Object.entries(o ?? {}).map(([a, b]) => ({ [k]: a, [v]: b }) as Record<typeof k | typeof v, string>);

/** Webhooks with their owner and their last 7 days of deliveries. */
export async function listWebhooks(
  db: Db,
  filter: { userId?: number; ids?: number[]; partner?: PartnerSlug },
  now = new Date(),
): Promise<WebhookView[]> {
  const conds = [];
  if (filter.userId != null) conds.push(eq(marketWebhooks.userId, filter.userId));
  if (filter.ids) conds.push(inArray(marketWebhooks.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.partner) conds.push(eq(marketWebhooks.partner, filter.partner));
  const rows = await db
    .select({ w: marketWebhooks, email: users.email, society: users.society })
    .from(marketWebhooks)
    .innerJoin(users, eq(users.id, marketWebhooks.userId))
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(marketWebhooks.id);
  if (rows.length === 0) return [];
  const since = new Date(now.getTime() - 7 * DAY);
  const ids = rows.map((r) => r.w.id);
  const stats = await db
    .select({
      webhookId: marketWebhookDeliveries.webhookId,
      pending: sql<number>`count(*) filter (where ${marketWebhookDeliveries.state} = 'pending')::int`,
      delivered: sql<number>`count(*) filter (where ${marketWebhookDeliveries.state} = 'delivered' and ${marketWebhookDeliveries.createdAt} >= ${since.toISOString()}::timestamptz)::int`,
      failed: sql<number>`count(*) filter (where ${marketWebhookDeliveries.state} = 'failed' and ${marketWebhookDeliveries.createdAt} >= ${since.toISOString()}::timestamptz)::int`,
    })
    .from(marketWebhookDeliveries)
    .where(inArray(marketWebhookDeliveries.webhookId, ids))
    .groupBy(marketWebhookDeliveries.webhookId);
  const last = await db
    .select({ webhookId: marketWebhookDeliveries.webhookId, at: sql<string>`max(${marketWebhookAttempts.createdAt})` })
    .from(marketWebhookAttempts)
    .innerJoin(marketWebhookDeliveries, eq(marketWebhookDeliveries.id, marketWebhookAttempts.deliveryId))
    .where(inArray(marketWebhookDeliveries.webhookId, ids))
    .groupBy(marketWebhookDeliveries.webhookId);
  const byId = new Map(stats.map((s) => [s.webhookId, s]));
  const lastBy = new Map(last.map((l) => [l.webhookId, l.at]));
  return rows.map(({ w, email, society }) => {
    const s = byId.get(w.id);
    const l = lastBy.get(w.id);
    return {
      id: w.id,
      userId: w.userId,
      ownerEmail: email,
      ownerSociety: society,
      name: w.name,
      partner: w.partner,
      url: w.url,
      method: w.method,
      headers: toPairs(w.headers, "key", "value") as { key: string; value: string }[],
      mapping: toPairs(w.mapping, "target", "source") as { target: string; source: string }[],
      secretHint: secretHint(w.secret),
      state: w.state,
      consecutiveFailures: w.consecutiveFailures,
      pausedReason: w.pausedReason,
      createdAt: w.createdAt.toISOString(),
      updatedAt: w.updatedAt.toISOString(),
      pending: Number(s?.pending ?? 0),
      delivered7d: Number(s?.delivered ?? 0),
      failed7d: Number(s?.failed ?? 0),
      lastAttemptAt: l ? new Date(l).toISOString() : null,
    };
  });
}

export async function getWebhookRow(db: Db, id: number): Promise<WebhookRow | null> {
  const [w] = await db.select().from(marketWebhooks).where(eq(marketWebhooks.id, id)).limit(1);
  return w ?? null;
}

export async function getWebhookView(db: Db, id: number): Promise<WebhookView> {
  const [v] = await listWebhooks(db, { ids: [id] });
  if (!v) throw new Error(`webhook ${id} vanished`);
  return v;
}

const fromPairs = <K extends string, V extends string>(list: Record<K | V, string>[], k: K, v: V) =>
  Object.fromEntries(list.map((e) => [e[k], e[v]]));

/** Per-field keys (marketWebhooks.validation) of a target the outbound guard would refuse. */
const REFUSAL_FIELDS = {
  "private-address": "privateAddress",
  "metadata-address": "metadataAddress",
  "reserved-address": "reservedAddress",
} as const;

/** Refuses at once a target that can never be sent to (a literal internal address); names are checked at each send. */
export function assertTargetAllowed(url: string): void {
  const refusal = literalRefusal(url);
  if (!refusal) return;
  const key = refusal in REFUSAL_FIELDS ? REFUSAL_FIELDS[refusal as keyof typeof REFUSAL_FIELDS] : "url";
  throw badInput(`Webhook target refused: ${refusal}`, { url: key });
}

/** A new webhook, in the test state; its secret is returned once. */
export async function createWebhook(db: Db, userId: number, input: WebhookInput, now = new Date()) {
  assertTargetAllowed(input.url);
  const secret = generateSecret();
  const [w] = await db
    .insert(marketWebhooks)
    .values({
      userId,
      name: input.name,
      url: input.url,
      method: input.method,
      headers: fromPairs(input.headers, "key", "value"),
      mapping: fromPairs(input.mapping, "target", "source"),
      secret,
      state: "test",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: marketWebhooks.id });
  return { webhook: await getWebhookView(db, w!.id), secret };
}

/** Edits a webhook ("change"); a new target URL or method goes back to the test state (unless paused). */
export async function updateWebhook(db: Db, current: WebhookRow, input: WebhookInput, now = new Date()) {
  assertTargetAllowed(input.url);
  const retarget = current.url !== input.url || current.method !== input.method;
  await db
    .update(marketWebhooks)
    .set({
      name: input.name,
      url: input.url,
      method: input.method,
      headers: fromPairs(input.headers, "key", "value"),
      mapping: fromPairs(input.mapping, "target", "source"),
      ...(retarget && current.state === "active" ? { state: "test" as const } : {}),
      updatedAt: now,
    })
    .where(eq(marketWebhooks.id, current.id));
  return getWebhookView(db, current.id);
}

export async function regenerateSecret(db: Db, id: number, now = new Date()) {
  const secret = generateSecret();
  await db.update(marketWebhooks).set({ secret, updatedAt: now }).where(eq(marketWebhooks.id, id));
  return { webhook: await getWebhookView(db, id), secret };
}

export async function deleteWebhook(db: Db, id: number): Promise<boolean> {
  const r = await db.delete(marketWebhooks).where(eq(marketWebhooks.id, id)).returning({ id: marketWebhooks.id });
  return r.length > 0;
}

/** test → active; also resumes a paused webhook (its failure count starts again from zero). */
export async function validateWebhook(db: Db, id: number, now = new Date()) {
  await db
    .update(marketWebhooks)
    .set({ state: "active", consecutiveFailures: 0, pausedReason: null, updatedAt: now })
    .where(eq(marketWebhooks.id, id));
  return getWebhookView(db, id);
}

export async function pauseWebhook(db: Db, id: number, now = new Date()) {
  await db
    .update(marketWebhooks)
    .set({ state: "paused", pausedReason: "manual", updatedAt: now })
    .where(eq(marketWebhooks.id, id));
  return getWebhookView(db, id);
}

/**
 * "test": sends a sample lead through the webhook's mapping right away and answers with what the
 * target said. The attempt is logged like any other; it does not count towards the pause.
 */
export async function testWebhook(db: Db, w: WebhookRow, opts: { now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const payload = { test: true, ...buildPayload(sampleLeadRecord(now), w.mapping) };
  const [d] = await db
    .insert(marketWebhookDeliveries)
    .values({
      webhookId: w.id,
      saleId: null,
      payload,
      state: "pending",
      nextAttemptAt: new Date(now.getTime() + 365 * DAY),
      lockedUntil: new Date(now.getTime() + 60_000),
      createdAt: now,
    })
    .returning({ id: marketWebhookDeliveries.id });
  const r = await sendPayload(w, d!.id, payload);
  await recordAttempt(db, d!.id, w.id, r, now, { countFailures: false });
  // A test is sent once: never retried by the queue.
  if (!r.ok)
    await db.update(marketWebhookDeliveries).set({ state: "failed" }).where(eq(marketWebhookDeliveries.id, d!.id));
  return { ...r, deliveryId: d!.id, payload: JSON.stringify(payload, null, 2) };
}

/** A new delivery of a past delivery's payload (same sale), due now. */
export async function resendDelivery(db: Db, deliveryId: number, now = new Date()) {
  const [d] = await db
    .select()
    .from(marketWebhookDeliveries)
    .where(eq(marketWebhookDeliveries.id, deliveryId))
    .limit(1);
  if (!d) return null;
  const [n] = await db
    .insert(marketWebhookDeliveries)
    .values({
      webhookId: d.webhookId,
      saleId: d.saleId,
      payload: d.payload,
      state: "pending",
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: marketWebhookDeliveries.id });
  return n!.id;
}

/** A new delivery of one of the owner's past sales, built from the lead as it is now. Null if the sale is not the owner's. */
export async function resendSale(db: Db, w: WebhookRow, saleId: number, now = new Date()) {
  const [row] = await db
    .select({ sale: marketSales, lead: marketLeads, category: marketCategories.name })
    .from(marketSales)
    .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
    .innerJoin(marketCategories, eq(marketCategories.id, marketLeads.categoryId))
    .where(and(eq(marketSales.id, saleId), eq(marketSales.userId, w.userId)))
    .limit(1);
  if (!row) return null;
  const [n] = await db
    .insert(marketWebhookDeliveries)
    .values({
      webhookId: w.id,
      saleId,
      payload: buildPayload(saleRecord(row), w.mapping),
      state: "pending",
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: marketWebhookDeliveries.id });
  return n!.id;
}
