import { sql } from "drizzle-orm";
import { deliveryTemplates, type HookRef } from "@/features/market/webhooks/server/enqueue";
import type { LeadSource } from "@/features/market/webhooks/server/payload";
import type { SaleType } from "./criteria";
import type { Runner } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";

/** One sale the caller has checked under its locks (buyer, lead, order) and now records. */
export interface SaleToWrite {
  userId: number;
  /** The order the sale counts against; null for a cart purchase. */
  orderId: number | null;
  saleType: SaleType;
  priceCents: number;
  /** The buyer's active webhooks: each gets a delivery of this sale. */
  hooks: HookRef[];
}

/** The lead as delivery payloads show it (what the caller already holds: nothing is read back). */
export type PayloadLead = Omit<LeadSource, "saleId" | "saleType" | "priceCents" | "soldAt">;

/** The lead as its deliveries' templates need it: without its id, which the database fills in. */
export type TemplateLead = Omit<PayloadLead, "leadId">;

export interface WriteSalesInput {
  lead: PayloadLead;
  /** The lead's buyer limit once these sales are made (fixed by its first sale's type). */
  buyerLimit: number;
  /** How many buyers the lead had before these sales. */
  soldBefore: number;
  sales: SaleToWrite[];
  now: Date;
}

/** One sale as market_write_sales takes it (JSON), with the delivery of each of its buyer's hooks. */
export interface SaleJson {
  user_id: number;
  order_id: number | null;
  sale_type: SaleType;
  price_cents: number;
  hooks: { webhook_id: number; payload: unknown; sale_id_keys: string[]; lead_id_keys: string[] }[];
}

/** The sales of a lead as market_write_sales (and market_take_lead) take them, payloads built here. */
export function salesJson(lead: TemplateLead, sales: SaleToWrite[], now: Date): SaleJson[] {
  const at = now.toISOString();
  return sales.map((s) => ({
    user_id: s.userId,
    order_id: s.orderId,
    sale_type: s.saleType,
    price_cents: s.priceCents,
    hooks: deliveryTemplates(s.hooks, { ...lead, saleType: s.saleType, priceCents: s.priceCents, soldAt: at }).map(
      (d) => ({ webhook_id: d.webhookId, payload: d.payload, sale_id_keys: d.saleIdKeys, lead_id_keys: d.leadIdKeys }),
    ),
  }));
}

/**
 * Records checked sales of one lead in one statement (the database function market_write_sales,
 * which the intake's market_take_lead calls too: one writer of sales): the sales, their ledger
 * debits (the balance_ledger trigger moves each buyer's market_balances row in the same
 * statement), the orders' delivered counts (completed when full), the lead's buyer limit, sold
 * count and state, and one webhook delivery per active hook of each buyer, its payload carrying
 * the new sale id. Returns the sale ids, in the order of `sales`.
 */
export async function writeSales(tx: Runner, input: WriteSalesInput): Promise<number[]> {
  if (input.sales.length === 0) return [];
  const { leadId, ...lead } = input.lead;
  const rows = rowsOf<{ id: number; user_id: number }>(
    await tx.execute(
      sql`select id, user_id from market_write_sales(${leadId}::int, ${JSON.stringify(salesJson(lead, input.sales, input.now))}::jsonb,
      ${input.buyerLimit}::int, ${input.soldBefore + input.sales.length}::int, ${input.now.toISOString()}::timestamptz)`,
    ),
  );
  const byUser = new Map(rows.map((r) => [Number(r.user_id), Number(r.id)]));
  return input.sales.map((s) => byUser.get(s.userId)!);
}
