import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { balanceLedger, marketCategories, marketLeads, marketOrders, marketSources, users } from "@/lib/db/schema";
import type { LeadCriteria } from "@/lib/db/schema/market-orders";
import { hashApiKey } from "@/features/market/distribution/server/intake/api-key";
import { parisDay } from "@/lib/domain/paris-time";

/** Small builders for the marketplace tests (distribution, concurrency, catalog). */
export const rowsOf = <R>(res: unknown): R[] =>
  Array.isArray(res) ? (res as R[]) : ((res as { rows: R[] }).rows ?? []);

export async function resetMarket(db: Db): Promise<void> {
  await db.execute(sql`truncate users, market_categories, market_sources, market_promo_codes restart identity cascade`);
}

export async function addBuyers(db: Db, balances: number[]): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(
      balances.map((_, i) => ({
        email: `acheteur${i}@exemple.test`,
        law: "an" as const,
        status: "active" as const,
        firstName: "Ach",
        lastName: `Eteur${i}`,
        idClienLeadmarket: 9000 + i,
      })),
    )
    .returning({ id: users.id });
  const credits = rows.flatMap((u, i) =>
    balances[i]! > 0 ? [{ userId: u.id, kind: "adjustment" as const, amountCents: balances[i]!, reason: "test" }] : [],
  );
  if (credits.length) await db.insert(balanceLedger).values(credits);
  return rows.map((r) => r.id);
}

export async function addCategory(
  db: Db,
  name = "Assurance test",
  fields: (typeof marketCategories.$inferInsert)["fields"] = [],
): Promise<number> {
  const [c] = await db
    .insert(marketCategories)
    .values({ name, fields, priceExclusiveCents: 3000, priceDuoCents: 2000, priceTrioCents: 1000 })
    .returning({ id: marketCategories.id });
  return c!.id;
}

export async function addSource(db: Db, key = "test-key", active = true): Promise<number> {
  const [s] = await db
    .insert(marketSources)
    .values({ name: `Source ${key}`, apiKeyHash: hashApiKey(key), active })
    .returning({ id: marketSources.id });
  return s!.id;
}

export interface OrderSpec {
  userId: number;
  categoryId: number;
  saleType: "exclusive" | "duo" | "trio";
  unitPriceCents: number;
  totalVolume: number;
  dailyCap?: number | null;
  days?: number[];
  hourFrom?: number;
  hourTo?: number;
  criteria?: LeadCriteria;
  state?: "in_progress" | "paused";
  createdAt?: Date;
}

export async function addOrder(db: Db, o: OrderSpec): Promise<number> {
  const [row] = await db
    .insert(marketOrders)
    .values({
      userId: o.userId,
      categoryId: o.categoryId,
      saleType: o.saleType,
      unitPriceCents: o.unitPriceCents,
      totalVolume: o.totalVolume,
      dailyCap: o.dailyCap ?? null,
      days: o.days ?? [1, 2, 3, 4, 5, 6, 7],
      hourFrom: o.hourFrom ?? 0,
      hourTo: o.hourTo ?? 24,
      criteria: o.criteria ?? {},
      delivery: "csv",
      state: o.state ?? "in_progress",
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning({ id: marketOrders.id });
  return row!.id;
}

export interface LeadSpec {
  categoryId: number;
  department: string;
  age: number | null;
  fields?: Record<string, string | number | boolean>;
  createdAt: Date;
  n: number;
}

export async function addLead(db: Db, l: LeadSpec): Promise<number> {
  const postcode = l.department === "2A" ? "20000" : l.department === "2B" ? "20200" : `${l.department}001`.slice(0, 5);
  const [row] = await db
    .insert(marketLeads)
    .values({
      categoryId: l.categoryId,
      firstName: "Léa",
      lastName: `Test${l.n}`,
      email: `lea.${l.n}@exemple.test`,
      phone: `+3361${String(l.n).padStart(7, "0")}`,
      postcode,
      department: l.department,
      age: l.age,
      fields: l.fields ?? {},
      createdAt: l.createdAt,
      day: parisDay(l.createdAt),
    })
    .returning({ id: marketLeads.id });
  return row!.id;
}

/** Every invariant of the distribution, read back in SQL; returns the list of violations (empty when sound). */
export async function invariantViolations(db: Db): Promise<string[]> {
  const q = async (label: string, query: string) => {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(sql.raw(query)));
    return rows.length ? [`${label}: ${JSON.stringify(rows.slice(0, 3))}`] : [];
  };
  return [
    ...(await q(
      "lead beyond its buyer limit",
      `select l.id, l.buyer_limit, l.sold_count, count(s.id) n from market_leads l left join market_sales s on s.lead_id = l.id group by l.id having count(s.id) <> l.sold_count or count(s.id) > coalesce(l.buyer_limit, 0)`,
    )),
    ...(await q(
      "lead state wrong",
      `select id from market_leads where (state = 'sold') <> (buyer_limit is not null and sold_count = buyer_limit) and state <> 'unsold'`,
    )),
    ...(await q(
      "sale types mixed on a lead",
      `select l.id from market_leads l join market_sales s on s.lead_id = l.id where (case s.sale_type when 'exclusive' then 1 when 'duo' then 2 else 3 end) <> l.buyer_limit`,
    )),
    ...(await q(
      "lead sold twice to a buyer",
      `select lead_id, user_id from market_sales group by lead_id, user_id having count(*) > 1`,
    )),
    ...(await q(
      "negative balance",
      `select user_id, sum(amount_cents) b from balance_ledger group by user_id having sum(amount_cents) < 0`,
    )),
    ...(await q(
      "sale without its debit",
      `select s.id from market_sales s left join balance_ledger b on b.sale_id = s.id and b.kind = 'sale' where b.id is null or b.amount_cents <> -s.price_cents or b.user_id <> s.user_id`,
    )),
    ...(await q(
      "debit without its sale",
      `select b.id from balance_ledger b where b.kind = 'sale' and (b.sale_id is null or not exists (select 1 from market_sales s where s.id = b.sale_id))`,
    )),
    ...(await q(
      "order delivered count wrong",
      `select o.id from market_orders o left join market_sales s on s.order_id = o.id group by o.id having count(s.id) <> o.delivered or o.delivered > o.total_volume or ((o.state = 'completed') <> (o.delivered = o.total_volume))`,
    )),
    ...(await q(
      "daily cap exceeded",
      `select o.id, (s.created_at at time zone 'Europe/Paris')::date d, count(*) from market_orders o join market_sales s on s.order_id = o.id where o.daily_cap is not null group by o.id, o.daily_cap, d having count(*) > o.daily_cap`,
    )),
    ...(await q(
      "sale to another buyer than the order's",
      `select s.id from market_sales s join market_orders o on o.id = s.order_id where o.user_id <> s.user_id or o.sale_type <> s.sale_type or o.unit_price_cents <> s.price_cents or o.category_id <> (select category_id from market_leads where id = s.lead_id)`,
    )),
  ];
}
