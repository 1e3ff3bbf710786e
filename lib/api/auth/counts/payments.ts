import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { publisherPayments } from "@/lib/db/schema";
import { ofClients, type ClientIds } from "./client-ids";

/**
 * A publisher's payments not made yet, perf and coreg: one per invoice call whose invoice an
 * administrator accepted ("receiving", lib/api/auth/invoice-calls/workflow.ts opens it; paying the call
 * closes it), plus payments recorded before invoice calls existed. The bell, the notification popup
 * and the publisher dashboard all read this one count.
 */
export async function countPaymentsWaiting(db: Db, ids: ClientIds): Promise<number> {
  const clients = ofClients(publisherPayments.platform, publisherPayments.publisherClientId, ids);
  if (!clients) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(publisherPayments)
    .where(and(eq(publisherPayments.status, "waiting"), clients));
  return row?.n ?? 0;
}
