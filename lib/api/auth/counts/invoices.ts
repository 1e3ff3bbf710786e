import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { invoices } from "@/lib/db/schema";
import { ofClients, type ClientIds } from "./client-ids";

/** An advertiser's invoices still waiting for payment (status "receiving"), perf and coreg. */
export async function countInvoicesWaiting(db: Db, ids: ClientIds): Promise<number> {
  const clients = ofClients(invoices.platform, invoices.clientId, ids);
  if (!clients) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.status, "receiving"), clients));
  return row?.n ?? 0;
}
