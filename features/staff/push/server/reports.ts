import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { users } from "@/lib/db/schema";
import { pushDeliveries, pushNotifications, pushSubscriptions } from "@/lib/db/schema/push";
import { TIME_ZONE } from "@/lib/config/time-zone";
import { PAGINATION } from "@/lib/constants";
import { PUSH_DELIVERY_STATES } from "@/lib/domain/states";
import { isCalendarDay } from "@/lib/validation/day";

const day = z
  .string()
  .trim()
  .refine((v) => v === "" || isCalendarDay(v), "day")
  .transform((v) => v || undefined)
  .optional();

/** The period of the statistics and the logs' filters: Paris days, both included; empty means any. */
export const deliveryFilterSchema = z
  .object({
    notificationId: z.number().int().positive().nullish(),
    state: z
      .union([z.enum(PUSH_DELIVERY_STATES), z.literal("")])
      .transform((v) => v || undefined)
      .optional(),
    from: day,
    to: day,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "period", path: ["to"] });
export type DeliveryFilter = z.output<typeof deliveryFilterSchema>;

const parisMidnight = (d: string, plusDays = 0) =>
  sql`((${d}::date + ${plusDays}::int)::timestamp at time zone ${TIME_ZONE})`;

const pageOf = (page: number, total: number, size: number) =>
  Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, Math.ceil(total / size)));

export interface NotificationCounts {
  sent: number;
  delivered: number;
  failed: number;
  clicked: number;
  pending: number;
}

/** sent = deliveries queued; failed includes expired subscriptions; clicked counts once per delivery. */
const countColumns = {
  sent: sql<number>`count(*)::int`,
  delivered: sql<number>`(count(*) filter (where ${pushDeliveries.state} = 'delivered'))::int`,
  failed: sql<number>`(count(*) filter (where ${pushDeliveries.state} in ('failed','expired')))::int`,
  clicked: sql<number>`(count(${pushDeliveries.clickedAt}))::int`,
  pending: sql<number>`(count(*) filter (where ${pushDeliveries.state} = 'pending'))::int`,
};

const zero: NotificationCounts = { sent: 0, delivered: 0, failed: 0, clicked: 0, pending: 0 };

