import type { BillingPlatform } from "@/lib/domain/states";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { balanceLedger, invoices, oiDocuments } from "@/lib/db/schema";
import { invoicesWaitingOf } from "../../auth/counts/invoices";
import type { PartnerClients } from "./partner";
import { cents, CHART_DAYS, fillSeries, lastDays, localDay, startOfDaysAgo, todayInParis } from "./period";

export interface DailyAmount {
  day: string;
  amount: number;
}

/** The advertiser's marketplace spend (sale debits, cents) of each of the last 30 days. */
export async function spendDaily(
  db: Db,
  userId: number,
  today: Promise<string> = todayInParis(db),
): Promise<DailyAmount[]> {
  const day = localDay(balanceLedger.createdAt);
  const [day0, rows] = await Promise.all([
    today,
    db
      .select({ key: day, value: cents(sql`-sum(${balanceLedger.amountCents})`) })
      .from(balanceLedger)
      .where(
        and(
          eq(balanceLedger.userId, userId),
          eq(balanceLedger.kind, "sale"),
          gte(balanceLedger.createdAt, startOfDaysAgo(CHART_DAYS - 1)),
        ),
      )
      .groupBy(day),
  ]);
  const days = lastDays(day0, CHART_DAYS);
  const amounts = fillSeries(days, rows);
  return days.map((d, i) => ({ day: d, amount: amounts[i]! }));
}

export interface DocumentToSign {
  id: number;
  title: string;
  createdAt: Date;
}

/** Insertion orders the advertiser still has to sign, oldest first (the most urgent). */
export function documentsToSign(db: Db, userId: number): Promise<DocumentToSign[]> {
  return db
    .select({ id: oiDocuments.id, title: oiDocuments.title, createdAt: oiDocuments.createdAt })
    .from(oiDocuments)
    .where(and(eq(oiDocuments.advertiserUserId, userId), eq(oiDocuments.status, "to_sign")))
    .orderBy(asc(oiDocuments.createdAt), asc(oiDocuments.id));
}

export interface WaitingInvoice {
  id: number;
  number: string;
  platform: BillingPlatform;
  amount: number;
  issuedAt: Date;
}

export const LISTED_INVOICES = 10;

export interface InvoicesWaiting {
  count: number;
  total: number;
  /** The most recent ones, at most LISTED_INVOICES. */
  items: WaitingInvoice[];
}

/**
 * The advertiser's invoices waiting for payment: the bell's own definition (perf and coreg), so the
 * dashboard and the notification count never disagree.
 */
export async function invoicesWaiting(db: Db, c: PartnerClients): Promise<InvoicesWaiting> {
  const where = invoicesWaitingOf({ perf: c.perf, coreg: c.coreg });
  if (!where) return { count: 0, total: 0, items: [] };
  const [[sum], items] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, total: cents(sql`sum(${invoices.amountCents})`) })
      .from(invoices)
      .where(where),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        platform: invoices.platform,
        amount: invoices.amountCents,
        issuedAt: invoices.issuedAt,
      })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(LISTED_INVOICES),
  ]);
  return { count: sum?.count ?? 0, total: sum?.total ?? 0, items };
}
