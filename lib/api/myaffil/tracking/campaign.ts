import { and, eq, or, sql } from "drizzle-orm";
import { myaffilCampaigns, myaffilPrograms, myaffilSupports, users } from "@/lib/db/schema";
import { TrackingError } from "./errors";
import type { Exec } from "./rollup";

export interface TrackedCampaign {
  campaignId: number;
  trackingId: string;
  programId: number;
  advertiserClientId: number;
  landingUrl: string;
  advertiserPriceCents: number;
  publisherPayoutCents: number;
  dailyLeadCap: number | null;
  totalLeadCap: number | null;
}

/**
 * The running campaign behind a tracking id: the campaign and its program must both be `valide`.
 * `lock` takes the campaign row for update so that cap and duplicate checks of concurrent
 * postbacks run one after the other.
 */
export async function runningCampaign(
  db: Exec,
  where: { trackingId: string } | { campaignId: number },
  lock = false,
): Promise<TrackedCampaign | null> {
  const q = db
    .select({
      campaignId: myaffilCampaigns.id,
      trackingId: myaffilCampaigns.trackingId,
      programId: myaffilPrograms.id,
      advertiserClientId: myaffilPrograms.advertiserClientId,
      landingUrl: myaffilPrograms.landingUrl,
      advertiserPriceCents: myaffilPrograms.advertiserPriceCents,
      publisherPayoutCents: myaffilPrograms.publisherPayoutCents,
      dailyLeadCap: myaffilCampaigns.dailyLeadCap,
      totalLeadCap: myaffilCampaigns.totalLeadCap,
    })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(
      and(
        "trackingId" in where
          ? eq(myaffilCampaigns.trackingId, where.trackingId)
          : eq(myaffilCampaigns.id, where.campaignId),
        eq(myaffilCampaigns.state, "valide"),
        eq(myaffilPrograms.state, "valide"),
      ),
    );
  const [row] = lock ? await q.for("update", { of: myaffilCampaigns }) : await q;
  return row ?? null;
}

/**
 * Whether a publisher client id belongs to an active publisher account (a multi_droit account's
 * publisher id counts in either mode): leads and clicks for a made-up publisher are refused.
 */
export async function publisherExists(db: Exec, publisherClientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, "active"),
        or(
          and(eq(users.law, "af"), eq(users.idClienMyaffil, publisherClientId)),
          eq(users.idClienMyaffilEditeur, publisherClientId),
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/** A publisher may broadcast a program that is open, or whose application it had accepted. */
export async function publisherAllowed(db: Exec, programId: number, publisherClientId: number): Promise<boolean> {
  const res = await db.execute(sql`
    select 1 from perf_programs p
    where p.id = ${programId}
      and (p.access = 'open'
           or exists (select 1 from perf_applications a where a.program_id = p.id and a.publisher_client_id = ${publisherClientId} and a.state = 'accepted'))`);
  return (res as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Whether a support id names one of the publisher's own supports (0: no support). */
export async function supportOfPublisher(db: Exec, supportId: number, publisherClientId: number): Promise<boolean> {
  if (supportId === 0) return true;
  const [row] = await db
    .select({ id: myaffilSupports.id })
    .from(myaffilSupports)
    .where(and(eq(myaffilSupports.id, supportId), eq(myaffilSupports.publisherClientId, publisherClientId)));
  return !!row;
}

export function notFound(field?: string): TrackingError {
  return new TrackingError("NOT_FOUND", "Unknown or inactive campaign", field);
}