/** One page of notifications, newest first, each with its delivery counts (one grouped read for the page). */
export async function listNotifications(db: Db, page = 1, pageSize: number = PAGINATION.pageSize) {
  const [totalRow] = await db.select({ n: count() }).from(pushNotifications);
  const total = Number(totalRow?.n ?? 0);
  const current = pageOf(page, total, pageSize);
  const rows = await db
    .select({ n: pushNotifications, author: users.email })
    .from(pushNotifications)
    .leftJoin(users, eq(users.id, pushNotifications.createdBy))
    .orderBy(desc(pushNotifications.sendAt), desc(pushNotifications.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  const ids = rows.map((r) => r.n.id);
  const counts = ids.length
    ? await db
        .select({ id: pushDeliveries.notificationId, ...countColumns })
        .from(pushDeliveries)
        .where(inArray(pushDeliveries.notificationId, ids))
        .groupBy(pushDeliveries.notificationId)
    : [];
  const byId = new Map(counts.map((c) => [c.id, c]));
  return {
    total,
    page: current,
    pageSize,
    items: rows.map(({ n, author }) => {
      const c = byId.get(n.id) ?? zero;
      return {
        id: n.id,
        title: n.title,
        body: n.body,
        url: n.url,
        laws: n.audience.laws,
        platforms: n.audience.platforms,
        state: n.state,
        sendAt: n.sendAt.toISOString(),
        sentAt: n.sentAt?.toISOString() ?? null,
        createdBy: author ?? null,
        sent: c.sent,
        delivered: c.delivered,
        failed: c.failed,
        clicked: c.clicked,
        pending: c.pending,
      };
    }),
  };
}

/**
 * The period's figures per Paris day (deliveries by the day they were queued, clicks by the day they
 * happened) and in total, with the number of live subscriptions. Bounded by the period.
 */
export async function pushTimeline(db: Db, from: string, to: string) {
  const dayOf = (col: typeof pushDeliveries.createdAt | typeof pushDeliveries.clickedAt) =>
    sql`to_char(${col} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;
  const sentRes = await db.execute(sql`
    select ${dayOf(pushDeliveries.createdAt)} as day, count(*)::int as sent,
      (count(*) filter (where ${pushDeliveries.state} = 'delivered'))::int as delivered,
      (count(*) filter (where ${pushDeliveries.state} in ('failed','expired')))::int as failed
    from ${pushDeliveries}
    where ${pushDeliveries.createdAt} >= ${parisMidnight(from)} and ${pushDeliveries.createdAt} < ${parisMidnight(to, 1)}
    group by 1`);
  const clickRes = await db.execute(sql`
    select ${dayOf(pushDeliveries.clickedAt)} as day, count(*)::int as clicked
    from ${pushDeliveries}
    where ${pushDeliveries.clickedAt} >= ${parisMidnight(from)} and ${pushDeliveries.clickedAt} < ${parisMidnight(to, 1)}
    group by 1`);
  const days = new Map<string, { day: string; sent: number; delivered: number; failed: number; clicked: number }>();
  const at = (d: string) => {
    let v = days.get(d);
    if (!v) days.set(d, (v = { day: d, sent: 0, delivered: 0, failed: 0, clicked: 0 }));
    return v;
  };
  for (const r of rowsOf<{ day: string; sent: number; delivered: number; failed: number }>(sentRes))
    Object.assign(at(r.day), { sent: Number(r.sent), delivered: Number(r.delivered), failed: Number(r.failed) });
  for (const r of rowsOf<{ day: string; clicked: number }>(clickRes)) at(r.day).clicked = Number(r.clicked);
  // Every day of the period, so that the chart shows quiet days as zero.
  const series = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
    series.push(at(d.toISOString().slice(0, 10)));
  const total = series.reduce(
    (s, v) => ({
      sent: s.sent + v.sent,
      delivered: s.delivered + v.delivered,
      failed: s.failed + v.failed,
      clicked: s.clicked + v.clicked,
    }),
    { sent: 0, delivered: 0, failed: 0, clicked: 0 },
  );
  const [subs] = await db.select({ n: count() }).from(pushSubscriptions).where(isNull(pushSubscriptions.expiredAt));
  return { days: series, total, subscribers: Number(subs?.n ?? 0) };
}

function deliveryWhere(f: DeliveryFilter): SQL | undefined {
  return and(
    f.notificationId ? eq(pushDeliveries.notificationId, f.notificationId) : undefined,
    f.state ? eq(pushDeliveries.state, f.state) : undefined,
    f.from ? gte(pushDeliveries.createdAt, parisMidnight(f.from)) : undefined,
    f.to ? lt(pushDeliveries.createdAt, parisMidnight(f.to, 1)) : undefined,
  );
}

/** The delivery log: one row per notification × browser, with the push service's answer. */
export async function listDeliveries(db: Db, filter: DeliveryFilter, page = 1, pageSize: number = PAGINATION.pageSize) {
  const where = deliveryWhere(filter);
  const [totalRow] = await db.select({ n: count() }).from(pushDeliveries).where(where);
  const total = Number(totalRow?.n ?? 0);
  const current = pageOf(page, total, pageSize);
  const rows = await db
    .select({ d: pushDeliveries, title: pushNotifications.title, email: users.email })
    .from(pushDeliveries)
    .innerJoin(pushNotifications, eq(pushNotifications.id, pushDeliveries.notificationId))
    .leftJoin(users, eq(users.id, pushDeliveries.userId))
    .where(where)
    .orderBy(desc(pushDeliveries.createdAt), desc(pushDeliveries.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return {
    total,
    page: current,
    pageSize,
    items: rows.map(({ d, title, email }) => ({
      id: d.id,
      at: d.createdAt.toISOString(),
      notificationId: d.notificationId,
      title,
      recipient: email ?? null,
      service: d.service,
      state: d.state,
      statusCode: d.statusCode,
      response: d.response,
      attempts: d.attempts,
      sentAt: d.sentAt?.toISOString() ?? null,
      clickedAt: d.clickedAt?.toISOString() ?? null,
    })),
  };
}
