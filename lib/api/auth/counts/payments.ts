import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { publisherPayments } from "@/lib/db/schema";
import { ofClients, type ClientIds } from "./client-ids";

/** A publisher's payments not made yet, perf and coreg. */
export async function countPaymentsWaiting(db: Db, ids: ClientIds): Promise<number> {
  const clients = ofClients(publisherPayments.platform, publisherPayments.publisherClientId, ids);
  if (!clients) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(publisherPayments)
    .where(and(eq(publisherPayments.status, "waiting"), clients));
  return row?.n ?? 0;
}
