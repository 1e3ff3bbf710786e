import { and, eq, sql, type SQL } from "drizzle-orm";
import { myaffilCampaigns, myaffilPrograms } from "@/lib/db/schema";
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

/*
 * The rules a click or a lead is checked against, as SQL conditions: a click asks them together
 * with its campaign, and a lead together with its duplicate and cap checks, in one statement each
 * (every one an indexed probe, whatever the size of the history).
 */

/**
 * Whether a publisher client id belongs to an active publisher account (a multi_droit account's
 * publisher id counts in either mode): leads and clicks for a made-up publisher are refused.
 */
export const publisherExistsSql = (publisherClientId: number): SQL => sql`exists (
  select 1 from users u where u.status = 'active'
    and ((u.law = 'af' and u.id_clien_myaffil = ${publisherClientId}) or u.id_clien_myaffil_editeur = ${publisherClientId}))`;

/** A publisher may broadcast a program that is open, or whose application it had accepted. */
export const publisherAllowedSql = (programId: SQL | number, publisherClientId: number): SQL => sql`exists (
  select 1 from perf_programs p where p.id = ${programId}
    and (p.access = 'open'
         or exists (select 1 from perf_applications a where a.program_id = p.id
                      and a.publisher_client_id = ${publisherClientId} and a.state = 'accepted')))`;

/** Whether a support id names one of the publisher's own supports (0: no support). */
export const supportOfPublisherSql = (supportId: number, publisherClientId: number): SQL =>
  supportId === 0
    ? sql`true`
    : sql`exists (select 1 from perf_supports s where s.id = ${supportId} and s.publisher_client_id = ${publisherClientId})`;

export function notFound(field?: string): TrackingError {
  return new TrackingError("NOT_FOUND", "Unknown or inactive campaign", field);
}
