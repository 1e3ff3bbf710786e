import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfApplications, perfCampaigns, perfPrograms } from "@/lib/db/schema";

/** What the pixels page of a campaign shows: the campaign, its program, and who may send leads. */
export async function pixelsOf(db: Db, trackingId: string) {
  const [c] = await db
    .select({
      campaignId: perfCampaigns.id,
      trackingId: perfCampaigns.trackingId,
      campaignName: perfCampaigns.name,
      campaignState: perfCampaigns.state,
      programId: perfPrograms.id,
      programName: perfPrograms.name,
      programState: perfPrograms.state,
      access: perfPrograms.access,
      advertiserClientId: perfPrograms.advertiserClientId,
      landingUrl: perfPrograms.landingUrl,
      priceCents: perfPrograms.advertiserPriceCents,
      payoutCents: perfPrograms.publisherPayoutCents,
    })
    .from(perfCampaigns)
    .innerJoin(perfPrograms, eq(perfPrograms.id, perfCampaigns.programId))
    .where(eq(perfCampaigns.trackingId, trackingId));
  if (!c) return null;
  const publishers = await db
    .select({
      clientId: perfApplications.publisherClientId,
      name: sql<string>`coalesce((select u.society from users u where u.id_clien_myaffil = ${perfApplications.publisherClientId} or u.id_clien_myaffil_editeur = ${perfApplications.publisherClientId} order by u.id limit 1), '')`,
    })
    .from(perfApplications)
    .where(and(eq(perfApplications.programId, c.programId), eq(perfApplications.state, "accepted")))
    .orderBy(asc(perfApplications.publisherClientId));
  return { ...c, running: c.campaignState === "valide" && c.programState === "valide", publishers };
}
