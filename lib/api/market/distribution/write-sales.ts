import { sql } from "drizzle-orm";
import { deliveryTemplates, type HookRef } from "../webhooks/enqueue";
import type { LeadSource } from "../webhooks/payload";
import type { SaleType } from "./criteria";
import { runPrepared, type Runner } from "./prepared";

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

export interface WriteSalesInput {
  lead: PayloadLead;
  /** The lead's buyer limit once these sales are made (fixed by its first sale's type). */
  buyerLimit: number;
  /** How many buyers the lead had before these sales. */
  soldBefore: number;
  sales: SaleToWrite[];
  now: Date;
}

/**
 * Records checked sales of one lead in one statement: the sales, their ledger debits (the
 * balance_ledger trigger moves each buyer's market_balances row in the same statement), the
 * orders' delivered counts (completed when full), the lead's buyer limit, sold count and state,
 * and one webhook delivery per active hook of each buyer, its payload carrying the new sale id.
 * Returns the sale ids, in the order of `sales`.
 */
export async function writeSales(tx: Runner, input: WriteSalesInput): Promise<number[]> {
  if (input.sales.length === 0) return [];
  const at = input.now.toISOString();
  const soldCount = input.soldBefore + input.sales.length;
  const sales = input.sales.map((s) => ({
    user_id: s.userId,
    order_id: s.orderId,
    sale_type: s.saleType,
    price_cents: s.priceCents,
  }));
  const hooks = input.sales.flatMap((s) =>
    deliveryTemplates(s.hooks, { ...input.lead, saleType: s.saleType, priceCents: s.priceCents, soldAt: at }).map(
      (d) => ({ user_id: s.userId, webhook_id: d.webhookId, payload: d.payload, sale_id_keys: d.saleIdKeys }),
    ),
  );
  const rows = await runPrepared<{ id: number; user_id: number }>(
    tx,
    "market_write_sales",
    sql`with x as (
      select * from jsonb_to_recordset(${JSON.stringify(sales)}::jsonb)
        as x(user_id int, order_id int, sale_type text, price_cents bigint)
    ), s as (
      insert into market_sales (lead_id, user_id, order_id, sale_type, price_cents, created_at)
      select ${input.lead.leadId}::int, user_id, order_id, sale_type, price_cents, ${at}::timestamptz from x
      returning id, user_id, price_cents
    ), l as (
      insert into balance_ledger (user_id, kind, amount_cents, sale_id, created_at)
      select user_id, 'sale', -price_cents, id, ${at}::timestamptz from s
    ), o as (
      update market_orders o set delivered = o.delivered + 1,
        state = case when o.delivered + 1 >= o.total_volume then 'completed' else o.state end,
        updated_at = ${at}::timestamptz
      from x where o.id = x.order_id
    ), ld as (
      update market_leads set buyer_limit = ${input.buyerLimit}::smallint, sold_count = ${soldCount}::smallint,
        state = case when ${soldCount}::int >= ${input.buyerLimit}::int then 'sold' else 'available' end
      where id = ${input.lead.leadId}::int
    ), d as (
      insert into market_webhook_deliveries (webhook_id, sale_id, payload, state, next_attempt_at, created_at)
      select h.webhook_id, s.id,
        h.payload || coalesce((select jsonb_object_agg(k, s.id) from jsonb_array_elements_text(h.sale_id_keys) k), '{}'::jsonb),
        'pending', ${at}::timestamptz, ${at}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(hooks)}::jsonb)
        as h(user_id int, webhook_id int, payload jsonb, sale_id_keys jsonb)
      join s on s.user_id = h.user_id
    )
    select id, user_id from s`,
  );
  const byUser = new Map(rows.map((r) => [Number(r.user_id), Number(r.id)]));
  return input.sales.map((s) => byUser.get(s.userId)!);
}
