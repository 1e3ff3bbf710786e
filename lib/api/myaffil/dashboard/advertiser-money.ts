import { and, asc, desc, eq, gte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { balanceLedger, invoices, oiDocuments } from "@/lib/db/schema";
import type { PartnerClients } from "./partner";
import { cents, CHART_DAYS, fillSeries, lastDays, localDay, startOfDaysAgo, todayInParis } from "./period";

export interface DailyAmount {
  day: string;
  amount: number;
}

/** The advertiser's marketplace spend (sale debits, cents) of each of the last 30 days. */
export async function spendDaily(db: Db, userId: number): Promise<DailyAmount[]> {
  const day = localDay(balanceLedger.createdAt);
  const [today, rows] = await Promise.all([
    todayInParis(db),
    db
      .select({ key: day, value: cents(sql`-sum(${balanceLedger.amountCents})`) })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.userId, userId), eq(balanceLedger.kind, "sale"), gte(balanceLedger.createdAt, startOfDaysAgo(CHART_DAYS - 1))))
      .groupBy(day),
  ]);
  const days = lastDays(today, CHART_DAYS);
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
  platform: string;
  amount: number;
  issuedAt: Date;
}

/** The rows of the advertiser's own client ids, each on its own platform. */
function ofAdvertiser(c: PartnerClients): SQL | undefined {
  const parts = [
    c.perf != null ? and(eq(invoices.platform, "perf"), eq(invoices.clientId, c.perf)) : undefined,
    c.coreg != null ? and(eq(invoices.platform, "coreg"), eq(invoices.clientId, c.coreg)) : undefined,
    c.market != null ? and(eq(invoices.platform, "market"), eq(invoices.clientId, c.market)) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts) : undefined;
}

export const LISTED_INVOICES = 10;

export interface InvoicesWaiting {
  count: number;
  total: number;
  /** The most recent ones, at most LISTED_INVOICES. */
  items: WaitingInvoice[];
}

/** The advertiser's invoices waiting for payment on its three platforms. */
export async function invoicesWaiting(db: Db, c: PartnerClients): Promise<InvoicesWaiting> {
  const mine = ofAdvertiser(c);
  if (!mine) return { count: 0, total: 0, items: [] };
  const where = and(eq(invoices.status, "receiving"), mine);
  const [[sum], items] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int`, total: cents(sql`sum(${invoices.amountCents})`) }).from(invoices).where(where),
    db
      .select({ id: invoices.id, number: invoices.number, platform: invoices.platform, amount: invoices.amountCents, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(LISTED_INVOICES),
  ]);
  return { count: sum?.count ?? 0, total: sum?.total ?? 0, items };
}
