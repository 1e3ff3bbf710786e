import { parisDay } from "@/lib/domain/paris-time";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { CategoryField } from "@/lib/db/schema/market-catalog";
import { marketSources } from "@/lib/db/schema";
import { validateLead, type LeadErrorKey, type ParsedLead } from "@/lib/validation/market-lead";
import { distributeLead } from "../distribution/distribute";
import { BUYER_LIMIT } from "../distribution/criteria";
import { rowsOf } from "@/lib/db/rows";
import { hooksOfSql, salesOnDaySql } from "../distribution/sell";
import type { HookRef } from "@/features/market/webhooks/server/enqueue";
import { salesJson } from "../distribution/write-sales";
import { notifyRealtime, pgNotifyChannelOf } from "@/lib/realtime/bus";
import { hashApiKey } from "./api-key";
import { planSales, type Candidate } from "./plan";
import { trustRefusal, type TrustRefusal } from "./trust";
import type { MxResolver } from "@/features/check/verification/server/mx";

export const DUPLICATE_WINDOW_DAYS = 30;

export type IntakeResult =
  | { status: 201; leadId: number; soldTo: number }
  | { status: 401 }
  | { status: 400; errors: Record<string, LeadErrorKey> }
  | { status: 409 }
  /** The address is on Weedo data's suppression list (the person unsubscribed): never stored nor sold. */
  | { status: 422; code: "UNSUBSCRIBED" }
  /** The source requires a minimum trust score (Weedo Trust) and the lead scored below it: never stored. */
  | ({ status: 422; code: "LOW_TRUST_SCORE" } & TrustRefusal);

/** The active source owning an API key, or null. */
export async function sourceOfKey(db: Db, apiKey: string | null | undefined): Promise<{ id: number } | null> {
  if (!apiKey?.trim()) return null;
  const [s] = await db
    .select({ id: marketSources.id })
    .from(marketSources)
    .where(and(eq(marketSources.apiKeyHash, hashApiKey(apiKey)), eq(marketSources.active, true)))
    .limit(1);
  return s ?? null;
}

/** An order in progress of the category, with its buyer's active webhooks. */
interface IntakeCandidate extends Candidate {
  hooks: HookRef[] | null;
}

interface SourceAndCategory {
  source_id: number;
  category_id: number | null;
  category_name: string | null;
  fields: CategoryField[] | null;
  active: boolean | null;
  orders: IntakeCandidate[] | null;
  suppressed: boolean;
  min_trust_score: number | null;
}

/** What market_take_lead answers; null for a duplicate. */
export interface Taken {
  lead_id: number;
  sale_ids: number[];
  unfinished: boolean;
}

/**
 * Statement 2 of intakeLead: market_take_lead (migration 0026) stores the lead unless a duplicate
 * exists in the window, and writes the planned sales (salesJson) that still hold under the locks.
 * Null for a duplicate.
 */
export async function takeLead(
  db: Db,
  t: {
    categoryId: number;
    sourceId: number;
    lead: ParsedLead;
    now: Date;
    sales: ReturnType<typeof salesJson>;
    /** BUYER_LIMIT of the first planned sale's type, 0 without a sale. */
    buyerLimit: number;
    /** The live page's pg_notify channel (PostgreSQL), or null. */
    channel: string | null;
  },
): Promise<Taken | null> {
  const { lead, now } = t;
  const fields = {
    first_name: lead.firstName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    department: lead.department,
    age: lead.age,
    fields: lead.fields,
  };
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);
  const [row] = rowsOf<{ taken: Taken | null }>(
    await db.execute(
      sql`select market_take_lead(${t.categoryId}::int, ${t.sourceId}::int, ${JSON.stringify(fields)}::jsonb,
      ${now.toISOString()}::timestamptz, ${parisDay(now)}::date, ${since.toISOString()}::timestamptz,
      ${JSON.stringify(t.sales)}::jsonb, ${t.buyerLimit}::int, ${t.channel}::text) as taken`,
    ),
  );
  return row?.taken ?? null;
}

/**
 * One partner lead: source by API key, category and fields validated, duplicates (same category,
 * same e-mail or phone within 30 days) refused, then stored and sold to the eligible orders — in
 * two statements, neither inside a transaction the portal opens:
 *
 * 1. the source, the category and its orders in progress with their buyers' balances, today's
 *    sales and active webhooks: the sales are planned on these figures (planSales) and their
 *    delivery payloads built from them;
 * 2. market_take_lead (migration 0026), one statement in autocommit: advisory locks on the e-mail
 *    and the phone (duplicates), then on the planned buyers in id order (the buyer lock of
 *    sellLeadToUser, so the cart and the engine serialize with the intake); the lead inserted
 *    unless a duplicate exists (read after the locks); each planned order locked and its figures
 *    read again; market_write_sales for the sales that still hold (sales, ledger debits, order
 *    counters, lead state, webhook deliveries); and on PostgreSQL the live pages' pg_notify,
 *    delivered at its commit. On the embedded database one connection serves the portal: a
 *    transaction of several round trips would hold it while node runs JavaScript in between.
 *
 * When a planned sale no longer holds under the locks (another sale took the balance or the cap
 * meanwhile), the sales before it are kept and distributeLead finishes the walk after the commit,
 * one checked sale at a time: the same result as the serial walk, only slower.
 */
