import { and, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfCampaigns, perfPrograms, perfVisuals } from "@/lib/db/schema";
import { forbidden } from "../../errors";
import { advertiserName } from "../programs/list";
import { notFound, publisherMayBroadcast, type Viewer } from "../programs/scope";
import { trackingLink } from "./tracking-link";

export type CampaignRow = typeof perfCampaigns.$inferSelect;

export interface CampaignFilter {
  advertiserClientId?: number | null;
  programId?: number | null;
  state?: string | null;
  search?: string | null;
}

export interface CampaignItem extends CampaignRow {
  programName: string;
  programState: string;
  advertiserClientId: number;
  advertiserName: string | null;
  /** Visuals that are not deleted. */
  visualCount: number;
}

const visualCount = sql<number>`(select count(*) from ${perfVisuals} v where v.campaign_id = perf_campaigns.id and v.deleted_at is null)::int`;

function escapeLike(s: string) {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Campaigns of the programs an administrator (all) or an advertiser (its own) manages, newest first. */
export async function listCampaigns(db: Db, viewer: Viewer, filter: CampaignFilter = {}, id?: number): Promise<CampaignItem[]> {
  if (viewer.kind === "publisher") throw forbidden();
  const where: (SQL | undefined)[] = [];
  if (viewer.kind === "advertiser") where.push(eq(perfPrograms.advertiserClientId, viewer.clientId));
  else if (filter.advertiserClientId) where.push(eq(perfPrograms.advertiserClientId, filter.advertiserClientId));
  if (id != null) where.push(eq(perfCampaigns.id, id));
  if (filter.programId) where.push(eq(perfCampaigns.programId, filter.programId));
  if (filter.state) where.push(eq(perfCampaigns.state, filter.state as CampaignRow["state"]));
  const search = filter.search?.trim();
  if (search) {
    const like = escapeLike(search);
    where.push(or(ilike(perfCampaigns.name, like), ilike(perfCampaigns.trackingId, like), ilike(perfPrograms.name, like)));
  }
  const rows = await db
    .select({ c: perfCampaigns, programName: perfPrograms.name, programState: perfPrograms.state, advertiserClientId: perfPrograms.advertiserClientId, advertiserName, visualCount })
    .from(perfCampaigns)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .where(and(...where))
    .orderBy(desc(perfCampaigns.createdAt), desc(perfCampaigns.id));
  return rows.map(({ c, ...rest }) => ({ ...c, ...rest }));
}

/** One campaign for its manager: NOT_FOUND when missing, FORBIDDEN for another advertiser's. */
export async function campaignFor(db: Db, viewer: Viewer, id: number): Promise<CampaignItem> {
  if (viewer.kind === "publisher") throw forbidden();
  const [item] = await listCampaigns(db, { kind: "admin" }, {}, id);
  if (!item) throw notFound("Campaign");
  if (viewer.kind === "advertiser" && item.advertiserClientId !== viewer.clientId) throw forbidden();
  return item;
}

export interface PublisherCampaign {
  id: number;
  programId: number;
  programName: string;
  name: string;
  state: string;
  model: string;
  publisherPayoutCents: number;
  landingUrl: string;
  startsOn: string | null;
  endsOn: string | null;
  dailyLeadCap: number | null;
  totalLeadCap: number | null;
  trackingId: string;
  trackingLink: string;
  visualCount: number;
}

/**
 * The campaigns a publisher may broadcast, with its tracking links: campaigns that are not deleted
 * of running, validated programs that are open or on which its latest application was accepted.
 */
export async function publisherCampaigns(db: Db, publisherClientId: number, programId?: number): Promise<PublisherCampaign[]> {
  const rows = await db
    .select({
      id: perfCampaigns.id,
      programId: perfCampaigns.programId,
      programName: perfPrograms.name,
      name: perfCampaigns.name,
      state: perfCampaigns.state,
      model: perfPrograms.model,
      publisherPayoutCents: perfPrograms.publisherPayoutCents,
      landingUrl: perfPrograms.landingUrl,
      startsOn: perfCampaigns.startsOn,
      endsOn: perfCampaigns.endsOn,
      dailyLeadCap: perfCampaigns.dailyLeadCap,
      totalLeadCap: perfCampaigns.totalLeadCap,
      trackingId: perfCampaigns.trackingId,
      visualCount,
    })
    .from(perfCampaigns)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .where(and(publisherMayBroadcast(publisherClientId), ne(perfCampaigns.state, "supprime"), programId != null ? eq(perfCampaigns.programId, programId) : undefined))
    .orderBy(perfPrograms.name, perfCampaigns.name, perfCampaigns.id);
  return rows.map((r) => ({ ...r, trackingLink: trackingLink(r.trackingId, publisherClientId) }));
}

/** Campaigns of a program as a publisher who may not broadcast it sees them: no tracking data. */
export async function programCampaignsPublic(db: Db, programId: number) {
  return db
    .select({ id: perfCampaigns.id, name: perfCampaigns.name, state: perfCampaigns.state, startsOn: perfCampaigns.startsOn, endsOn: perfCampaigns.endsOn })
    .from(perfCampaigns)
    .where(and(eq(perfCampaigns.programId, programId), eq(perfCampaigns.state, "valide")))
    .orderBy(perfCampaigns.name, perfCampaigns.id);
}
