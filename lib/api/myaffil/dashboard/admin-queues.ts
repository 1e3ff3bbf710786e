import { eq, sql } from "drizzle-orm";
import type { Once } from "@/lib/api/context";
import type { Db } from "@/lib/db";
import { invoices, publisherPayments } from "@/lib/db/schema";
import { countApplicationsAwaiting } from "@/lib/api/auth/counts/applications";
import { countMembersAwaiting } from "@/lib/api/auth/counts/members";
import { countOiAwaitingProcessing } from "@/lib/api/auth/counts/oi-documents";
import { countProgramsAwaitingValidation } from "@/lib/api/auth/counts/programs";
import { countWaitingPrepayments } from "@/lib/api/market/prepayments/waiting";
import { cents } from "./period";

export interface AdminQueues {
  members: number;
  applications: number;
  ois: number;
  prepayments: number;
  programs: number;
}

/**
 * What the administrators have to process, counted like the notification bell counts it: through
 * the request's `once`, so that the bell and the dashboard of one page read each count once.
 */
export async function adminQueues(once: Once): Promise<AdminQueues> {
  const [members, applications, ois, prepayments, programs] = await Promise.all([
    once(countMembersAwaiting),
    once(countApplicationsAwaiting),
    once(countOiAwaitingProcessing),
    once(countWaitingPrepayments),
    once(countProgramsAwaitingValidation),
  ]);
  return { members, applications, ois, prepayments, programs };
}

export interface PlatformBilling {
  platform: "perf" | "coreg" | "market";
  invoicesWaiting: number;
  invoicesWaitingAmount: number;
  paymentsWaiting: number;
  paymentsWaitingAmount: number;
}

const PLATFORMS = ["perf", "coreg", "market"] as const;

/** Money still to collect from advertisers and to pay to publishers, per platform. */
export async function adminBilling(db: Db): Promise<PlatformBilling[]> {
  const [owed, due] = await Promise.all([
    db
      .select({
        platform: invoices.platform,
        n: sql<number>`count(*)::int`,
        amount: cents(sql`sum(${invoices.amountCents})`),
      })
      .from(invoices)
      .where(eq(invoices.status, "receiving"))
      .groupBy(invoices.platform),
    db
      .select({
        platform: publisherPayments.platform,
        n: sql<number>`count(*)::int`,
        amount: cents(sql`sum(${publisherPayments.amountCents})`),
      })
      .from(publisherPayments)
      .where(eq(publisherPayments.status, "waiting"))
      .groupBy(publisherPayments.platform),
  ]);
  return PLATFORMS.map((platform) => {
    const o = owed.find((r) => r.platform === platform);
    const d = due.find((r) => r.platform === platform);
    return {
      platform,
      invoicesWaiting: o?.n ?? 0,
      invoicesWaitingAmount: o?.amount ?? 0,
      paymentsWaiting: d?.n ?? 0,
      paymentsWaitingAmount: d?.amount ?? 0,
    };
  });
}