export async function intakeLead(
  db: Db,
  apiKey: string | null | undefined,
  body: unknown,
  opts: { now?: Date; distribute?: boolean; resolver?: MxResolver } = {},
): Promise<IntakeResult> {
  const now = opts.now ?? new Date();
  if (!apiKey?.trim()) return { status: 401 };
  const input = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  const categoryId = Number(input?.category_id);
  // The suppression list is asked in the same read (a primary-key probe on the address as the base writes it).
  const rawEmail = typeof input?.email === "string" ? input.email.trim().toLowerCase() : "";
  const [found] = rowsOf<SourceAndCategory>(
    await db.execute(
      sql`select s.id as source_id, s.min_trust_score, c.id as category_id, c.name as category_name, c.fields, c.active,
        exists (select 1 from data_suppressions x where x.email = ${rawEmail}::text) as suppressed,
        case when ${opts.distribute !== false}::boolean and c.active then (
          select coalesce(jsonb_agg(jsonb_build_object(
              'id', o.id, 'userId', o.user_id, 'saleType', o.sale_type, 'priceCents', o.unit_price_cents,
              'criteria', o.criteria, 'days', o.days, 'hourFrom', o.hour_from, 'hourTo', o.hour_to,
              'delivered', o.delivered, 'totalVolume', o.total_volume, 'dailyCap', o.daily_cap,
              'today', case when o.daily_cap is null then 0 else ${salesOnDaySql(sql`o.id`, now)} end,
              'balance', coalesce(b.balance_cents, 0), 'hooks', ${hooksOfSql(sql`o.user_id`)})
            order by o.unit_price_cents desc, o.created_at, o.id), '[]'::jsonb)
          from market_orders o left join market_balances b on b.user_id = o.user_id
          where o.category_id = c.id and o.state = 'in_progress' and o.delivered < o.total_volume
        ) end as orders
      from market_sources s left join market_categories c on c.id = ${Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null}::int
      where s.api_key_hash = ${hashApiKey(apiKey)} and s.active`,
    ),
  );
  if (!found) return { status: 401 };
  if (!input) return { status: 400, errors: { body: "required" } };
  if (found.category_id == null || !found.active) {
    const v = validateLead(input, []);
    return { status: 400, errors: { ...(v.ok ? {} : v.errors), category_id: "unknownCategory" } };
  }
  const v = validateLead(input, found.fields ?? []);
  if (!v.ok) return { status: 400, errors: v.errors };
  if (found.suppressed) return { status: 422, code: "UNSUBSCRIBED" };
  const lead = v.lead;
  // The source's Weedo Trust switch: off (null) costs nothing; on, the engine runs before the lead is taken.
  if (found.min_trust_score != null) {
    const refused = await trustRefusal(db, lead, Number(found.min_trust_score), { resolver: opts.resolver, now });
    if (refused) return { status: 422, code: "LOW_TRUST_SCORE", ...refused };
  }
  const catId = found.category_id;
  const planned = planSales(found.orders ?? [], lead, now);
  // The hooks were read before the locks: market_write_sales queues deliveries only for hooks still
  // active when it writes, so a hook paused or deleted meanwhile gets none, and a mapping edited
  // meanwhile shapes this payload as it stood a moment earlier, as for a sale committed just before.
  const sales = salesJson(
    { category: found.category_name ?? "", ...lead, createdAt: now },
    planned.map((p) => ({
      userId: p.userId,
      orderId: p.id,
      saleType: p.saleType,
      priceCents: p.priceCents,
      hooks: p.hooks ?? [],
    })),
    now,
  );
  const channel = pgNotifyChannelOf(db, "weedomarket");
  const done = await takeLead(db, {
    categoryId: catId,
    sourceId: found.source_id,
    lead,
    now,
    sales,
    buyerLimit: planned.length ? BUYER_LIMIT[planned[0]!.saleType] : 0,
    channel,
  });
  if (!done) return { status: 409 };
  const leadId = Number(done.lead_id);
  const more = done.unfinished ? await distributeLead(db, leadId, { now }) : [];
  // After the commit (and the walk's sales): the live page reads figures that include this lead.
  // PostgreSQL heard market_take_lead's notification already, and needs another only for the walk's sales.
  if (!channel || more.length) await notifyRealtime(db, "weedomarket", { leadId });
  return { status: 201, leadId, soldTo: done.sale_ids.length + more.length };
}
