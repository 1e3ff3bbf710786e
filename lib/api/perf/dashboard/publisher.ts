import { and, desc, eq, gte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfApplications, perfCampaigns, perfPrograms, publisherPayments } from "@/lib/db/schema";
import type { PartnerClients } from "./partner";
import { cents, fillSeries, lastMonths, localMonth, startOfMonthsAgo, todayInParis } from "./period";

export const EARNING_MONTHS = 12;

/** The publisher's own payments: perf on its performance id, coreg on its co-registration id. */
function ofPublisher(c: PartnerClients): SQL | undefined {
  const parts = [
    c.perf != null ? and(eq(publisherPayments.platform, "perf"), eq(publisherPayments.publisherClientId, c.perf)) : undefined,
    c.coreg != null ? and(eq(publisherPayments.platform, "coreg"), eq(publisherPayments.publisherClientId, c.coreg)) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts) : undefined;
}

export interface MonthlyAmount {
  /** YYYY-MM, Paris time. */
  month: string;
  amount: number;
}

/** Payments made to the publisher in each of the last 12 months (this one included), by month paid. */
export async function earningsMonthly(db: Db, c: PartnerClients): Promise<MonthlyAmount[]> {
  const month = localMonth(publisherPayments.paidAt);
  const mine = ofPublisher(c);
  const [today, rows] = await Promise.all([
    todayInParis(db),
    mine
      ? db
          .select({ key: month, value: cents(sql`sum(${publisherPayments.amountCents})`) })
          .from(publisherPayments)
          .where(and(mine, eq(publisherPayments.status, "paid"), gte(publisherPayments.paidAt, startOfMonthsAgo(EARNING_MONTHS - 1))))
          .groupBy(month)
      : Promise.resolve([]),
  ]);
  const months = lastMonths(today, EARNING_MONTHS);
  const amounts = fillSeries(months, rows);
  return months.map((m, i) => ({ month: m, amount: amounts[i]! }));
}

export interface PlatformPayments {
  platform: "perf" | "coreg";
  paidTotal: number;
  waitingCount: number;
  waitingTotal: number;
  lastPaidAt: Date | null;
}

/** Paid (all time) and waiting payments of the publisher, per platform. */
export async function paymentsByPlatform(db: Db, c: PartnerClients): Promise<PlatformPayments[]> {
  const mine = ofPublisher(c);
  const rows = mine
    ? await db
        .select({
          platform: publisherPayments.platform,
          paidTotal: cents(sql`sum(${publisherPayments.amountCents}) filter (where ${publisherPayments.status} = 'paid')`),
          waitingCount: sql<number>`(count(*) filter (where ${publisherPayments.status} = 'waiting'))::int`,
          waitingTotal: cents(sql`sum(${publisherPayments.amountCents}) filter (where ${publisherPayments.status} = 'waiting')`),
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

export interface ApplicationCounts {
  accepted: number;
  pending: number;
  refused: number;
}

/** The publisher's applications (postules) by state; accepted ones on deleted programs no longer count. */
export async function applicationCounts(db: Db, perfClient: number | null): Promise<ApplicationCounts> {
  if (perfClient == null) return { accepted: 0, pending: 0, refused: 0 };
  const [row] = await db
    .select({
      accepted: sql<number>`(count(*) filter (where ${perfApplications.state} = 'accepted' and ${perfPrograms.state} <> 'supprime'))::int`,
      pending: sql<number>`(count(*) filter (where ${perfApplications.state} = 'being_verified'))::int`,
      refused: sql<number>`(count(*) filter (where ${perfApplications.state} = 'refused'))::int`,
    })
    .from(perfApplications)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfApplications.programId))
    .where(eq(perfApplications.publisherClientId, perfClient));
  return row ?? { accepted: 0, pending: 0, refused: 0 };
}

export interface AcceptedCampaign {
  programId: number;
  programName: string;
  programState: string;
  /** Campaigns of the program the publisher may broadcast now. */
  runningCampaigns: number;
  acceptedAt: Date | null;
}

export const LISTED_CAMPAIGNS = 10;

/** The programs the publisher was accepted on (not deleted), the most recent acceptance first. */
export function acceptedCampaigns(db: Db, perfClient: number | null): Promise<AcceptedCampaign[]> {
  if (perfClient == null) return Promise.resolve([]);
  const running = db
    .select({ programId: perfCampaigns.programId, n: sql<number>`count(*)::int`.as("running_n") })
    .from(perfCampaigns)
    .where(eq(perfCampaigns.state, "valide"))
    .groupBy(perfCampaigns.programId)
    .as("r");
  return db
    .select({
      programId: perfPrograms.id,
      programName: perfPrograms.name,
      programState: perfPrograms.state,
      runningCampaigns: sql<number>`coalesce(${running.n}, 0)::int`,
      acceptedAt: perfApplications.decidedAt,
    })
    .from(perfApplications)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfApplications.programId))
    .leftJoin(running, eq(running.programId, perfPrograms.id))
    .where(and(eq(perfApplications.publisherClientId, perfClient), eq(perfApplications.state, "accepted"), ne(perfPrograms.state, "supprime")))
    .orderBy(desc(perfApplications.decidedAt), desc(perfApplications.id))
    .limit(LISTED_CAMPAIGNS);
}

export interface Refusal {
  programName: string;
  reason: string | null;
  decidedAt: Date | null;
}

/** The publisher's last refused applications with the reason given. */
export function recentRefusals(db: Db, perfClient: number | null, limit = 3): Promise<Refusal[]> {
  if (perfClient == null) return Promise.resolve([]);
  return db
    .select({ programName: perfPrograms.name, reason: perfApplications.refusalReason, decidedAt: perfApplications.decidedAt })
    .from(perfApplications)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfApplications.programId))
    .where(and(eq(perfApplications.publisherClientId, perfClient), eq(perfApplications.state, "refused")))
    .orderBy(desc(perfApplications.decidedAt), desc(perfApplications.id))
    .limit(limit);
}
