import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { audit } from "@/lib/security/audit";
import { myaffilApplications, myaffilCampaigns, myaffilPrograms } from "@/lib/db/schema";

/** What the pixels page of a campaign shows: the campaign, its program, and who may send leads (active accepted publishers). */
export async function pixelsOf(db: Db, trackingId: string) {
  const [c] = await db
    .select({
      campaignId: myaffilCampaigns.id,
      trackingId: myaffilCampaigns.trackingId,
      campaignName: myaffilCampaigns.name,
      campaignState: myaffilCampaigns.state,
      programId: myaffilPrograms.id,
      programName: myaffilPrograms.name,
      programState: myaffilPrograms.state,
      access: myaffilPrograms.access,
      advertiserClientId: myaffilPrograms.advertiserClientId,
      landingUrl: myaffilPrograms.landingUrl,
      priceCents: myaffilPrograms.advertiserPriceCents,
      payoutCents: myaffilPrograms.publisherPayoutCents,
      postbackAddresses: myaffilPrograms.postbackAddresses,
    })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(eq(myaffilCampaigns.trackingId, trackingId));
  if (!c) return null;
  const publishers = await db
    .select({
      clientId: myaffilApplications.publisherClientId,
      name: sql<string>`coalesce((select u.society from users u where u.id_clien_myaffil = ${myaffilApplications.publisherClientId} or u.id_clien_myaffil_editeur = ${myaffilApplications.publisherClientId} order by u.id limit 1), '')`,
    })
    .from(myaffilApplications)
    // Only active publisher accounts can bring leads (see publisherExists).
    .where(
      and(
        eq(myaffilApplications.programId, c.programId),
        eq(myaffilApplications.state, "accepted"),
        sql`exists (select 1 from users u where u.status = 'active' and ((u.law = 'af' and u.id_clien_myaffil = ${myaffilApplications.publisherClientId}) or u.id_clien_myaffil_editeur = ${myaffilApplications.publisherClientId}))`,
      ),
    )
    .orderBy(asc(myaffilApplications.publisherClientId));
  return { ...c, running: c.campaignState === "valide" && c.programState === "valide", publishers };
}

/** Sets the program's postback addresses (audited); `list` is checked by the caller. */
export async function setPostbackAddresses(
  db: Db,
  programId: number,
  list: string[],
  actor: { id: number; ip: string | null },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(myaffilPrograms)
      .set({ postbackAddresses: list, updatedAt: new Date() })
      .where(eq(myaffilPrograms.id, programId));
    await audit(tx, {
      actorId: actor.id,
      action: "postback_addresses_set",
      ip: actor.ip,
      targetType: "perf_program",
      targetId: String(programId),
      details: { addresses: list },
    });
  });
}
