import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
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
