import { asc, ne } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { perfCampaigns } from "@/lib/db/schema";

/** Campaigns a Manivox tag may point at (every campaign not deleted). */
export function campaignOptions(db: Db) {
  return db
    .select({ id: perfCampaigns.id, name: perfCampaigns.name, trackingId: perfCampaigns.trackingId })
    .from(perfCampaigns)
    .where(ne(perfCampaigns.state, "supprime"))
    .orderBy(asc(perfCampaigns.name));
}
