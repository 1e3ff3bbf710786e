import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Once } from "@/lib/api/context";
import { onceBy } from "@/lib/api/once-by";
import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import type { BillingPlatform } from "@/lib/domain/states";
import { dueOf } from "@/features/billing/amounts-due";
import { ofClients, type ClientIds } from "./client-ids";

/**
 * The one definition of "an advertiser's invoices to pay": status "receiving" on its perf and coreg
 * client ids (spec section 7, getfactureAttentAn). The bell counts it and the advertiser's dashboard
 * lists it, so the two always agree. Undefined when no client id is given.
 */
export function invoicesWaitingOf(ids: ClientIds): SQL | undefined {
  const clients = ofClients(invoices.platform, invoices.clientId, ids);
  return clients ? and(eq(invoices.status, "receiving"), clients) : undefined;
}

/** An advertiser's invoices still waiting for payment (status "receiving"), perf and coreg. */
export async function countInvoicesWaiting(db: Db, ids: ClientIds): Promise<number> {
  const where = invoicesWaitingOf(ids);
  if (!where) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(where);
  return row?.n ?? 0;
}

export interface WaitingInvoice {
  id: number;
  number: string;
  platform: BillingPlatform;
  /** What remains to pay (TTC less credit notes and payments). */
  amount: number;
  issuedAt: Date;
}

/** How many invoices the advertiser's dashboard lists. */
export const LISTED_INVOICES = 10;

export interface InvoicesWaiting {
  count: number;
  total: number;
  /** The most recent ones, at most LISTED_INVOICES. */
  items: WaitingInvoice[];
}

/**
 * The advertiser's invoices waiting for payment, counted, summed and the latest listed in one
 * statement (the count and the sum are window aggregates over every matching row, computed before
 * the limit). Once per request and client ids: the bell's count and the dashboard's panel are the
 * same read, so they never disagree and cost one round trip.
 */
export function invoicesWaitingOnce(once: Once, db: Db, ids: ClientIds): Promise<InvoicesWaiting> {
  return onceBy(once, `invoices-waiting:${ids.perf}:${ids.coreg}`, async () => {
    const where = invoicesWaitingOf(ids);
    if (!where) return { count: 0, total: 0, items: [] };
    const rows = await db
      .select({
        id: invoices.id,
        number: invoices.number,
        platform: invoices.platform,
        amount: sql<number>`${dueOf()}::float8`,
        issuedAt: invoices.issuedAt,
        count: sql<number>`(count(*) over ())::int`,
        total: sql<number>`(sum(${dueOf()}) over ())::float8`,
      })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(LISTED_INVOICES);
    return {
      count: rows[0]?.count ?? 0,
      total: rows[0]?.total ?? 0,
      items: rows.map(({ count: _c, total: _t, ...item }) => item),
    };
  });
}
