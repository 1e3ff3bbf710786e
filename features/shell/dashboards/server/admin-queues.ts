import { eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Once } from "@/lib/api/context";
import type { Db } from "@/lib/db";
import { prepared } from "@/lib/db/prepared";
import { invoices, publisherPayments } from "@/lib/db/schema";
import { countAdminQueues, type AdminQueueCounts } from "@/features/shell/counts/server/admin-queues";
import { cents } from "./period";

export type AdminQueues = AdminQueueCounts;

/**
 * What the administrators have to process, counted like the notification bell counts it: through
 * the request's `once`, so that the bell and the dashboard of one page read the five counts once,
 * in one statement.
 */
export function adminQueues(once: Once): Promise<AdminQueues> {
  return once(countAdminQueues);
}

export interface PlatformBilling {
  platform: "perf" | "coreg" | "market";
  invoicesWaiting: number;
  invoicesWaitingAmount: number;
  paymentsWaiting: number;
  paymentsWaitingAmount: number;
}

const PLATFORMS = ["perf", "coreg", "market"] as const;

/** Money still to collect from advertisers and to pay to publishers, per platform (one statement). */
export async function adminBilling(db: Db): Promise<PlatformBilling[]> {
  const rows = await prepared(db, "admin-billing", () =>
    unionAll(
      db
        .select({
          side: sql<"owed" | "due">`'owed'`,
          platform: invoices.platform,
          n: sql<number>`count(*)::int`,
          amount: cents(sql`sum(${invoices.amountCents})`),
        })
        .from(invoices)
        .where(eq(invoices.status, "receiving"))
        .groupBy(invoices.platform),
      db
        .select({
          side: sql<"owed" | "due">`'due'`,
          platform: publisherPayments.platform,
          n: sql<number>`count(*)::int`,
          amount: cents(sql`sum(${publisherPayments.amountCents})`),
        })
        .from(publisherPayments)
        .where(eq(publisherPayments.status, "waiting"))
        .groupBy(publisherPayments.platform),
    ),
  ).execute();
  return PLATFORMS.map((platform) => {
    const o = rows.find((r) => r.side === "owed" && r.platform === platform);
    const d = rows.find((r) => r.side === "due" && r.platform === platform);
    return {
      platform,
      invoicesWaiting: o?.n ?? 0,
      invoicesWaitingAmount: o?.amount ?? 0,
      paymentsWaiting: d?.n ?? 0,
      paymentsWaitingAmount: d?.amount ?? 0,
    };
  });
}
