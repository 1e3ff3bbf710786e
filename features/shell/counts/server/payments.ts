import { sql } from "drizzle-orm";
import type { Once } from "@/lib/api/context";
import { onceBy } from "@/lib/api/once-by";
import type { Db } from "@/lib/db";
import { publisherPayments } from "@/lib/db/schema";
import { ofClients, type ClientIds } from "./client-ids";

export interface PlatformPayments {
  platform: "perf" | "coreg";
  paidTotal: number;
  waitingCount: number;
  waitingTotal: number;
  lastPaidAt: Date | null;
}

/**
 * A publisher's payments per platform (perf and coreg), paid and waiting, in one statement. A
 * payment is opened when an administrator accepts the publisher's invoice for an invoice call and
 * closed when the call is paid (features/billing/invoice-calls/server/workflow.ts), so "waiting" is one per
 * accepted call not paid yet.
 */
async function readPublisherPayments(db: Db, ids: ClientIds): Promise<PlatformPayments[]> {
  const mine = ofClients(publisherPayments.platform, publisherPayments.publisherClientId, ids);
  const money = (status: string) =>
    sql<number>`coalesce(sum(${publisherPayments.amountCents}) filter (where ${publisherPayments.status} = ${status}), 0)::float8`;
  const rows = mine
    ? await db
        .select({
          platform: publisherPayments.platform,
          paidTotal: money("paid"),
          waitingCount: sql<number>`(count(*) filter (where ${publisherPayments.status} = 'waiting'))::int`,
          waitingTotal: money("waiting"),
          lastPaidAt: sql<Date | string | null>`max(${publisherPayments.paidAt})`,
        })
        .from(publisherPayments)
        .where(mine)
        .groupBy(publisherPayments.platform)
    : [];
  return (["perf", "coreg"] as const).map((platform) => {
    const r = rows.find((x) => x.platform === platform);
    return {
      platform,
      paidTotal: r?.paidTotal ?? 0,
      waitingCount: r?.waitingCount ?? 0,
      waitingTotal: r?.waitingTotal ?? 0,
      lastPaidAt: r?.lastPaidAt ? new Date(r.lastPaidAt) : null,
    };
  });
}

/**
 * The one read of a publisher's payments, once per request and client ids: the bell
 * (getPaiementAttentAf), the notification popup and the publisher dashboard's payment card and KPI
 * all take their figures from it, so they never disagree and cost one statement.
 */
export function publisherPaymentsOnce(once: Once, db: Db, ids: ClientIds): Promise<PlatformPayments[]> {
  return onceBy(once, `publisher-payments:${ids.perf}:${ids.coreg}`, () => readPublisherPayments(db, ids));
}

export const waitingCountOf = (payments: PlatformPayments[]) => payments.reduce((s, p) => s + p.waitingCount, 0);

/** A publisher's payments not made yet, perf and coreg (outside a request: jobs and tests). */
export async function countPaymentsWaiting(db: Db, ids: ClientIds): Promise<number> {
  return waitingCountOf(await readPublisherPayments(db, ids));
}
