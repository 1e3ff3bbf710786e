import type { RecordState } from "@/lib/domain/states";
import { and, desc, eq, gte, ne, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db";
import { myaffilApplications, myaffilCampaigns, myaffilPrograms, publisherPayments } from "@/lib/db/schema";
import type { PartnerClients } from "./partner";
import { cents, fillSeries, lastMonths, localMonth, startOfMonthsAgo, todayQuery } from "./period";

export const EARNING_MONTHS = 12;

/** The publisher's own payments: perf on its performance id, coreg on its co-registration id. */
function ofPublisher(c: PartnerClients): SQL | undefined {
  const parts = [
    c.perf != null
      ? and(eq(publisherPayments.platform, "perf"), eq(publisherPayments.publisherClientId, c.perf))
      : undefined,
    c.coreg != null
      ? and(eq(publisherPayments.platform, "coreg"), eq(publisherPayments.publisherClientId, c.coreg))
      : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts) : undefined;
}

export interface MonthlyAmount {
  /** YYYY-MM, Paris time. */
  month: string;
  amount: number;
}

/**
 * Payments made to the publisher in each of the last 12 months (this one included), by month paid;
 * today's date and the months' sums in one statement.
 */
export async function earningsMonthly(db: Db, c: PartnerClients): Promise<MonthlyAmount[]> {
  const month = localMonth(publisherPayments.paidAt);
  const mine = ofPublisher(c);
  const rows = mine
    ? await unionAll(
        todayQuery(db),
        db
          .select({
            series: sql<string>`'earnings'`,
            key: month,
            value: cents(sql`sum(${publisherPayments.amountCents})`),
          })
          .from(publisherPayments)
          .where(
            and(
              mine,
              eq(publisherPayments.status, "paid"),
              gte(publisherPayments.paidAt, startOfMonthsAgo(EARNING_MONTHS - 1)),
            ),
          )
          .groupBy(month),
      )
    : await todayQuery(db);
  const months = lastMonths(rows.find((r) => r.series === "today")!.key, EARNING_MONTHS);
  const amounts = fillSeries(
    months,
    rows.filter((r) => r.series === "earnings"),
  );
  return months.map((m, i) => ({ month: m, amount: amounts[i]! }));
}

export interface AcceptedCampaign {
  programId: number;
  programName: string;
  programState: RecordState;
  /** Campaigns of the program the publisher may broadcast now. */
  runningCampaigns: number;
  acceptedAt: Date | null;
}

export const LISTED_CAMPAIGNS = 10;

/** The programs the publisher was accepted on (not deleted), the most recent acceptance first. */
export function acceptedCampaigns(db: Db, myaffilClient: number | null): Promise<AcceptedCampaign[]> {
  if (myaffilClient == null) return Promise.resolve([]);
  const running = db
    .select({ programId: myaffilCampaigns.programId, n: sql<number>`count(*)::int`.as("running_n") })
    .from(myaffilCampaigns)
    .where(eq(myaffilCampaigns.state, "valide"))
    .groupBy(myaffilCampaigns.programId)
    .as("r");
  return db
    .select({
      programId: myaffilPrograms.id,
      programName: myaffilPrograms.name,
      programState: myaffilPrograms.state,
      runningCampaigns: sql<number>`coalesce(${running.n}, 0)::int`,
      acceptedAt: myaffilApplications.decidedAt,
    })
    .from(myaffilApplications)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilApplications.programId))
    .leftJoin(running, eq(running.programId, myaffilPrograms.id))
    .where(
      and(
        eq(myaffilApplications.publisherClientId, myaffilClient),
        eq(myaffilApplications.state, "accepted"),
        ne(myaffilPrograms.state, "supprime"),
      ),
    )
    .orderBy(desc(myaffilApplications.decidedAt), desc(myaffilApplications.id))
    .limit(LISTED_CAMPAIGNS);
}

export interface Refusal {
  programName: string;
  reason: string | null;
  decidedAt: Date | null;
}

/** The publisher's last refused applications with the reason given. */
export function recentRefusals(db: Db, myaffilClient: number | null, limit = 3): Promise<Refusal[]> {
  if (myaffilClient == null) return Promise.resolve([]);
  return db
    .select({
      programName: myaffilPrograms.name,
      reason: myaffilApplications.refusalReason,
      decidedAt: myaffilApplications.decidedAt,
    })
    .from(myaffilApplications)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilApplications.programId))
    .where(and(eq(myaffilApplications.publisherClientId, myaffilClient), eq(myaffilApplications.state, "refused")))
    .orderBy(desc(myaffilApplications.decidedAt), desc(myaffilApplications.id))
    .limit(limit);
}
