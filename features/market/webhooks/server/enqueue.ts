import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketCategories, marketLeads } from "@/lib/db/schema/market-catalog";
import { marketSales } from "@/lib/db/schema/market-orders";
import { marketWebhookDeliveries, marketWebhooks } from "@/lib/db/schema/market-webhooks";
import { buildPayload, leadRecord, type LeadSource, type LeadValue } from "./payload";

/** A drizzle transaction (or the database itself: both have the same query API). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

/**
 * Queues one delivery per active webhook of the sale's buyer, inside the caller's transaction
 * (the distribution engine calls it right after recording the sale, so a sale and its deliveries
 * commit together). The payload is the lead as the webhook's mapping shapes it.
 */
export async function enqueueSaleDeliveries(tx: Tx, saleId: number, now?: Date): Promise<void> {
  const [row] = await tx
    .select({ sale: marketSales, lead: marketLeads, category: marketCategories.name })
    .from(marketSales)
    .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
    .innerJoin(marketCategories, eq(marketCategories.id, marketLeads.categoryId))
    .where(eq(marketSales.id, saleId))
    .limit(1);
  if (!row) return;
  const hooks = await tx
    .select({ id: marketWebhooks.id, mapping: marketWebhooks.mapping })
    .from(marketWebhooks)
    .where(and(eq(marketWebhooks.userId, row.sale.userId), eq(marketWebhooks.state, "active")));
  if (hooks.length === 0) return;
  const rec = saleRecord(row);
  const at = now ?? row.sale.createdAt;
  await tx.insert(marketWebhookDeliveries).values(
    hooks.map((h) => ({
      webhookId: h.id,
      saleId,
      payload: buildPayload(rec, h.mapping),
      state: "pending" as const,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
}

export function saleRecord(row: {
  sale: typeof marketSales.$inferSelect;
  lead: typeof marketLeads.$inferSelect;
  category: string;
}) {
  return leadRecord({
    leadId: row.lead.id,
    saleId: row.sale.id,
    category: row.category,
    saleType: row.sale.saleType,
    priceCents: row.sale.priceCents,
    firstName: row.lead.firstName,
    lastName: row.lead.lastName,
    email: row.lead.email,
    phone: row.lead.phone,
    postcode: row.lead.postcode,
    department: row.lead.department,
    age: row.lead.age,
    createdAt: row.lead.createdAt,
    soldAt: row.sale.createdAt,
    fields: row.lead.fields,
  });
}

/** An active webhook of a buyer, as the sale path reads it along with the buyer's other facts. */
export interface HookRef {
  id: number;
  mapping: Record<string, string>;
}

/**
 * A delivery payload built before its sale (and, at the intake, its lead) exists: the database
 * fills `saleIdKeys` with the sale's id and `leadIdKeys` with the lead's.
 */
export interface DeliveryTemplate {
  webhookId: number;
  payload: Record<string, LeadValue>;
  saleIdKeys: string[];
  leadIdKeys: string[];
}

/**
 * The deliveries of a sale about to be written, from what the sale path already holds (the lead it
 * is taking in or has locked, the buyer's hooks): the statement that inserts the sale inserts these
 * too and sets the ids under their keys, so nothing is read back. The keys are found by building
 * the payload with different ids, whatever the mapping does with them.
 */
export function deliveryTemplates(hooks: HookRef[], src: Omit<LeadSource, "saleId" | "leadId">): DeliveryTemplate[] {
  if (hooks.length === 0) return [];
  const base = leadRecord({ ...src, leadId: -1, saleId: -1 });
  const otherSale = leadRecord({ ...src, leadId: -1, saleId: -2 });
  const otherLead = leadRecord({ ...src, leadId: -2, saleId: -1 });
  return hooks.map((h) => {
    const payload = buildPayload(base, h.mapping);
    const differs = (other: typeof base) => {
      const o = buildPayload(other, h.mapping);
      return Object.keys(payload).filter((k) => JSON.stringify(payload[k]) !== JSON.stringify(o[k]));
    };
    const saleIdKeys = differs(otherSale);
    const leadIdKeys = differs(otherLead);
    for (const k of [...saleIdKeys, ...leadIdKeys]) payload[k] = null;
    return { webhookId: h.id, payload, saleIdKeys, leadIdKeys };
  });
}
