import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  marketCategories,
  marketFilters,
  marketLeads,
  marketOrders,
  marketPromoCodes,
  marketSales,
  users,
  type OrderState,
} from "@/lib/db/schema";
import { parisDay } from "@/lib/domain/paris-time";

export interface OrderListFilter {
  userId?: number | null;
  categoryId?: number | null;
  state?: OrderState | null;
}

const listColumns = {
  id: marketOrders.id,
  userId: marketOrders.userId,
  clientName: sql<string>`coalesce(nullif(${users.society}, ''), ${users.firstName} || ' ' || ${users.lastName})`,
  clientEmail: users.email,
  categoryId: marketOrders.categoryId,
  categoryName: marketCategories.name,
  saleType: marketOrders.saleType,
  filterId: marketOrders.filterId,
  filterName: marketFilters.name,
  criteria: marketOrders.criteria,
  totalVolume: marketOrders.totalVolume,
  dailyCap: marketOrders.dailyCap,
  days: marketOrders.days,
  hourFrom: marketOrders.hourFrom,
  hourTo: marketOrders.hourTo,
  delivery: marketOrders.delivery,
  unitPriceCents: marketOrders.unitPriceCents,
  promoCode: marketPromoCodes.code,
  state: marketOrders.state,
  delivered: marketOrders.delivered,
  spentCents: sql<string>`(select coalesce(sum(s.price_cents), 0) from market_sales s where s.order_id = "market_orders"."id")`,
  lastDeliveryAt: sql<
    string | null
  >`(select max(s.created_at) from market_sales s where s.order_id = "market_orders"."id")`,
  createdAt: marketOrders.createdAt,
  updatedAt: marketOrders.updatedAt,
};

export type OrderListRow = Omit<Awaited<ReturnType<typeof selectOrders>>[number], "spentCents" | "lastDeliveryAt"> & {
  spentCents: number;
  lastDeliveryAt: Date | null;
};

function selectOrders(db: Db, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(marketOrders)
    .innerJoin(users, eq(users.id, marketOrders.userId))
    .innerJoin(marketCategories, eq(marketCategories.id, marketOrders.categoryId))
    .leftJoin(marketFilters, eq(marketFilters.id, marketOrders.filterId))
    .leftJoin(marketPromoCodes, eq(marketPromoCodes.id, marketOrders.promoCodeId))
    .where(where)
    .orderBy(desc(marketOrders.createdAt), desc(marketOrders.id));
}

const normalize = <R extends { spentCents: string; lastDeliveryAt: string | Date | null }>(r: R) => ({
  ...r,
  spentCents: Number(r.spentCents),
  lastDeliveryAt: r.lastDeliveryAt ? new Date(r.lastDeliveryAt) : null,
});

export async function listOrders(db: Db, f: OrderListFilter): Promise<OrderListRow[]> {
  const where = [
    f.userId != null ? eq(marketOrders.userId, f.userId) : undefined,
    f.categoryId != null ? eq(marketOrders.categoryId, f.categoryId) : undefined,
    f.state ? eq(marketOrders.state, f.state) : undefined,
  ].filter((w): w is SQL => !!w);
  return (await selectOrders(db, where.length ? and(...where) : undefined)).map(normalize);
}

export async function getOrder(db: Db, id: number): Promise<OrderListRow | null> {
  const [row] = await selectOrders(db, eq(marketOrders.id, id));
  return row ? normalize(row) : null;
}

export interface OrderDelivery {
  saleId: number;
  leadId: number;
  leadName: string;
  department: string;
  postcode: string;
  age: number | null;
  priceCents: number;
  createdAt: Date;
}

