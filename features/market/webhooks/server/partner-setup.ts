import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketWebhooks } from "@/lib/db/schema/market-webhooks";
import type { PartnerSetupInput } from "@/lib/validation/webhook";
import { assertTargetAllowed, getWebhookView } from "./manage";
import { PARTNER_PRESETS, partnerHeaders } from "./partners";
import { generateSecret } from "./signing";

const DAY = 86_400_000;

/** Per advertiser: its webhooks and the success rate of the last 7 days' finished deliveries. */
export async function webhookClients(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 7 * DAY).toISOString();
  const res = await db.execute(sql`
    select u.id as user_id, u.email, u.society,
      count(distinct w.id)::int as webhooks,
      count(distinct w.id) filter (where w.state = 'active')::int as active,
      count(distinct w.id) filter (where w.state = 'paused')::int as paused,
      count(d.id) filter (where d.created_at >= ${since}::timestamptz)::int as deliveries,
      count(d.id) filter (where d.created_at >= ${since}::timestamptz and d.state = 'delivered')::int as delivered,
      count(d.id) filter (where d.created_at >= ${since}::timestamptz and d.state = 'failed')::int as failed,
      count(d.id) filter (where d.created_at >= ${since}::timestamptz and d.state = 'pending')::int as pending
    from market_webhooks w
    join users u on u.id = w.user_id
    left join market_webhook_deliveries d on d.webhook_id = w.id
    group by u.id, u.email, u.society
    order by u.id`);
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => {
    const delivered = Number(r.delivered);
    const failed = Number(r.failed);
    return {
      userId: Number(r.user_id),
      email: String(r.email),
      society: String(r.society ?? ""),
      webhooks: Number(r.webhooks),
      active: Number(r.active),
      paused: Number(r.paused),
      deliveries7d: Number(r.deliveries),
      delivered7d: delivered,
      failed7d: failed,
      pending7d: Number(r.pending),
      successRate: delivered + failed > 0 ? delivered / (delivered + failed) : null,
    };
  });
}

/**
 * The partner pages: creates (or updates) the caller's webhook to that partner with the partner's
 * preset method, credential headers and mapping. A new one starts in the test state.
 */
export async function setupPartner(db: Db, userId: number, input: PartnerSetupInput, now = new Date()) {
  assertTargetAllowed(input.url);
  const preset = PARTNER_PRESETS[input.partner];
  const headers = partnerHeaders(input.partner, input);
  const [existing] = await db
    .select()
    .from(marketWebhooks)
    .where(and(eq(marketWebhooks.userId, userId), eq(marketWebhooks.partner, input.partner)))
    .orderBy(marketWebhooks.id)
    .limit(1);
  if (existing) {
    await db
      .update(marketWebhooks)
      .set({
        url: input.url,
        method: preset.method,
        // Credentials left blank keep the ones saved before.
        headers: { ...existing.headers, ...headers },
        ...(existing.url !== input.url && existing.state === "active" ? { state: "test" as const } : {}),
        updatedAt: now,
      })
      .where(eq(marketWebhooks.id, existing.id));
    return { webhook: await getWebhookView(db, existing.id), secret: null as string | null };
  }
  const secret = generateSecret();
  const [w] = await db
    .insert(marketWebhooks)
    .values({
      userId,
      name: preset.name,
      partner: input.partner,
      url: input.url,
      method: preset.method,
      headers,
      mapping: { ...preset.mapping },
      secret,
      state: "test",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: marketWebhooks.id });
  return { webhook: await getWebhookView(db, w!.id), secret: secret as string | null };
}
