import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { buildPayload, sampleLeadRecord } from "@/features/market/webhooks/server/payload";
import { saleRecord } from "@/features/market/webhooks/server/enqueue";
import { PARTNER_PRESETS } from "@/features/market/webhooks/server/partners";
import type { Db } from "../client";
import {
  marketCategories,
  marketLeads,
  marketSales,
  marketWebhookAttempts,
  marketWebhookDeliveries,
  marketWebhooks,
} from "../schema";
import { seededRandom, type Random } from "./random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type At = (daysAgo: number, r?: Random) => Date;

const ADVERTISER = 4;
const SEC = 1000;
const MIN = 60 * SEC;

/** Demo secrets are derived, not random, so that two seeds store the same rows. */
const demoSecret = (name: string) => `whsec_${createHash("sha256").update(`weedo-demo-webhook-${name}`).digest("hex")}`;

/**
 * annonceur@'s webhooks: an active CRM endpoint with delivered leads, a failing call-center endpoint
 * (HTTP 500s, several consecutive failures, retries pending) and a Ringover partner set-up.
 * Deliveries point at the advertiser's real seeded sales (payload-only when there are none).
 * Draws from its own generator so that the main sequence is not shifted.
 */
export async function seedMarketWebhooks(tx: Tx, _rnd: Random, at: At): Promise<void> {
  const r = seededRandom(6606);
  const created = at(60, r);

  const [ok, failing, ringover] = await tx
    .insert(marketWebhooks)
    .values([
      {
        userId: ADVERTISER,
        name: "CRM Salesforce",
        url: "https://crm.annonceur-demo.test/api/leads",
        method: "POST" as const,
        headers: { Authorization: "Bearer demo-crm-token" },
        mapping: {
          prenom: "firstName",
          nom: "lastName",
          email: "email",
          telephone: "phone",
          code_postal: "postcode",
          categorie: "category",
          id_lead: "leadId",
        },
        secret: demoSecret("crm"),
        state: "active" as const,
        consecutiveFailures: 0,
        createdAt: created,
        updatedAt: created,
      },
      {
        userId: ADVERTISER,
        name: "Plateforme d'appels (ancienne)",
        url: "https://callcenter.annonceur-demo.test/hooks/weedo",
        method: "PUT" as const,
        headers: { "X-Api-Key": "demo-callcenter-key" },
        mapping: {},
        secret: demoSecret("callcenter"),
        state: "active" as const,
        consecutiveFailures: 7,
        createdAt: at(40, r),
        updatedAt: at(3, r),
      },
      {
        userId: ADVERTISER,
        name: PARTNER_PRESETS.ringover.name,
        partner: "ringover" as const,
        url: "https://ringover.annonceur-demo.test/v2/contacts",
        method: PARTNER_PRESETS.ringover.method,
        headers: { Authorization: "demo-ringover-key" },
        mapping: { ...PARTNER_PRESETS.ringover.mapping },
        secret: demoSecret("ringover"),
        state: "test" as const,
        consecutiveFailures: 0,
        createdAt: at(10, r),
        updatedAt: at(10, r),
      },
    ])
    .returning();

  const sales = await tx
    .select({ sale: marketSales, lead: marketLeads, category: marketCategories.name })
    .from(marketSales)
    .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
    .innerJoin(marketCategories, eq(marketCategories.id, marketLeads.categoryId))
    .where(and(eq(marketSales.userId, ADVERTISER)))
    .orderBy(asc(marketSales.createdAt), asc(marketSales.id));

  // The CRM got the last sales (at most 15); the failing target the 3 most recent.
  const recent = sales.slice(-15);
  const okRows = recent.length
    ? recent.map((s) => ({
        saleId: s.sale.id as number | null,
        payload: buildPayload(saleRecord(s), ok!.mapping),
        at: new Date(s.sale.createdAt.getTime() + 2 * SEC),
      }))
    : Array.from({ length: 6 }, (_, i) => {
        const t = at(12 - 2 * i, r);
        return { saleId: null, payload: buildPayload(sampleLeadRecord(t), ok!.mapping), at: t };
      });
  for (let i = 0; i < okRows.length; i++) {
    const row = okRows[i]!;
    // One in five first met a 503, then went through on the retry.
    const retried = i % 5 === 2;
    const done = new Date(row.at.getTime() + (retried ? 30 * SEC : 0) + 200);
    const [d] = await tx
      .insert(marketWebhookDeliveries)
      .values({
        webhookId: ok!.id,
        saleId: row.saleId,
        payload: row.payload,
        state: "delivered",
        attempts: retried ? 2 : 1,
        nextAttemptAt: row.at,
        createdAt: row.at,
        deliveredAt: done,
      })
      .returning({ id: marketWebhookDeliveries.id });
    const attempts = [];
    if (retried)
      attempts.push({
        deliveryId: d!.id,
        statusCode: 503,
        latencyMs: r.int(40, 400),
        responseExcerpt: "Service Unavailable",
        error: "HTTP 503",
        createdAt: row.at,
      });
    attempts.push({
      deliveryId: d!.id,
      statusCode: 201,
      latencyMs: r.int(60, 700),
      responseExcerpt: `{"status":"created","id":"crm-${1000 + i}"}`,
      error: null,
      createdAt: done,
    });
    await tx.insert(marketWebhookAttempts).values(attempts);
  }

  // The failing target: 7 failed attempts in a row over three deliveries, retries still pending.
  const failingSales = sales.slice(-3);
  const plan = [4, 2, 1];
  for (let i = 0; i < 3; i++) {
    const s = failingSales[i];
    const start = s ? new Date(s.sale.createdAt.getTime() + 2 * SEC) : at(3 - i, r);
    const payload = s
      ? buildPayload(saleRecord(s), failing!.mapping)
      : buildPayload(sampleLeadRecord(start), failing!.mapping);
    const n = plan[i]!;
    let t = start;
    const attempts = [];
    for (let k = 0; k < n; k++) {
      const timeout = k === n - 1 && i === 1;
      attempts.push({
        deliveryId: 0,
        statusCode: timeout ? null : 500,
        latencyMs: timeout ? 10_000 : r.int(80, 900),
        responseExcerpt: timeout ? null : '{"error":"Internal Server Error"}',
        error: timeout ? "timeout after 10 s" : "HTTP 500",
        createdAt: t,
      });
      t = new Date(t.getTime() + Math.min(30 * SEC * 2 ** k, 60 * MIN));
    }
    const [d] = await tx
      .insert(marketWebhookDeliveries)
      .values({
        webhookId: failing!.id,
        saleId: s?.sale.id ?? null,
        payload,
        state: "pending",
        attempts: n,
        nextAttemptAt: t,
        lastError: attempts[n - 1]!.error,
        createdAt: start,
      })
      .returning({ id: marketWebhookDeliveries.id });
    await tx.insert(marketWebhookAttempts).values(attempts.map((a) => ({ ...a, deliveryId: d!.id })));
  }

  // Ringover: set up, one successful test sent.
  const testAt = at(9, r);
  const [td] = await tx
    .insert(marketWebhookDeliveries)
    .values({
      webhookId: ringover!.id,
      saleId: null,
      payload: { test: true, ...buildPayload(sampleLeadRecord(testAt), ringover!.mapping) },
      state: "delivered",
      attempts: 1,
      nextAttemptAt: testAt,
      createdAt: testAt,
      deliveredAt: testAt,
    })
    .returning({ id: marketWebhookDeliveries.id });
  await tx.insert(marketWebhookAttempts).values({
    deliveryId: td!.id,
    statusCode: 200,
    latencyMs: 312,
    responseExcerpt: '{"ok":true}',
    error: null,
    createdAt: testAt,
  });
}
