import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { CategoryField } from "@/lib/db/schema/market-catalog";
import { marketSources } from "@/lib/db/schema";
import { validateLead, type LeadErrorKey } from "@/lib/validation/market-lead";
import { distributeLead } from "../distribution/distribute";
import { BUYER_LIMIT, parisDay } from "../distribution/criteria";
import { runPrepared } from "../distribution/prepared";
import { BUYER_LOCK, hooksOfSql, salesOnDaySql } from "../distribution/sell";
import type { HookRef } from "../webhooks/enqueue";
import { writeSales } from "../distribution/write-sales";
import { notifyRealtime } from "@/lib/realtime/bus";
import { hashApiKey } from "./api-key";
import { canBuy, planSales, type Candidate } from "./plan";
import { trustRefusal, type TrustRefusal } from "./trust";
import type { MxResolver } from "../check/mx";

export const DUPLICATE_WINDOW_DAYS = 30;

/** An int[] parameter as one array literal (drizzle spreads a JS array into a list of parameters). */
const pgIntArray = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(",")}}`;

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

interface SourceAndCategory {
  source_id: number;
  category_id: number | null;
  category_name: string | null;
  fields: CategoryField[] | null;
  active: boolean | null;
  orders: Candidate[] | null;
  suppressed: boolean;
  min_trust_score: number | null;
}

interface Fresh {
  lead_id: number;
  order_id: number | null;
  user_id: number | null;
  state: string | null;
  delivered: number | null;
  total_volume: number | null;
  daily_cap: number | null;
  today: number;
  balance: string | number;
  hooks: HookRef[] | null;
}

/**
 * One partner lead: source by API key, category and fields validated, duplicates (same category,
 * same e-mail or phone within 30 days) refused, then stored and sold to the eligible orders — in
 * one transaction of three statements after one read:
 *
 * 1. (no transaction) the source, the category and its orders in progress with their buyers'
 *    balances and today's sales: the sales are planned on these figures (planSales);
 * 2. advisory locks: the e-mail and the phone (duplicates), then the planned buyers in id order
 *    (the buyer lock of sellLeadToUser, so the cart and the engine serialize with the intake);
 * 3. the lead inserted unless a duplicate exists (read after the locks), with the planned orders
 *    locked and their figures read again under the buyers' locks;
 * 4. writeSales: sales, ledger debits (the balance rows follow by trigger), order counters, lead
 *    state and webhook deliveries, in one statement.
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
  const [found] = await runPrepared<SourceAndCategory>(
    db,
    "market_intake_source",
    sql`select s.id as source_id, s.min_trust_score, c.id as category_id, c.name as category_name, c.fields, c.active,
        exists (select 1 from data_suppressions x where x.email = ${rawEmail}::text) as suppressed,
        case when ${opts.distribute !== false}::boolean and c.active then (
          select coalesce(jsonb_agg(jsonb_build_object(
              'id', o.id, 'userId', o.user_id, 'saleType', o.sale_type, 'priceCents', o.unit_price_cents,
              'criteria', o.criteria, 'days', o.days, 'hourFrom', o.hour_from, 'hourTo', o.hour_to,
              'delivered', o.delivered, 'totalVolume', o.total_volume, 'dailyCap', o.daily_cap,
              'today', case when o.daily_cap is null then 0 else ${salesOnDaySql(sql`o.id`, now)} end,
              'balance', coalesce(b.balance_cents, 0))
            order by o.unit_price_cents desc, o.created_at, o.id), '[]'::jsonb)
          from market_orders o left join market_balances b on b.user_id = o.user_id
          where o.category_id = c.id and o.state = 'in_progress' and o.delivered < o.total_volume
        ) end as orders
      from market_sources s left join market_categories c on c.id = ${Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null}::int
      where s.api_key_hash = ${hashApiKey(apiKey)} and s.active`,
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
  // The source's Weedo Trust switch: off (null) costs nothing; on, the engine runs before the transaction.
  if (found.min_trust_score != null) {
    const refused = await trustRefusal(db, lead, Number(found.min_trust_score), { resolver: opts.resolver, now });
    if (refused) return { status: 422, code: "LOW_TRUST_SCORE", ...refused };
  }
  const catId = found.category_id;
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * 86_400_000);
  const planned = planSales(found.orders ?? [], lead, now);
  const buyers = [...new Set(planned.map((p) => p.userId))].sort((a, b) => a - b);

  const done = await db.transaction(async (tx) => {
    await runPrepared(
      tx,
      "market_intake_locks",
      sql`select count(pg_advisory_xact_lock(k.ns, k.key)) from (
          select * from (values (61, hashtext(${`${catId}:${lead.email}`}::text)), (62, hashtext(${`${catId}:${lead.phone}`}::text))) v(ns, key)
          union all (select ${BUYER_LOCK}::int, u from unnest(${pgIntArray(buyers)}::int[]) u order by u)
        ) k`,
    );
    const rows = await runPrepared<Fresh>(
      tx,
      "market_intake_insert",
      sql`with lead as (
          insert into market_leads (category_id, source_id, first_name, last_name, email, phone, postcode, department, age, fields, created_at, day)
          select ${catId}::int, ${found.source_id}::int, ${lead.firstName}::text, ${lead.lastName}::text, ${lead.email}::text,
            ${lead.phone}::text, ${lead.postcode}::text, ${lead.department}::text, ${lead.age}::smallint,
            ${JSON.stringify(lead.fields)}::jsonb, ${now.toISOString()}::timestamptz, ${parisDay(now)}::date
          where not exists (select 1 from market_leads d where d.category_id = ${catId}::int and d.email = ${lead.email}::text and d.created_at >= ${since.toISOString()}::timestamptz)
            and not exists (select 1 from market_leads d where d.category_id = ${catId}::int and d.phone = ${lead.phone}::text and d.created_at >= ${since.toISOString()}::timestamptz)
          returning id
        ), picked as (
          select o.id, o.user_id, o.state, o.delivered, o.total_volume, o.daily_cap from market_orders o
          where o.id = any(${pgIntArray(planned.map((p) => p.id))}::int[]) and exists (select 1 from lead)
          for update
        )
        select l.id as lead_id, p.id as order_id, p.user_id, p.state, p.delivered, p.total_volume, p.daily_cap,
          case when p.daily_cap is null then 0 else ${salesOnDaySql(sql`p.id`, now)} end as today,
          coalesce((select b.balance_cents from market_balances b where b.user_id = p.user_id), 0) as balance,
          ${hooksOfSql(sql`p.user_id`)} as hooks
        from lead l left join picked p on true`,
    );
    if (rows.length === 0) return null;
    const leadId = Number(rows[0]!.lead_id);
    const fresh = new Map(rows.filter((r) => r.order_id != null).map((r) => [Number(r.order_id), r]));
    // The planned sales that still hold under the locks, up to the first that does not.
    const sales: (Candidate & { hooks: HookRef[] })[] = [];
    for (const p of planned) {
      const f = fresh.get(p.id);
      const holds =
        f != null &&
        f.state === "in_progress" &&
        Number(f.user_id) === p.userId &&
        canBuy({
          delivered: Number(f.delivered),
          totalVolume: Number(f.total_volume),
          dailyCap: f.daily_cap == null ? null : Number(f.daily_cap),
          today: Number(f.today),
          balance: Number(f.balance),
          priceCents: p.priceCents,
        });
      if (!holds) break;
      sales.push({ ...p, hooks: f.hooks ?? [] });
    }
    const saleIds = await writeSales(tx, {
      lead: { leadId, category: found.category_name ?? "", ...lead, createdAt: now },
      buyerLimit: sales.length ? BUYER_LIMIT[sales[0]!.saleType] : 0,
      soldBefore: 0,
      sales: sales.map((s) => ({
        userId: s.userId,
        orderId: s.id,
        saleType: s.saleType,
        priceCents: s.priceCents,
        hooks: s.hooks,
      })),
      now,
    });
    return { leadId, sold: saleIds.length, unfinished: sales.length < planned.length };
  });
  if (!done) return { status: 409 };
  const more = done.unfinished ? await distributeLead(db, done.leadId, { now }) : [];
  // After the commit (and the walk's sales): the live page reads figures that include this lead.
  await notifyRealtime(db, "weedomarket", { leadId: done.leadId });
  return { status: 201, leadId: done.leadId, soldTo: done.sold + more.length };
}
