import { parisDay } from "@/lib/domain/paris-time";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { marketBalances } from "@/lib/db/schema";
import type { HookRef } from "@/features/market/webhooks/server/enqueue";
import { BUYER_LIMIT, limitAllows, type SaleType } from "./criteria";
import { rowsOf } from "@/lib/db/rows";
import { writeSales } from "./write-sales";

/** A drizzle transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface SellInput {
  leadId: number;
  userId: number;
  saleType: SaleType;
  priceCents: number;
  /** The order the sale counts against; null for a cart purchase. */
  orderId: number | null;
  /** The moment of the sale (daily caps count Europe/Paris days); default: now. */
  now?: Date;
}

export type SellRefusal =
  | "lead_unavailable"
  | "buyer_limit"
  | "already_bought"
  | "insufficient_balance"
  | "order_inactive"
  | "order_full"
  | "daily_cap"
  /** The lead's address is on Weedo data's suppression list (the person unsubscribed after it came in). */
  | "lead_unsubscribed";

export type SellResult = { ok: true; saleId: number } | { ok: false; reason: SellRefusal };

/**
 * The advisory lock namespace of a buyer (two-key form, beside the intake's 61/62 duplicate locks).
 * The intake's database function market_take_lead (migration 0026) writes it as the literal 63.
 */
export const BUYER_LOCK = 63;

/** The buyer's balance: its market_balances row (kept with the ledger by trigger), 0 when it has none. */
export async function ledgerBalance(tx: Tx | Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: marketBalances.balanceCents })
    .from(marketBalances)
    .where(eq(marketBalances.userId, userId));
  return Number(row?.balance ?? 0);
}

/**
 * How many sales of an order fall on the Europe/Paris day of `now`, as SQL: an index range on
 * market_sales (order_id, created_at) between the day's bounds, computed once, so the cost is the
 * day's sales (at most the cap), never the order's history.
 */
export const salesOnDaySql = (orderId: SQL, now: Date) => {
  const day = parisDay(now);
  return sql`(select count(*)::int from market_sales s where s.order_id = ${orderId}
    and s.created_at >= (${day}::date::timestamp at time zone 'Europe/Paris')
    and s.created_at < ((${day}::date + 1)::timestamp at time zone 'Europe/Paris'))`;
};

/** Sales of an order on the Europe/Paris day of `now`. */
export async function orderSalesOnDay(tx: Tx | Db, orderId: number, now: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select ${salesOnDaySql(sql`${orderId}::int`, now)} as n`));
  return Number(row?.n ?? 0);
}

/** The buyers' active webhooks, as one JSON list per buyer (SQL of a column). */
export const hooksOfSql = (userId: SQL) =>
  sql`(select coalesce(jsonb_agg(jsonb_build_object('id', w.id, 'mapping', w.mapping) order by w.id), '[]'::jsonb)
    from market_webhooks w where w.user_id = ${userId} and w.state = 'active')`;

/** A timestamp as the drivers return it (text from node-postgres, Date from PGlite) to a Date. */
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

interface LockedLead {
  state: string;
  buyer_limit: number | null;
  sold_count: number;
  bought: boolean;
  unsubscribed: boolean;
  category: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  department: string;
  age: number | null;
  fields: Record<string, string | number | boolean>;
  created_at: unknown;
}

interface BuyerFacts {
  state: string | null;
  delivered: number | null;
  total_volume: number | null;
  daily_cap: number | null;
  user_id: number | null;
  today: number;
  balance: string | number;
  hooks: HookRef[];
}

/**
 * Sells one lead to one buyer inside the caller's transaction, or says why not. Locks, in this
 * order (the same for the intake, the distribution engine and the cart, so they never deadlock):
 * the buyer (`pg_advisory_xact_lock(63, user_id)`), the lead row, the order row. Every condition
 * is checked again under those locks: lead available and its buyer limit (fixed by the first
 * sale's type), never twice to one buyer, the balance row, the order's state, total volume and
 * daily cap. Then one statement (writeSales) records the sale, its ledger debit, the counters and
 * the webhook deliveries. Four statements in all.
 */
export async function sellLeadToUser(tx: Tx, input: SellInput): Promise<SellResult> {
  const now = input.now ?? new Date();
  await tx.execute(sql`select pg_advisory_xact_lock(${BUYER_LOCK}::int, ${input.userId}::int)`);
  const [lead] = rowsOf<LockedLead>(
    await tx.execute(
      sql`select l.state, l.buyer_limit, l.sold_count, c.name as category, l.first_name, l.last_name, l.email,
        l.phone, l.postcode, l.department, l.age, l.fields, l.created_at,
        exists (select 1 from market_sales s where s.lead_id = l.id and s.user_id = ${input.userId}::int) as bought,
        exists (select 1 from data_suppressions x where x.email = l.email) as unsubscribed
      from market_leads l join market_categories c on c.id = l.category_id
      where l.id = ${input.leadId}::int for update of l`,
    ),
  );
  if (!lead || lead.state !== "available") return { ok: false, reason: "lead_unavailable" };
  if (lead.unsubscribed) return { ok: false, reason: "lead_unsubscribed" };
  const limitState = {
    buyerLimit: lead.buyer_limit == null ? null : Number(lead.buyer_limit),
    soldCount: Number(lead.sold_count),
  };
  if (!limitAllows(limitState, input.saleType)) return { ok: false, reason: "buyer_limit" };
  if (lead.bought) return { ok: false, reason: "already_bought" };

  // The order row (locked) with what the buyer holds: its balance and its hooks. The buyer's lock
  // is held, so no other sale moves them meanwhile.
  const [facts] = rowsOf<BuyerFacts>(
    await tx.execute(
      sql`select o.state, o.delivered, o.total_volume, o.daily_cap, o.user_id,
        case when o.daily_cap is null then 0 else ${salesOnDaySql(sql`o.id`, now)} end as today,
        coalesce((select b.balance_cents from market_balances b where b.user_id = ${input.userId}::int), 0) as balance,
        ${hooksOfSql(sql`${input.userId}::int`)} as hooks
      from (select 1) one left join lateral (
        select * from market_orders where id = ${input.orderId}::int for update
      ) o on true`,
    ),
  );
  if (input.orderId != null) {
    if (!facts?.state || facts.state !== "in_progress" || Number(facts.user_id) !== input.userId)
      return { ok: false, reason: "order_inactive" };
    if (Number(facts.delivered) >= Number(facts.total_volume)) return { ok: false, reason: "order_full" };
    if (facts.daily_cap != null && Number(facts.today) >= Number(facts.daily_cap))
      return { ok: false, reason: "daily_cap" };
  }
  if (Number(facts?.balance ?? 0) < input.priceCents) return { ok: false, reason: "insufficient_balance" };

  const [saleId] = await writeSales(tx, {
    lead: {
      leadId: input.leadId,
      category: lead.category,
      firstName: lead.first_name,
      lastName: lead.last_name,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      department: lead.department,
      age: lead.age == null ? null : Number(lead.age),
      createdAt: asDate(lead.created_at),
      fields: lead.fields ?? {},
    },
    buyerLimit: limitState.buyerLimit ?? BUYER_LIMIT[input.saleType],
    soldBefore: limitState.soldCount,
    sales: [
      {
        userId: input.userId,
        orderId: input.orderId,
        saleType: input.saleType,
        priceCents: input.priceCents,
        hooks: facts?.hooks ?? [],
      },
    ],
    now,
  });
  return { ok: true, saleId: saleId! };
}