/** The order's deliveries (its market_sales), newest first. */
export async function orderDeliveries(db: Db, orderId: number): Promise<OrderDelivery[]> {
  const rows = await db
    .select({
      saleId: marketSales.id,
      leadId: marketSales.leadId,
      firstName: marketLeads.firstName,
      lastName: marketLeads.lastName,
      department: marketLeads.department,
      postcode: marketLeads.postcode,
      age: marketLeads.age,
      priceCents: marketSales.priceCents,
      createdAt: marketSales.createdAt,
    })
    .from(marketSales)
    .innerJoin(marketLeads, eq(marketLeads.id, marketSales.leadId))
    .where(eq(marketSales.orderId, orderId))
    .orderBy(desc(marketSales.createdAt), desc(marketSales.id));
  return rows.map(({ firstName, lastName, ...r }) => ({ ...r, leadName: `${firstName} ${lastName}` }));
}

/** Deliveries per Europe/Paris day with the running total, from the order's creation to today. */
export async function orderProgress(
  db: Db,
  order: { id: number; createdAt: Date },
  now = new Date(),
): Promise<{ day: string; delivered: number; cumulative: number }[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char((${marketSales.createdAt} at time zone 'Europe/Paris')::date, 'YYYY-MM-DD')`,
      n: sql<number>`count(*)::int`,
    })
    .from(marketSales)
    .where(eq(marketSales.orderId, order.id))
    .groupBy(sql`1`)
    .orderBy(asc(sql`1`));
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  const first = [parisDay(order.createdAt), ...rows.map((r) => r.day)].sort()[0]!;
  const last = parisDay(now);
  const out: { day: string; delivered: number; cumulative: number }[] = [];
  let total = 0;
  for (let d = new Date(`${first}T12:00:00Z`); ; d = new Date(d.getTime() + 86_400_000)) {
    const day = d.toISOString().slice(0, 10);
    if (day > last && out.length > 0) break;
    const n = byDay.get(day) ?? 0;
    total += n;
    out.push({ day, delivered: n, cumulative: total });
    if (out.length > 400) break;
  }
  return out;
}

export interface TrackingRow extends OrderListRow {
  today: number;
  last7: number;
  /** Leads expected over the last 7 days at the order's pace (daily cap, or the volume over 30 days), on its weekdays. */
  expected7: number;
  late: boolean;
}

/**
 * In-progress orders against their target: delivered over total, today's count against the daily
 * cap, and late when the last 7 days brought less than half the expected pace.
 */
export async function orderTracking(db: Db, now = new Date()): Promise<TrackingRow[]> {
  const orders = await listOrders(db, { state: "in_progress" });
  if (!orders.length) return [];
  const today = parisDay(now);
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const counts = await db
    .select({
      orderId: marketSales.orderId,
      today: sql<number>`count(*) filter (where (${marketSales.createdAt} at time zone 'Europe/Paris')::date = ${today}::date)::int`,
      last7: sql<number>`count(*) filter (where ${marketSales.createdAt} >= ${since.toISOString()}::timestamptz)::int`,
    })
    .from(marketSales)
    .where(
      inArray(
        marketSales.orderId,
        orders.map((o) => o.id),
      ),
    )
    .groupBy(marketSales.orderId);
  const byOrder = new Map(counts.map((c) => [c.orderId, c]));
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(now.getTime() - i * 86_400_000);
    const wd = new Date(`${parisDay(d)}T12:00:00Z`).getUTCDay();
    return wd === 0 ? 7 : wd;
  });
  return orders.map((o) => {
    const c = byOrder.get(o.id);
    const pace = o.dailyCap ?? Math.max(1, Math.ceil(o.totalVolume / 30));
    const ageDays = Math.floor((now.getTime() - o.createdAt.getTime()) / 86_400_000);
    const activeDays = weekdays.slice(0, Math.min(7, Math.max(0, ageDays))).filter((wd) => o.days.includes(wd)).length;
    const expected7 = Math.min(o.totalVolume - o.delivered + (c?.last7 ?? 0), pace * activeDays);
    const last7 = Number(c?.last7 ?? 0);
    return { ...o, today: Number(c?.today ?? 0), last7, expected7, late: expected7 > 0 && last7 < expected7 / 2 };
  });
}
