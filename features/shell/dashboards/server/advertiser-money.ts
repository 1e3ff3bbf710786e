import { and, eq, gte, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Once } from "@/lib/api/context";
import type { Db } from "@/lib/db";
import { balanceLedger } from "@/lib/db/schema";
import { invoicesWaitingOnce, type InvoicesWaiting } from "@/features/shell/counts/server/invoices";
import { oiToSignOnce, type DocumentToSign } from "@/features/shell/counts/server/oi-documents";
import type { PartnerClients } from "./partner";
import { cents, CHART_DAYS, fillSeries, lastDays, localDay, startOfDaysAgo, todayQuery } from "./period";

export type { DocumentToSign, InvoicesWaiting };
export { LISTED_INVOICES, type WaitingInvoice } from "@/features/shell/counts/server/invoices";

export interface DailyAmount {
  day: string;
  amount: number;
}

/** The advertiser's marketplace spend (sale debits, cents) of each of the last 30 days, in one statement. */
export async function spendDaily(db: Db, userId: number): Promise<DailyAmount[]> {
  const day = localDay(balanceLedger.createdAt);
  const rows = await unionAll(
    todayQuery(db),
    db
      .select({ series: sql<string>`'spend'`, key: day, value: cents(sql`-sum(${balanceLedger.amountCents})`) })
      .from(balanceLedger)
      .where(
        and(
          eq(balanceLedger.userId, userId),
          eq(balanceLedger.kind, "sale"),
          gte(balanceLedger.createdAt, startOfDaysAgo(CHART_DAYS - 1)),
        ),
      )
      .groupBy(day),
  );
  const days = lastDays(rows.find((r) => r.series === "today")!.key, CHART_DAYS);
  const amounts = fillSeries(
    days,
    rows.filter((r) => r.series === "spend"),
  );
  return days.map((d, i) => ({ day: d, amount: amounts[i]! }));
}

/** Insertion orders the advertiser still has to sign, oldest first: the bell's read (it counts them). */
export function documentsToSign(once: Once, db: Db, userId: number): Promise<DocumentToSign[]> {
  return oiToSignOnce(once, db, userId);
}

/**
 * The advertiser's invoices waiting for payment: the bell's own read (perf and coreg), so the
 * dashboard and the notification count never disagree.
 */
export function invoicesWaiting(once: Once, db: Db, c: PartnerClients): Promise<InvoicesWaiting> {
  return invoicesWaitingOnce(once, db, { perf: c.perf, coreg: c.coreg });
}
