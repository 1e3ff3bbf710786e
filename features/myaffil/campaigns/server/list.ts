import type { RecordState, RemunerationModel } from "@/lib/domain/states";
import { and, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { myaffilCampaigns, myaffilPrograms, myaffilVisuals } from "@/lib/db/schema";
import { forbidden } from "@/lib/api/errors";
import { advertiserName } from "@/features/myaffil/programs/server/list";
import { notFound, publisherMayBroadcast, type Viewer } from "@/features/myaffil/programs/server/scope";
import { trackingLink } from "./tracking-link";

export type CampaignRow = typeof myaffilCampaigns.$inferSelect;

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

const visualCount = sql<number>`(select count(*) from ${myaffilVisuals} v where v.campaign_id = perf_campaigns.id and v.deleted_at is null)::int`;

function escapeLike(s: string) {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Campaigns of the programs an administrator (all) or an advertiser (its own) manages, newest first. */
export async function listCampaigns(
  db: Db,
  viewer: Viewer,
  filter: CampaignFilter = {},
  id?: number,
): Promise<CampaignItem[]> {
  if (viewer.kind === "publisher") throw forbidden();
  const where: (SQL | undefined)[] = [];
  if (viewer.kind === "advertiser") where.push(eq(myaffilPrograms.advertiserClientId, viewer.clientId));
  else if (filter.advertiserClientId) where.push(eq(myaffilPrograms.advertiserClientId, filter.advertiserClientId));
  if (id != null) where.push(eq(myaffilCampaigns.id, id));
  if (filter.programId) where.push(eq(myaffilCampaigns.programId, filter.programId));
  if (filter.state) where.push(eq(myaffilCampaigns.state, filter.state as CampaignRow["state"]));
  const search = filter.search?.trim();
  if (search) {
    const like = escapeLike(search);
    where.push(
      or(
        ilike(myaffilCampaigns.name, like),
        ilike(myaffilCampaigns.trackingId, like),
        ilike(myaffilPrograms.name, like),
      ),
    );
  }
  const rows = await db
    .select({
      c: myaffilCampaigns,
      programName: myaffilPrograms.name,
      programState: myaffilPrograms.state,
      advertiserClientId: myaffilPrograms.advertiserClientId,
      advertiserName,
      visualCount,
    })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(and(...where))
    .orderBy(desc(myaffilCampaigns.createdAt), desc(myaffilCampaigns.id));
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
  state: RecordState;
  model: RemunerationModel;
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
export async function publisherCampaigns(
  db: Db,
  publisherClientId: number,
  programId?: number,
): Promise<PublisherCampaign[]> {
  const rows = await db
    .select({
      id: myaffilCampaigns.id,
      programId: myaffilCampaigns.programId,
      programName: myaffilPrograms.name,
      name: myaffilCampaigns.name,
      state: myaffilCampaigns.state,
      model: myaffilPrograms.model,
      publisherPayoutCents: myaffilPrograms.publisherPayoutCents,
      landingUrl: myaffilPrograms.landingUrl,
      startsOn: myaffilCampaigns.startsOn,
      endsOn: myaffilCampaigns.endsOn,
      dailyLeadCap: myaffilCampaigns.dailyLeadCap,
      totalLeadCap: myaffilCampaigns.totalLeadCap,
      trackingId: myaffilCampaigns.trackingId,
      visualCount,
    })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(
      and(
        publisherMayBroadcast(publisherClientId),
        ne(myaffilCampaigns.state, "supprime"),
        programId != null ? eq(myaffilCampaigns.programId, programId) : undefined,
      ),
    )
    .orderBy(myaffilPrograms.name, myaffilCampaigns.name, myaffilCampaigns.id);
  return rows.map((r) => ({ ...r, trackingLink: trackingLink(r.trackingId, publisherClientId) }));
}

/** Campaigns of a program as a publisher who may not broadcast it sees them: no tracking data. */
export async function programCampaignsPublic(db: Db, programId: number) {
  return db
    .select({
      id: myaffilCampaigns.id,
      name: myaffilCampaigns.name,
      state: myaffilCampaigns.state,
      startsOn: myaffilCampaigns.startsOn,
      endsOn: myaffilCampaigns.endsOn,
    })
    .from(myaffilCampaigns)
    .where(and(eq(myaffilCampaigns.programId, programId), eq(myaffilCampaigns.state, "valide")))
    .orderBy(myaffilCampaigns.name, myaffilCampaigns.id);
}
